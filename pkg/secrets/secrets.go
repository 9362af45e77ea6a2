// Package secrets encrypts service credentials at rest with AES-256-GCM.
// The key lives outside the database: a 0600 file in the data directory
// created on first use, or the PHARMAOPS_SECRETS_KEY setting (base64), so a
// copy of pharmaops.db alone does not reveal any secret.
package secrets

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// KeyFileName is the key file's name in the data directory.
const KeyFileName = "secret.key"

// ErrDecrypt is returned for ciphertext that does not open with this key
// and context: tampered, truncated, or made with another key.
var ErrDecrypt = errors.New("secret cannot be decrypted with this server's key")

// Box seals and opens secrets.
type Box struct {
	aead cipher.AEAD
}

// New returns a box for a 32-byte key.
func New(key []byte) (*Box, error) {
	if len(key) != 32 {
		return nil, fmt.Errorf("secrets key must be 32 bytes, got %d", len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{aead: aead}, nil
}

// Open returns the box of the data directory: the key from keyB64 when set,
// otherwise from dataDir/secret.key, created (0600) on first use.
func Open(dataDir, keyB64 string) (*Box, error) {
	if keyB64 != "" {
		key, err := base64.StdEncoding.DecodeString(keyB64)
		if err != nil {
			return nil, fmt.Errorf("secrets key is not base64: %w", err)
		}
		return New(key)
	}
	path := filepath.Join(dataDir, KeyFileName)
	key, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		key = make([]byte, 32)
		if _, err := rand.Read(key); err != nil {
			return nil, err
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return nil, fmt.Errorf("create secrets key: %w", err)
		}
		if _, err := f.Write(key); err != nil {
			f.Close()
			return nil, err
		}
		if err := f.Close(); err != nil {
			return nil, err
		}
	} else if err != nil {
		return nil, fmt.Errorf("read secrets key: %w", err)
	}
	return New(key)
}

// Seal encrypts plaintext bound to context (e.g. organization and
// service), which must be given again to open it.
func (b *Box) Seal(plaintext, context []byte) ([]byte, error) {
	nonce := make([]byte, b.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return b.aead.Seal(nonce, nonce, plaintext, context), nil
}

// Open decrypts what Seal made for the same context.
func (b *Box) Open(sealed, context []byte) ([]byte, error) {
	n := b.aead.NonceSize()
	if len(sealed) < n {
		return nil, ErrDecrypt
	}
	out, err := b.aead.Open(nil, sealed[:n], sealed[n:], context)
	if err != nil {
		return nil, ErrDecrypt
	}
	return out, nil
}
