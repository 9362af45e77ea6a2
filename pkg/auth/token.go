package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
)

// NewToken returns prefix followed by 256 random bits, URL-safe. Session
// tokens, one-time sign-in codes and OAuth states are made with it.
func NewToken(prefix string) string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return prefix + base64.RawURLEncoding.EncodeToString(b[:])
}

// HashToken returns the stored form of a token: hex SHA-256. Tokens carry
// 256 random bits, so a fast hash is enough; a copy of the database hands
// out no live token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
