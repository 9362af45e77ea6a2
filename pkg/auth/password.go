package auth

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// Password limits. The maximum bounds the hashing work one request can ask
// for; the minimum follows NIST SP 800-63B for user-chosen secrets.
const (
	MinPasswordLength = 10
	MaxPasswordLength = 256
)

// argon2id parameters: the OWASP recommendation of 19 MiB, two passes, one
// lane (about 25 ms on one core).
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// ErrPasswordMismatch is returned by VerifyPassword for a wrong password.
var ErrPasswordMismatch = errors.New("password does not match")

// PasswordPolicyError explains why a new password is refused.
type PasswordPolicyError struct{ Reason string }

func (e *PasswordPolicyError) Error() string { return e.Reason }

//go:embed common_passwords.txt
var commonPasswordsText []byte

var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	set := map[string]struct{}{}
	sc := bufio.NewScanner(bytes.NewReader(commonPasswordsText))
	for sc.Scan() {
		if w := strings.TrimSpace(sc.Text()); w != "" && !strings.HasPrefix(w, "#") {
			set[strings.ToLower(w)] = struct{}{}
		}
	}
	return set
})

// CheckPasswordPolicy refuses passwords that are too short or too long, on
// the list of common passwords, or made of the account's e-mail address.
func CheckPasswordPolicy(password, email string) error {
	n := utf8.RuneCountInString(password)
	switch {
	case n < MinPasswordLength:
		return &PasswordPolicyError{fmt.Sprintf("Password must be at least %d characters", MinPasswordLength)}
	case n > MaxPasswordLength:
		return &PasswordPolicyError{fmt.Sprintf("Password must be at most %d characters", MaxPasswordLength)}
	}
	lower := strings.ToLower(password)
	if _, common := commonPasswords()[lower]; common {
		return &PasswordPolicyError{"This password is too common; choose another"}
	}
	if local, _, _ := strings.Cut(strings.ToLower(email), "@"); local != "" && (lower == local || lower == strings.ToLower(email)) {
		return &PasswordPolicyError{"Password must not be your e-mail address"}
	}
	return nil
}

// HashPassword returns the argon2id hash of password in the PHC string
// format ($argon2id$v=19$m=…,t=…,p=…$salt$hash), so that the parameters
// can be raised later without invalidating stored hashes.
func HashPassword(password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// VerifyPassword reports whether password matches the stored hash: nil, or
// ErrPasswordMismatch, or an error for a malformed hash.
func VerifyPassword(password, hash string) error {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return errors.New("unsupported password hash")
	}
	var version int
	var m uint32
	var t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return errors.New("unsupported argon2 version")
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil || m == 0 || t == 0 || p == 0 || m > 1<<20 || t > 16 {
		return errors.New("malformed argon2 parameters")
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil {
		return errors.New("malformed argon2 salt")
	}
	want, err := enc.DecodeString(parts[5])
	if err != nil || len(want) == 0 || len(want) > 128 {
		return errors.New("malformed argon2 hash")
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	if subtle.ConstantTimeCompare(got, want) != 1 {
		return ErrPasswordMismatch
	}
	return nil
}

// dummyHash is verified against when an e-mail has no account, so that a
// wrong e-mail costs the same time as a wrong password.
var dummyHash = sync.OnceValue(func() string {
	h, err := HashPassword(NewToken(""))
	if err != nil {
		panic(err)
	}
	return h
})

// SpendPasswordTime does the work of one VerifyPassword and discards the
// result, for sign-ins with an unknown e-mail.
func SpendPasswordTime(password string) { _ = VerifyPassword(password, dummyHash()) }
