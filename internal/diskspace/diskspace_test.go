package diskspace_test

import (
	"errors"
	"testing"

	"github.com/pharmaops/pharmaops/internal/diskspace"
)

func TestFree(t *testing.T) {
	n, err := diskspace.Free(t.TempDir())
	if errors.Is(err, diskspace.ErrUnknown) {
		t.Skip(err)
	}
	if err != nil || n <= 0 {
		t.Fatalf("Free(temp dir) = %d, %v; want a positive size", n, err)
	}
	if _, err := diskspace.Free("/no/such/dir"); err == nil {
		t.Fatal("Free of a missing path: no error")
	}
}
