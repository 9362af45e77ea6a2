// Package auth holds the identity building blocks that do not depend on the
// store: password hashing (argon2id) and policy, session and one-time token
// generation, the per-account slow-down after wrong passwords, and the
// OpenID Connect client for Google sign-in (golang.org/x/oauth2 +
// coreos/go-oidc, with state, PKCE S256 and a nonce).
//
// pkg/app composes them into use cases (register, sign in, refresh, invite);
// the same pieces serve the later API tokens for machines (a token is
// NewToken + HashToken, stored hashed) and the Drive import (the Google
// refresh token kept by the sign-in).
package auth
