package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// OCR reads the text in an image file.
type OCR interface {
	Text(ctx context.Context, path string) (string, error)
}

// Tesseract runs the tesseract program (Debian package tesseract-ocr).
type Tesseract struct {
	Path    string
	Timeout time.Duration
}

// FindTesseract returns the installed tesseract, or nil when there is none.
func FindTesseract() *Tesseract {
	p, err := exec.LookPath("tesseract")
	if err != nil {
		return nil
	}
	return &Tesseract{Path: p, Timeout: time.Minute}
}

// Text runs `tesseract FILE stdout` and returns what it read.
func (t *Tesseract) Text(ctx context.Context, path string) (string, error) {
	timeout := t.Timeout
	if timeout <= 0 {
		timeout = time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, t.Path, path, "stdout")
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return "", fmt.Errorf("tesseract timed out after %s", timeout)
		}
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 200 {
			msg = msg[:200]
		}
		return "", fmt.Errorf("tesseract: %v %s", err, msg)
	}
	return strings.TrimSpace(out.String()), nil
}
