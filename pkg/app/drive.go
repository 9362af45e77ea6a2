package app

import (
	"context"
	"errors"
	"io"
	"net/http"
	"sync"

	"golang.org/x/oauth2"

	"github.com/pharmaops/pharmaops/pkg/drive"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// driveSource is a Drive the browser lists and imports from: the user's
// Google Drive, or the built-in demo drive.
type driveSource interface {
	List(ctx context.Context, p drive.ListParams) (drive.Page, error)
	Get(ctx context.Context, id string) (drive.File, error)
	Open(ctx context.Context, f drive.File) (io.ReadCloser, error)
}

// driveState is the core's Drive connection: the API base URL and the
// token sources of the users who used Drive, kept so that an access token
// is refreshed once an hour rather than on every call.
type driveState struct {
	baseURL string
	mu      sync.Mutex
	tokens  map[string]*savingTokenSource // user ID → source
	imports driveImports
}

// SetDriveBaseURL sets the Drive API base URL (config drive.base-url; ""
// for Google's).
func (a *App) SetDriveBaseURL(u string) { a.drive.baseURL = u }

// errDriveNotConnected is the answer when the user has no Drive
// authorization; its text is the spec's (§8). It is a conflict with the
// account's state (409), not a refusal of the role (403).
var errDriveNotConnected = &Error{Kind: ErrConflict, Msg: "Google Drive not connected. Please connect your account."}

// DriveStatus is the caller's Drive connection (spec §7 google-drive status).
type DriveStatus struct {
	Connected bool   `json:"connected"`
	Email     string `json:"email,omitempty"`
	// Configured is whether Google sign-in (and so Drive) is set up on
	// this server; Demo whether the caller is in a demo sandbox.
	Configured bool `json:"configured"`
	Demo       bool `json:"demo"`
}

// DriveStatus reports whether the caller's Google authorization is kept.
func (a *App) DriveStatus(p *Principal) DriveStatus {
	st := DriveStatus{Configured: a.google != nil, Demo: p.Org.Demo}
	if a.google != nil && len(p.User.GoogleRefreshToken) > 0 {
		st.Connected, st.Email = true, p.User.Email
	}
	return st
}

// driveFor returns the caller's Drive (the demo drive when demo is set).
func (a *App) driveFor(ctx context.Context, p *Principal, demo bool) (driveSource, error) {
	if demo {
		return demoDrive(), nil
	}
	if a.google == nil || len(p.User.GoogleRefreshToken) == 0 {
		return nil, errDriveNotConnected
	}
	refresh, err := a.GoogleRefreshToken(p)
	if err != nil {
		return nil, errDriveNotConnected
	}
	r := &renewingDrive{connect: func() (*drive.Client, error) {
		ts := a.driveTokenSource(p.User, refresh)
		return drive.New(ctx, oauth2.NewClient(context.Background(), ts), a.drive.baseURL)
	}, forget: func() { a.forgetDriveToken(p.User.ID) }}
	if r.client, err = r.connect(); err != nil {
		return nil, err
	}
	return r, nil
}

// renewingDrive is the user's Drive client that, when Drive refuses an
// access token before its announced expiry (revoked, rotated at Google),
// drops it and tries once more with a freshly refreshed one.
type renewingDrive struct {
	client  *drive.Client
	connect func() (*drive.Client, error)
	forget  func()
}

func (r *renewingDrive) retry(err error) bool {
	var de *drive.Error
	if !errors.As(err, &de) || !de.Unauthorized() {
		return false
	}
	r.forget()
	c, cerr := r.connect()
	if cerr != nil {
		return false
	}
	r.client = c
	return true
}

func (r *renewingDrive) List(ctx context.Context, p drive.ListParams) (drive.Page, error) {
	page, err := r.client.List(ctx, p)
	if r.retry(err) {
		page, err = r.client.List(ctx, p)
	}
	return page, err
}

func (r *renewingDrive) Get(ctx context.Context, id string) (drive.File, error) {
	f, err := r.client.Get(ctx, id)
	if r.retry(err) {
		f, err = r.client.Get(ctx, id)
	}
	return f, err
}

func (r *renewingDrive) Open(ctx context.Context, f drive.File) (io.ReadCloser, error) {
	body, err := r.client.Open(ctx, f)
	if r.retry(err) {
		body, err = r.client.Open(ctx, f)
	}
	return body, err
}

// driveTokenSource returns the user's cached token source, or a new one
// when the refresh token changed (a new sign-in).
func (a *App) driveTokenSource(u store.User, refresh string) *savingTokenSource {
	d := &a.drive
	d.mu.Lock()
	defer d.mu.Unlock()
	if ts, ok := d.tokens[u.ID]; ok && ts.refreshToken() == refresh {
		return ts
	}
	if d.tokens == nil {
		d.tokens = map[string]*savingTokenSource{}
	}
	ts := &savingTokenSource{
		base:    oauth2.ReuseTokenSource(nil, a.google.TokenSource(context.Background(), refresh)),
		refresh: refresh,
		save:    func(rt string) error { return a.saveRotatedRefreshToken(u.OrganizationID, u.ID, rt) },
	}
	d.tokens[u.ID] = ts
	return ts
}

// forgetDriveToken drops the user's cached token source.
func (a *App) forgetDriveToken(userID string) {
	a.drive.mu.Lock()
	delete(a.drive.tokens, userID)
	a.drive.mu.Unlock()
}

// savingTokenSource hands out access tokens and saves the refresh token
// when the provider rotates it.
type savingTokenSource struct {
	base oauth2.TokenSource
	save func(refreshToken string) error

	mu      sync.Mutex
	refresh string
}

func (s *savingTokenSource) refreshToken() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refresh
}

// Token returns a valid access token, refreshing it when needed.
func (s *savingTokenSource) Token() (*oauth2.Token, error) {
	t, err := s.base.Token()
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t.RefreshToken != "" && t.RefreshToken != s.refresh {
		if err := s.save(t.RefreshToken); err != nil {
			return nil, err
		}
		s.refresh = t.RefreshToken
	}
	// A copy for each caller: the oauth2 transport that wraps this source
	// writes to the token it is handed, and base hands the same token to
	// every caller, so concurrent Drive requests raced on it.
	c := *t
	return &c, nil
}

// saveRotatedRefreshToken keeps a rotated Google refresh token, sealed.
func (a *App) saveRotatedRefreshToken(orgID, userID, refresh string) error {
	if a.secrets == nil {
		return Unavailable("secrets are not configured")
	}
	sealed, err := a.secrets.Seal([]byte(refresh), googleTokenContext(userID))
	if err != nil {
		return err
	}
	return a.inTx(context.Background(), func(tx store.Tx) error {
		u, err := tx.GetUser(context.Background(), orgID, userID)
		if err != nil {
			return err
		}
		u.GoogleRefreshToken = sealed
		return tx.PutUser(context.Background(), u)
	})
}

// driveError turns a Drive or token failure into a domain error: a refused
// authorization is "not connected", a refusal of Google's keeps Google's
// reason and message.
func driveError(err error) error {
	var re *oauth2.RetrieveError
	var de *drive.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &re):
		return errDriveNotConnected
	case errors.As(err, &de) && de.Unauthorized():
		return errDriveNotConnected
	case errors.As(err, &de) && de.Status == http.StatusNotFound:
		return &Error{Kind: ErrNotFound, Msg: de.Error()}
	case errors.As(err, &de) && de.Status < 500:
		return &Error{Kind: ErrForbidden, Msg: de.Error()}
	case errors.As(err, &de):
		return &Error{Kind: ErrUnavailable, Msg: de.Error()}
	case errors.Is(err, drive.ErrInvalid):
		return &Error{Kind: ErrInvalid, Msg: err.Error()}
	}
	var ae *Error
	if errors.As(err, &ae) {
		return err
	}
	return &Error{Kind: ErrUnavailable, Msg: "Failed to load Google Drive files: Google Drive could not be reached"}
}

// ListDriveFiles lists the caller's Drive (or the demo drive).
func (a *App) ListDriveFiles(ctx context.Context, p *Principal, params drive.ListParams, demo bool) (drive.Page, error) {
	if err := params.Check(); err != nil {
		return drive.Page{}, driveError(err)
	}
	src, err := a.driveFor(ctx, p, demo)
	if err != nil {
		return drive.Page{}, err
	}
	page, err := src.List(ctx, params)
	err = driveError(err)
	if err != nil {
		// The classified error only: the token endpoint's answer is not logged.
		a.log.Info("drive listing failed", "user", p.User.ID, "err", err)
	}
	return page, err
}

// RevokeDrive revokes the caller's Google authorization at Google and
// forgets the token; the user and the audit entry change together. Without
// a kept token there is nothing to do.
func (a *App) RevokeDrive(ctx context.Context, p *Principal) error {
	if len(p.User.GoogleRefreshToken) == 0 {
		return nil
	}
	if a.google != nil {
		if refresh, err := a.GoogleRefreshToken(p); err == nil {
			if err := a.google.Revoke(ctx, refresh); err != nil {
				a.log.Warn("google token revocation failed", "user", p.User.ID, "err", err)
				return Unavailable("Google did not confirm the revocation; try again")
			}
		}
	}
	a.forgetDriveToken(p.User.ID)
	return a.inTx(ctx, func(tx store.Tx) error {
		u, err := tx.GetUser(ctx, p.Org.ID, p.User.ID)
		if err != nil {
			return err
		}
		u.GoogleRefreshToken = nil
		if err := tx.PutUser(ctx, u); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "google-drive.revoke", "user", u.ID, nil, nil)
	})
}
