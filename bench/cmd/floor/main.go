// Command floor is the lower bound of the asset-check benchmark
// (bench/asset-check.sh): it only walks the given folders the way
// `pharmaops asset check` does (recursively, in order, skipping hidden
// entries), then opens each regular file and reads its first 4 KB, with
// as many workers as `pharmaops asset check --jobs` uses by default.
// Whatever a real probe does on top of this is the cost of looking at
// the bytes.
//
// Usage:
//
//	floor [-jobs N] [-read BYTES] PATH...
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
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "floor:", err)
		os.Exit(2)
	}
}

func run(args []string, stdout io.Writer) error {
	fset := flag.NewFlagSet("floor", flag.ContinueOnError)
	jobs := fset.Int("jobs", runtime.NumCPU(), "files read in parallel")
	readN := fset.Int("read", 4096, "bytes read from the start of each file")
	if err := fset.Parse(args); err != nil {
		return err
	}
	if fset.NArg() == 0 || *readN < 1 || *readN > 1<<20 {
		return errors.New("usage: floor [-jobs N] [-read BYTES (1 to 1048576)] PATH...")
	}
	files, err := corpus.Walk(fset.Args()...)
	if err != nil {
		return err
	}
	var total, failed atomic.Int64
	corpus.Parallel(*jobs, len(files), *readN, func(i int, buf []byte) {
		n, err := corpus.ReadHead(files[i], buf)
		if err != nil {
			failed.Add(1)
			return
		}
		total.Add(int64(n))
	})
	fmt.Fprintf(stdout, "floor: %d files, %d bytes read, %d unreadable\n", len(files), total.Load(), failed.Load())
	return nil
}
