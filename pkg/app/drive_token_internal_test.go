package app

import (
	"sync"
	"testing"
	"time"

	"golang.org/x/oauth2"
)

// TestSavingTokenSourceHandsOutCopies: the oauth2 transport writes to the
// token it gets, so every caller needs a token of its own; handing out the
// base source's shared token was a data race between concurrent Drive
// requests (go test -race on the concurrent-import tests).
func TestSavingTokenSourceHandsOutCopies(t *testing.T) {
	shared := &oauth2.Token{AccessToken: "a", RefreshToken: "r", Expiry: time.Now().Add(time.Hour)}
	s := &savingTokenSource{base: oauth2.StaticTokenSource(shared), refresh: "r", save: func(string) error { return nil }}
	first, err := s.Token()
	if err != nil {
		t.Fatal(err)
	}
	if first == shared {
		t.Fatal("Token returned the base source's token itself")
	}
	first.AccessToken = "changed by a caller"
	second, _ := s.Token()
	if second.AccessToken != "a" || shared.AccessToken != "a" {
		t.Fatalf("a caller's change reached others: %q, %q", second.AccessToken, shared.AccessToken)
	}
	// Concurrent requests through the transport's own reuse layer, as the
	// Drive client makes them.
	outer := oauth2.ReuseTokenSource(nil, s)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := outer.Token(); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}
