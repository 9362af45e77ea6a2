// Package outfile writes a command's output file (-o) the way the path
// asks for: a regular file is replaced atomically (a temporary sibling
// renamed over it, so readers never see half a report), while a device, a
// FIFO or /dev/stdout is written straight through: renaming over
// /dev/null would replace the device with a regular file for every other
// program on the machine.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Stdout is the path that means standard output.
const Stdout = "-"

// ErrDirectory means the path names a directory.
var ErrDirectory = errors.New("is a directory")

// Write writes what write produces to path: standard output for "-",
// straight through for anything that is not a regular file (devices,
// FIFOs, sockets, and every path under /dev or /proc, such as
// /dev/stdout), else through a temporary file renamed over the target
// (the file a symbolic link points to, keeping the link). A directory is
// refused with ErrDirectory. On failure an atomic write leaves the old
// file as it was.
func Write(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == Stdout {
		return write(stdout)
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return fmt.Errorf("%s %w: name a file to write", path, ErrDirectory)
	case err == nil && (!st.Mode().IsRegular() || deviceAlias(path)):
		return writeThrough(path, write)
	case err == nil:
		target, err := filepath.EvalSymlinks(path)
		if err != nil {
			return err
		}
		return writeAtomic(target, st.Mode().Perm(), write)
	case errors.Is(err, fs.ErrNotExist):
		return writeAtomic(path, 0o644, write)
	}
	return err
}

// Streams reports whether Write would write path straight through (standard
// output, a device, a FIFO) rather than replace a regular file; a caller
// that checks a file before it replaces the old one cannot do so then.
func Streams(path string) bool {
	if path == Stdout {
		return true
	}
	st, err := os.Stat(path)
	return err == nil && !st.IsDir() && (!st.Mode().IsRegular() || deviceAlias(path))
}

// deviceAlias reports whether path is in a kernel filesystem, where a
// "regular file" can be an alias of a descriptor (/dev/stdout redirected
// to a file) that must be written, never replaced.
func deviceAlias(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	return strings.HasPrefix(abs, "/dev/") || strings.HasPrefix(abs, "/proc/")
}

func writeThrough(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func writeAtomic(path string, perm fs.FileMode, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".pharmaops-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // a no-op after the rename
	err = write(tmp)
	if err == nil {
		err = tmp.Chmod(perm)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
