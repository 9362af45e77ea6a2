// Package corpus lists the files of a benchmark corpus the way
// `pharmaops asset check` walks folders, and works through them in
// parallel, so every benchmark tool walks and reads alike.
package corpus

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Walk lists the regular files under paths in lexical order, skipping
// hidden files and folders.
func Walk(paths ...string) ([]string, error) {
	var files []string
	for _, root := range paths {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if p != root && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return files, nil
}

// Parallel calls f(i, buf) for every i in [0, n) on workers goroutines,
// each with its own scratch buffer of bufSize bytes, and returns when all
// calls have returned.
func Parallel(workers, n, bufSize int, f func(i int, buf []byte)) {
	next := make(chan int, 64)
	var wg sync.WaitGroup
	for range max(1, min(workers, n)) {
		wg.Go(func() {
			buf := make([]byte, bufSize)
			for i := range next {
				f(i, buf)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// ReadHead opens path, reads up to len(buf) bytes from its start and
// closes it: what the floor program does with each file. A file shorter
// than buf is not an error.
func ReadHead(path string, buf []byte) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n, err := io.ReadFull(f, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return n, err
}
