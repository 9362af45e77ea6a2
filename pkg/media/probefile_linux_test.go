package media_test

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// TestProbeFileFIFO checks that a named pipe is an error, not a probe
// that blocks waiting for a writer.
func TestProbeFileFIFO(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.png")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	if _, err := media.ProbeFile(fifo); err == nil {
		t.Error("a FIFO probed without error")
	}
}
