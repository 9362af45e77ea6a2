package app

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// SecretMask stands for a secret field in every answer: secrets are never
// sent back.
const SecretMask = "••••••••"

// credentialField is one field of a service's credentials.
type credentialField struct {
	name   string
	secret bool
}

// CredentialServices are the services and their fields (spec §3); all are
// required.
var credentialServices = map[string][]credentialField{
	"google-drive": {{"clientId", false}, {"apiKey", true}},
	"sharepoint":   {{"clientId", false}, {"tenantId", false}, {"clientSecret", true}},
	"s3":           {{"accessKeyId", false}, {"secretAccessKey", true}, {"region", false}},
}

var credentialTypeRe = lazyregexp.New(`^[a-z][a-z0-9_-]{0,19}$`)

// SetSecrets connects the box that encrypts credentials at rest. Without
// one, saving credentials answers ErrUnavailable.
func (a *App) SetSecrets(box *secrets.Box) { a.secrets = box }

// storedCredential is the record: only the sealed JSON of the fields.
type storedCredential struct {
	ServiceName    string    `json:"serviceName"`
	CredentialType string    `json:"credentialType"`
	Sealed         []byte    `json:"sealed"`
	UpdatedBy      string    `json:"updatedBy"`
	UpdatedAt      time.Time `json:"updatedAt"`
}

// CredentialView is a credential as answered: non-secret fields in clear,
// secret ones masked.
type CredentialView struct {
	ServiceName    string            `json:"serviceName"`
	CredentialType string            `json:"credentialType"`
	HasCredentials bool              `json:"hasCredentials"`
	Fields         map[string]string `json:"fields"`
	UpdatedAt      time.Time         `json:"updatedAt"`
}

// CredentialStatus is a service's status (spec §3).
type CredentialStatus struct {
	Connected      bool `json:"connected"`
	HasCredentials bool `json:"hasCredentials"`
}

func credentialKey(service, ctype string) string { return service + "/" + ctype }

func sealContext(orgID, service, ctype string) []byte {
	return []byte(orgID + "\x00" + service + "\x00" + ctype)
}

func checkCredentialTarget(service, ctype string) ([]credentialField, error) {
	fields, ok := credentialServices[service]
	if !ok {
		return nil, Invalid("unknown service %q (google-drive, sharepoint or s3)", service)
	}
	if !credentialTypeRe().MatchString(ctype) {
		return nil, Invalid("invalid credential type %q", ctype)
	}
	return fields, nil
}

// SaveCredentials encrypts and stores a service's credentials. Every field
// is required, secrets included: a secret is never sent back, so it is
// entered again on every change.
func (a *App) SaveCredentials(ctx context.Context, p *Principal, service, ctype string, values map[string]string) (CredentialView, error) {
	if err := p.require(ActionAdminister); err != nil {
		return CredentialView{}, err
	}
	if ctype == "" {
		ctype = "oauth"
	}
	fields, err := checkCredentialTarget(service, ctype)
	if err != nil {
		return CredentialView{}, err
	}
	if a.secrets == nil {
		return CredentialView{}, Unavailable("credential storage is not configured on this server")
	}
	clean := map[string]string{}
	for _, f := range fields {
		v := strings.TrimSpace(values[f.name])
		if v == "" {
			return CredentialView{}, Invalid("%s is required", f.name)
		}
		if len(v) > 4096 {
			return CredentialView{}, Invalid("%s is too long", f.name)
		}
		clean[f.name] = v
	}
	for k := range values {
		if _, ok := clean[k]; !ok {
			return CredentialView{}, Invalid("unknown field %q for %s", k, service)
		}
	}
	plain, _ := json.Marshal(clean)
	sealed, err := a.secrets.Seal(plain, sealContext(p.Org.ID, service, ctype))
	if err != nil {
		return CredentialView{}, err
	}
	rec := storedCredential{ServiceName: service, CredentialType: ctype, Sealed: sealed, UpdatedBy: p.User.ID, UpdatedAt: a.now().UTC()}
	raw, _ := json.Marshal(rec)
	view := viewCredential(rec, clean, fields)
	err = a.inTx(ctx, func(tx store.Tx) error {
		var old any
		if prev, err := tx.GetDoc(ctx, p.Org.ID, store.DocCredential, credentialKey(service, ctype)); err == nil {
			old = maskedCredential(prev, fields)
		}
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocCredential, credentialKey(service, ctype), raw); err != nil {
			return err
		}
		// The audit trail names the change and the non-secret fields, never
		// a secret value.
		return a.record(ctx, tx, p, "credentials.save", "credential", credentialKey(service, ctype), old, view)
	})
	if err != nil {
		return CredentialView{}, err
	}
	return view, nil
}

// GetCredentials answers a service's credentials with secrets masked.
func (a *App) GetCredentials(ctx context.Context, p *Principal, service, ctype string) (CredentialView, error) {
	if err := p.require(ActionAdminister); err != nil {
		return CredentialView{}, err
	}
	fields, err := checkCredentialTarget(service, ctype)
	if err != nil {
		return CredentialView{}, err
	}
	rec, err := readDoc[storedCredential](ctx, a.store, p.Org.ID, store.DocCredential, credentialKey(service, ctype), "credentials")
	if err != nil {
		return CredentialView{}, err
	}
	if a.secrets == nil {
		return CredentialView{}, Unavailable("credential storage is not configured on this server")
	}
	plain, err := a.secrets.Open(rec.Sealed, sealContext(p.Org.ID, service, ctype))
	if err != nil {
		return CredentialView{}, &Error{Kind: ErrConflict, Msg: "the stored credentials cannot be decrypted with this server's key; save them again"}
	}
	values := map[string]string{}
	_ = json.Unmarshal(plain, &values)
	return viewCredential(rec, values, fields), nil
}

func viewCredential(rec storedCredential, values map[string]string, fields []credentialField) CredentialView {
	v := CredentialView{ServiceName: rec.ServiceName, CredentialType: rec.CredentialType, HasCredentials: true, Fields: map[string]string{}, UpdatedAt: rec.UpdatedAt}
	for _, f := range fields {
		if f.secret {
			v.Fields[f.name] = SecretMask
		} else {
			v.Fields[f.name] = values[f.name]
		}
	}
	return v
}

// DeleteCredentials removes a service's credentials.
func (a *App) DeleteCredentials(ctx context.Context, p *Principal, service, ctype string) error {
	if err := p.require(ActionAdminister); err != nil {
		return err
	}
	if _, err := checkCredentialTarget(service, ctype); err != nil {
		return err
	}
	fields := credentialServices[service]
	return a.inTx(ctx, func(tx store.Tx) error {
		prev, err := tx.GetDoc(ctx, p.Org.ID, store.DocCredential, credentialKey(service, ctype))
		if err != nil {
			return notFoundAs(err, "credentials")
		}
		if err := tx.DeleteDoc(ctx, p.Org.ID, store.DocCredential, credentialKey(service, ctype)); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "credentials.delete", "credential", credentialKey(service, ctype), maskedCredential(prev, fields), nil)
	})
}

// maskedCredential is a stored credential as the trail shows it: who
// changed it and when, every field masked (the sealed values are never
// opened for the trail).
func maskedCredential(raw []byte, fields []credentialField) any {
	var rec storedCredential
	if json.Unmarshal(raw, &rec) != nil {
		return nil
	}
	v := CredentialView{ServiceName: rec.ServiceName, CredentialType: rec.CredentialType, HasCredentials: true, Fields: map[string]string{}, UpdatedAt: rec.UpdatedAt}
	for _, f := range fields {
		v.Fields[f.name] = SecretMask
	}
	return v
}

// CredentialsStatus reports, per service, whether credentials are stored.
// No service is connected: pharmaops does not yet call these services.
func (a *App) CredentialsStatus(ctx context.Context, p *Principal) (map[string]CredentialStatus, error) {
	docs, _, err := a.store.ListDocs(ctx, p.Org.ID, store.DocCredential)
	if err != nil {
		return nil, err
	}
	out := map[string]CredentialStatus{}
	for service := range credentialServices {
		out[service] = CredentialStatus{}
	}
	for key := range docs {
		service, _, _ := strings.Cut(key, "/")
		if _, ok := out[service]; ok {
			out[service] = CredentialStatus{HasCredentials: true}
		}
	}
	return out, nil
}
