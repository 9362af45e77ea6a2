// Command probe times the probe engine alone for the asset-check
// benchmark (bench/asset-check.sh): it walks the given folders like
// `pharmaops asset check` (recursively, skipping hidden entries) and calls
// media.ProbeFile on each file with as many workers as `asset check
// --jobs` uses by default, without rules, reports or the CLI's start-up.
// Set beside the floor program and the whole command, it shows how the
// command's time splits between reading the bytes and the rest.
//
// Usage:
//
//	probe [-jobs N] PATH...
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync/atomic"

	"github.com/pharmaops/pharmaops/bench/internal/corpus"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "probe:", err)
		os.Exit(2)
	}
}

func run(args []string, stdout io.Writer) error {
	fset := flag.NewFlagSet("probe", flag.ContinueOnError)
	jobs := fset.Int("jobs", runtime.NumCPU(), "files probed in parallel")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if fset.NArg() == 0 {
		return errors.New("usage: probe [-jobs N] PATH...")
	}
	files, err := corpus.Walk(fset.Args()...)
	if err != nil {
		return err
	}
	var failed, pixels atomic.Int64
	corpus.Parallel(*jobs, len(files), 0, func(i int, _ []byte) {
		info, err := media.ProbeFile(files[i])
		if err != nil {
			failed.Add(1)
			return
		}
		pixels.Add(int64(info.Width) * int64(info.Height))
	})
	fmt.Fprintf(stdout, "probe: %d files, %d pixels in all, %d unreadable\n", len(files), pixels.Load(), failed.Load())
	return nil
}
