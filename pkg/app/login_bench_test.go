package app

import (
	"context"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// BenchmarkLoginRefusal measures the two refusals a guesser can tell apart
// only by time: a wrong password for an account, and an e-mail with no
// account. Both do one argon2id verification; their ns/op should match
// (docs/performance.md). The per-account slow-down is turned off so that
// every iteration reaches the password check.
func BenchmarkLoginRefusal(b *testing.B) {
	st, err := bolt.Open(b.TempDir(), bolt.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	a := New(st, nil, Config{}, nil)
	a.throttle = &auth.Throttle{Free: 1 << 30, MaxDelay: 0, Forget: 0}
	ctx := context.Background()
	if _, err := a.Register(ctx, Registration{Email: "bench@acme-pharma.test", Password: "correct-violet-stapler-42", FirstName: "Ben"}, ""); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, email string }{
		{"wrong-password", "bench@acme-pharma.test"},
		{"unknown-email", "nobody@acme-pharma.test"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := a.Login(ctx, c.email, "not-the-password-1", ""); err != errBadCredentials {
					b.Fatalf("login: %v", err)
				}
			}
		})
	}
}
