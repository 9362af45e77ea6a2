package app

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strconv"
	"time"
)

// SignedURLTTL is how long a signed asset URL stays valid.
const SignedURLTTL = time.Hour

// Signed asset URLs let <img> and <video> elements, which cannot send a
// bearer header, load an asset's bytes: the URL carries an expiry and an
// HMAC over organization, asset, variant, expiry and the session that
// asked for it, made with a server secret. A URL works only for that one
// asset, until it expires or its session ends (sign-out, expiry), so a
// URL copied out of a browser dies with the sign-in that made it.

func (a *App) signingKey(ctx context.Context) ([]byte, error) {
	a.keyMu.Lock()
	defer a.keyMu.Unlock()
	if a.key == nil {
		key, err := a.store.SigningKey(ctx)
		if err != nil {
			return nil, err
		}
		a.key = key
	}
	return a.key, nil
}

func signature(key []byte, orgID, assetID, variant, session string, exp int64) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(orgID + "\x00" + assetID + "\x00" + variant + "\x00" + strconv.FormatInt(exp, 10) + "\x00" + session))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// SignedAssetURL returns a URL path for the asset's bytes ("file") or
// thumbnail ("thumbnail") that works without a session until it expires.
func (a *App) SignedAssetURL(ctx context.Context, p *Principal, assetID, variant string) (string, error) {
	key, err := a.signingKey(ctx)
	if err != nil {
		return "", err
	}
	exp := a.now().Add(SignedURLTTL).Unix()
	// The session is named by the hash of its token, the key it is stored
	// under: it identifies the session but cannot be used as a token.
	sid := p.Session.TokenHash
	q := url.Values{"org": {p.Org.ID}, "exp": {strconv.FormatInt(exp, 10)}, "sig": {signature(key, p.Org.ID, assetID, variant, sid, exp)}}
	if sid != "" {
		q.Set("sid", sid)
	}
	return "/api/assets/" + url.PathEscape(assetID) + "/" + variant + "?" + q.Encode(), nil
}

// VerifyAssetURL checks a signed URL's query and returns a principal
// scoped to its organization that may only read that asset.
func (a *App) VerifyAssetURL(ctx context.Context, assetID, variant string, q url.Values) (*Principal, error) {
	key, err := a.signingKey(ctx)
	if err != nil {
		return nil, err
	}
	exp, err := strconv.ParseInt(q.Get("exp"), 10, 64)
	if err != nil || a.now().Unix() > exp {
		return nil, ErrUnauthenticated
	}
	orgID, sid := q.Get("org"), q.Get("sid")
	want := signature(key, orgID, assetID, variant, sid, exp)
	if !hmac.Equal([]byte(want), []byte(q.Get("sig"))) {
		return nil, ErrUnauthenticated
	}
	if sid != "" {
		sess, err := a.store.GetSession(ctx, sid)
		if err != nil || sess.OrganizationID != orgID || !a.now().Before(sess.ExpiresAt) {
			return nil, ErrUnauthenticated
		}
	}
	org, err := a.store.GetOrganization(ctx, orgID)
	if err != nil {
		return nil, ErrUnauthenticated
	}
	p := &Principal{Org: org}
	p.User.Role = RoleViewer
	return p, nil
}
