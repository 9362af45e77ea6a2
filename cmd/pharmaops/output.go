package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/pharmaops/pharmaops/internal/outfile"
)

// writeOutput writes a command's -o file (see outfile.Write: "-" is
// standard output, devices and FIFOs are written through, regular files
// replaced atomically). A path that cannot be written is a usage error.
func writeOutput(path string, stdout io.Writer, write func(io.Writer) error) error {
	err := outfile.Write(path, stdout, write)
	var pe *fs.PathError
	if errors.Is(err, outfile.ErrDirectory) || errors.As(err, &pe) {
		return usagef("cannot write %s: %v", path, err)
	}
	return err
}

// humanBytes renders a size for people in the commands' messages (compact,
// backup, restore): 16.8 MB, 32 KB, 512 bytes.
func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
