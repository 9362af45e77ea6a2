package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/internal/fsync"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// floorStep is one piece of work every ingested asset needs, measured on
// its own in this process: the CPU it takes per asset, and the wall time
// per asset when done one after the other and, where it waits on the
// disk, with 16 at once (as the server's uploads run).
type floorStep struct {
	name                    string
	cpu, wall, concurrentMs float64 // per asset, ms; concurrentMs 0 when not measured
}

// measureFloor measures the physical floor of ingesting the files: parsing
// the multipart bodies they arrive in, hashing them, storing each durably
// (temporary file, write, fsync, rename, directory fsync), probing them,
// and committing a record of the asset's size to bbolt (one commit per
// asset, and one per batch as a group commit gives at best). The checks
// themselves are `asset check`'s CPU, reported beside. dir is a scratch
// directory on the data directory's file system.
func measureFloor(files []string, batch int, dir string) ([]floorStep, error) {
	raw := make([][]byte, len(files))
	for i, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		raw[i] = b
	}
	n := float64(len(files))
	var steps []floorStep
	add := func(name string, fn func() error) error {
		cpu0, t0 := processCPU(), time.Now()
		if err := fn(); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		steps = append(steps, floorStep{name: name, cpu: ms(processCPU()-cpu0) / n, wall: ms(time.Since(t0)) / n})
		return nil
	}

	// The bodies the client sends, built outside the clock.
	type sentBody struct {
		raw      []byte
		boundary string
	}
	var bodies []sentBody
	for i := 0; i < len(raw); i += batch {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for j := i; j < min(i+batch, len(raw)); j++ {
			w, _ := mw.CreateFormFile("files", filepath.Base(files[j]))
			_, _ = w.Write(raw[j])
		}
		_ = mw.Close()
		bodies = append(bodies, sentBody{buf.Bytes(), mw.Boundary()})
	}
	if err := add("multipart parsing (each part read into memory)", func() error {
		for _, b := range bodies {
			mr := multipart.NewReader(bytes.NewReader(b.raw), b.boundary)
			for {
				p, err := mr.NextPart()
				if err == io.EOF {
					break
				}
				if err != nil {
					return err
				}
				if _, err := io.ReadAll(p); err != nil {
					return err
				}
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if err := add("SHA-256", func() error {
		for _, b := range raw {
			sha256.Sum256(b)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	store := func(root string, b []byte) error {
		tmp, err := os.CreateTemp(filepath.Join(root, "tmp"), "upload-*")
		if err != nil {
			return err
		}
		if _, err := tmp.Write(b); err != nil {
			return err
		}
		if err := tmp.Sync(); err != nil {
			return err
		}
		tmp.Close()
		sum := sha256.Sum256(b)
		dst := filepath.Join(root, "sha256", fmt.Sprintf("%x", sum[:1]), fmt.Sprintf("%x", sum[1:]))
		if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
			return err
		}
		if err := os.Rename(tmp.Name(), dst); err != nil {
			return err
		}
		return fsync.Dir(filepath.Dir(dst))
	}
	for _, concurrent := range []int{1, 16} {
		root := filepath.Join(dir, fmt.Sprintf("blobs-%d", concurrent))
		if err := os.MkdirAll(filepath.Join(root, "tmp"), 0o700); err != nil {
			return nil, err
		}
		cpu0, t0 := processCPU(), time.Now()
		errs := make(chan error, len(raw))
		slots := make(chan struct{}, concurrent)
		var wg sync.WaitGroup
		for _, b := range raw {
			slots <- struct{}{}
			wg.Add(1)
			go func() {
				defer func() { <-slots; wg.Done() }()
				errs <- store(root, b)
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				return nil, fmt.Errorf("durable store: %w", err)
			}
		}
		if concurrent == 1 {
			steps = append(steps, floorStep{name: "durable file (create, write, fsync, rename, directory fsync)",
				cpu: ms(processCPU()-cpu0) / n, wall: ms(time.Since(t0)) / n})
		} else {
			steps[len(steps)-1].concurrentMs = ms(time.Since(t0)) / n
		}
	}
	if err := add("probe (media.Probe)", func() error {
		for i, b := range raw {
			if _, err := media.Probe(bytes.NewReader(b), int64(len(b)), filepath.Base(files[i])); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	db, err := bbolt.Open(filepath.Join(dir, "floor.db"), 0o600, &bbolt.Options{NoFreelistSync: true, FreelistType: bbolt.FreelistMapType})
	if err != nil {
		return nil, err
	}
	defer db.Close()
	// A record of about the size of a processed asset's (its analysis
	// included), JSON-encoded in the commit as the store does.
	record := map[string]any{"padding": string(bytes.Repeat([]byte("x"), 6<<10))}
	put := func(tx *bbolt.Tx, i int) error {
		b, err := tx.CreateBucketIfNotExists([]byte("assets"))
		if err != nil {
			return err
		}
		v, err := json.Marshal(record)
		if err != nil {
			return err
		}
		return b.Put(fmt.Appendf(nil, "%08d", i), v)
	}
	if err := add("bbolt commit of a 6 KB record, one per asset", func() error {
		for i := range raw {
			if err := db.Update(func(tx *bbolt.Tx) error { return put(tx, i) }); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if err := add(fmt.Sprintf("bbolt commit of a 6 KB record, %d per commit", batch), func() error {
		for i := 0; i < len(raw); i += batch {
			if err := db.Update(func(tx *bbolt.Tx) error {
				for j := i; j < min(i+batch, len(raw)); j++ {
					if err := put(tx, len(raw)+j); err != nil {
						return err
					}
				}
				return nil
			}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	return steps, nil
}

// processCPU is this process's user and system time.
func processCPU() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func ms(d time.Duration) float64 { return d.Seconds() * 1000 }
