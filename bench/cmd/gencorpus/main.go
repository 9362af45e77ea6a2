// Command gencorpus writes the image half of the asset-check benchmark
// corpus (bench/asset-check.sh): banner-sized PNG, JPEG and GIF files
// with random pixels from a fixed seed, so every run writes the same
// bytes. Files that already exist are kept, so an interrupted run
// resumes; each file is written to a temporary name and renamed.
//
// Usage:
//
//	go run ./bench/cmd/gencorpus -out DIR [-images 2000] [-seed 1] [-jobs N]
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("gencorpus", flag.ContinueOnError)
	out := fs.String("out", "", "corpus folder to write (required)")
	n := fs.Int("images", 2000, "number of images")
	seed := fs.Uint64("seed", 1, "random seed; the same seed writes the same files")
	jobs := fs.Int("jobs", runtime.NumCPU(), "images encoded in parallel")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return errors.New("usage: gencorpus -out DIR [-images N] [-seed S] [-jobs N]")
	}
	if *n < 0 || *n > 1_000_000 {
		return fmt.Errorf("-images %d: want 0 to 1000000", *n)
	}
	start := time.Now()
	specs := planImages(*n, *seed)
	var written, kept, bytes atomic.Int64
	var firstErr error
	var once sync.Once
	next := make(chan imageSpec)
	var wg sync.WaitGroup
	for range max(1, *jobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for sp := range next {
				size, fresh, err := generate(*out, sp)
				if err != nil {
					once.Do(func() { firstErr = err })
					continue
				}
				bytes.Add(size)
				if fresh {
					written.Add(1)
				} else {
					kept.Add(1)
				}
			}
		}()
	}
	for _, sp := range specs {
		next <- sp
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	fmt.Fprintf(stdout, "gencorpus: %d images (%d written, %d kept), %.1f MB, in %.1fs\n",
		len(specs), written.Load(), kept.Load(), float64(bytes.Load())/1e6, time.Since(start).Seconds())
	return nil
}

// generate writes one image unless it already exists, returning its size
// and whether it was written now.
func generate(root string, sp imageSpec) (int64, bool, error) {
	dst := filepath.Join(root, filepath.FromSlash(sp.Path))
	if st, err := os.Stat(dst); err == nil && st.Mode().IsRegular() && st.Size() > 0 {
		return st.Size(), false, nil
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return 0, false, err
	}
	f, err := os.CreateTemp(filepath.Dir(dst), ".gen-*")
	if err != nil {
		return 0, false, err
	}
	defer os.Remove(f.Name())
	err = writeImage(f, sp)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, false, fmt.Errorf("%s: %w", sp.Path, err)
	}
	st, err := os.Stat(f.Name())
	if err != nil {
		return 0, false, err
	}
	if err := os.Rename(f.Name(), dst); err != nil {
		return 0, false, err
	}
	return st.Size(), true, nil
}
