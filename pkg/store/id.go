package store

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/binary"
	"strings"
	"time"
)

var idEncoding = base32.NewEncoding("0123456789abcdefghjkmnpqrstvwxyz").WithPadding(base32.NoPadding)

// NewID returns a new time-ordered ID: 48 bits of milliseconds since the
// epoch followed by 80 random bits, in lower-case Crockford base32 (26
// characters). IDs made later sort after IDs made earlier, so bbolt's key
// order is creation order.
func NewID() string {
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], uint64(time.Now().UnixMilli())<<16)
	if _, err := rand.Read(b[6:]); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return strings.ToLower(idEncoding.EncodeToString(b[:]))
}
