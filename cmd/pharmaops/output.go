package main

import (
	"errors"
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
