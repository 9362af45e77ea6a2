package secrets_test

import (
	"bytes"
	"encoding/base64"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/secrets"
)

func TestSealOpen(t *testing.T) {
	dir := t.TempDir()
	box, err := secrets.Open(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, secrets.KeyFileName))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", st, err)
	}
	sealed, err := box.Seal([]byte("sk-live-123"), []byte("org1/s3"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(sealed, []byte("sk-live-123")) {
		t.Fatal("plaintext visible in the sealed bytes")
	}
	again, _ := secrets.Open(dir, "") // the same key is read back
	if out, err := again.Open(sealed, []byte("org1/s3")); err != nil || string(out) != "sk-live-123" {
		t.Fatalf("open: %q %v", out, err)
	}
	for name, c := range map[string]struct{ sealed, ctx []byte }{
		"other context": {sealed, []byte("org2/s3")},
		"tampered":      {append(append([]byte{}, sealed[:len(sealed)-1]...), sealed[len(sealed)-1]^1), []byte("org1/s3")},
		"truncated":     {sealed[:5], []byte("org1/s3")},
	} {
		if _, err := box.Open(c.sealed, c.ctx); !errors.Is(err, secrets.ErrDecrypt) {
			t.Errorf("%s: %v", name, err)
		}
	}
	other, _ := secrets.Open(t.TempDir(), "")
	if _, err := other.Open(sealed, []byte("org1/s3")); !errors.Is(err, secrets.ErrDecrypt) {
		t.Errorf("another key opened it: %v", err)
	}
}

func TestKeyFromSetting(t *testing.T) {
	key := base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{7}, 32))
	if _, err := secrets.Open(t.TempDir(), key); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"not base64!", base64.StdEncoding.EncodeToString([]byte("short"))} {
		if _, err := secrets.Open(t.TempDir(), bad); err == nil {
			t.Errorf("key %q accepted", bad)
		}
	}
}
