package app

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Organization settings (GET/POST /api/settings, PUT /api/settings/{key})
// are small JSON values under a key, readable by every member and changed
// by admins. Keys with an endpoint of their own (the trafficking headers)
// are read here but changed only there, where they are checked.

var settingKeyRe = lazyregexp.New(`^[A-Za-z][A-Za-z0-9._-]{0,63}$`)

// Settings limits.
const (
	maxSettingBytes = 16 << 10
	maxSettings     = 200
)

// ownEndpointSettings are the keys changed through their own endpoint.
var ownEndpointSettings = map[string]string{settingTraffickingHeaders: "/api/settings/trafficking-headers"}

// Settings returns the organization's settings by key.
func (a *App) Settings(ctx context.Context, p *Principal) (map[string]json.RawMessage, error) {
	docs, _, err := a.store.ListDocs(ctx, p.Org.ID, store.DocSetting)
	if err != nil {
		return nil, err
	}
	if docs == nil {
		docs = map[string]json.RawMessage{}
	}
	return docs, nil
}

// SaveSettings sets several settings in one transaction (the keys not
// named stay as they are) and returns them all.
func (a *App) SaveSettings(ctx context.Context, p *Principal, values map[string]json.RawMessage) (map[string]json.RawMessage, error) {
	if err := p.require(ActionAdminister); err != nil {
		return nil, err
	}
	if len(values) == 0 {
		return nil, Invalid("settings is required")
	}
	for k, v := range values {
		if err := checkSetting(k, v); err != nil {
			return nil, err
		}
	}
	var all map[string]json.RawMessage
	err := a.inTx(ctx, func(tx store.Tx) error {
		docs, ids, err := tx.ListDocs(ctx, p.Org.ID, store.DocSetting)
		if err != nil {
			return err
		}
		added := 0
		for k := range values {
			if _, ok := docs[k]; !ok {
				added++
			}
		}
		if len(ids)+added > maxSettings {
			return Invalid("an organization keeps at most %d settings", maxSettings)
		}
		for _, k := range slices.Sorted(maps.Keys(values)) {
			if err := tx.PutDoc(ctx, p.Org.ID, store.DocSetting, k, values[k]); err != nil {
				return err
			}
			var old any
			if prev, ok := docs[k]; ok {
				old = prev
			}
			if err := a.record(ctx, tx, p, "setting.update", "setting", k, old, values[k]); err != nil {
				return err
			}
		}
		all = maps.Clone(docs)
		if all == nil {
			all = map[string]json.RawMessage{}
		}
		maps.Copy(all, values)
		return nil
	})
	return all, err
}

// SaveSetting sets one setting.
func (a *App) SaveSetting(ctx context.Context, p *Principal, key string, value json.RawMessage) error {
	_, err := a.SaveSettings(ctx, p, map[string]json.RawMessage{key: value})
	return err
}

func checkSetting(key string, value json.RawMessage) error {
	if !settingKeyRe().MatchString(key) {
		return Invalid("invalid setting key %q (a letter, then letters, digits, '.', '_' or '-', at most 64)", key)
	}
	if path, ok := ownEndpointSettings[key]; ok {
		return Invalid("%s is changed through %s", key, path)
	}
	if len(value) == 0 {
		return Invalid("%s needs a value", key)
	}
	if len(value) > maxSettingBytes {
		return Invalid("the value of %s is larger than %d bytes", key, maxSettingBytes)
	}
	if !json.Valid(value) {
		return Invalid("the value of %s is not JSON", key)
	}
	return nil
}
