package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
)

// walkTree is a tree of assets in nested folders, with hidden and
// excluded entries, more files than the check's channel holds.
func walkTree(t *testing.T) string {
	t.Helper()
	files := map[string]string{
		".hidden/a.png":       "png_rgb_300x250.png",
		"z.gif":               "gif_anim_120x60.gif",
		"notes.sh":            "generate.sh",
		"b/.DS_Store":         "generate.sh",
		"b/c/deep_728x90.jpg": "jpeg_baseline_728x90.jpg",
		"b/skip/x.png":        "png_rgb_300x250.png",
		"a.mp4":               "mp4_faststart_64x36.mp4",
	}
	for i := range 300 {
		files[fmt.Sprintf("m/%03d/banner_%d_300x250.png", i%17, i)] = "png_rgb_300x250.png"
	}
	return assetDir(t, files)
}

// listFiles is the walk alone: the files walkAndCheck must report, in order.
func listFiles(t *testing.T, paths, exclude []string) []string {
	t.Helper()
	var files []string
	err := walkFiles(paths, exclude, func(p string, err error) {
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		files = append(files, p)
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestWalkAndCheckMatchesWalk checks that checking while walking reports
// the files the walk lists, in its order, each checked as checkFile checks
// it alone, with any number of workers.
func TestWalkAndCheckMatchesWalk(t *testing.T) {
	dir := walkTree(t)
	single := filepath.Join(dir, "z.gif")
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []int{1, 2, 7} {
		for _, exclude := range [][]string{nil, {"*.sh", "skip"}} {
			paths := []string{dir, single}
			want := listFiles(t, paths, exclude)
			opts := assetCheckOptions{jobs: jobs, exclude: exclude}
			got, err := collectResults(context.Background(), paths, rules, opts)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("jobs %d, exclude %v: %d results for %d files", jobs, exclude, len(got), len(want))
			}
			for i, r := range got {
				if r.Path != want[i] {
					t.Fatalf("jobs %d: result %d is %s, want %s", jobs, i, r.Path, want[i])
				}
				if alone := checkFile(want[i], opts, checkWith(context.Background(), compliance.NewRuleSet(rules), nil)); !reflect.DeepEqual(r, alone) {
					t.Fatalf("%s: checked while walking %+v, alone %+v", r.Path, r, alone)
				}
			}
			if slices.ContainsFunc(want, func(p string) bool { return filepath.Base(p) == "a.png" || filepath.Base(p) == ".DS_Store" }) {
				t.Fatal("hidden files listed")
			}
		}
	}
}

// TestWalkAndCheckInterrupted checks that a cancelled run still lists
// every file, each reported as not checked.
func TestWalkAndCheckInterrupted(t *testing.T) {
	dir := walkTree(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := collectResults(ctx, []string{dir}, nil, assetCheckOptions{jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := listFiles(t, []string{dir}, nil)
	if len(got) != len(want) {
		t.Fatalf("%d results for %d files", len(got), len(want))
	}
	for i, r := range got {
		if r.Path != want[i] || r.Error != "not checked: interrupted" {
			t.Fatalf("result %d: %+v", i, r)
		}
	}
}

// TestWalkAndCheckErrors checks that a missing path is a usage error
// before anything is checked, and that an unreadable folder is reported
// in its place while the rest is checked.
func TestWalkAndCheckErrors(t *testing.T) {
	dir := walkTree(t)
	checked := 0
	err := walkAndCheck(context.Background(), []string{dir, filepath.Join(dir, "missing")}, nil, assetCheckOptions{jobs: 2},
		newProgress(nil, false, 0), &gcSettings{}, nil, func(report.AssetResult) error { checked++; return nil })
	if exitCode(err) != exitUsage || checked != 0 {
		t.Errorf("missing path: %v after %d results", err, checked)
	}
	if runtime.GOOS == "windows" || os.Geteuid() == 0 {
		return // root reads any folder
	}
	all := listFiles(t, []string{dir}, nil)
	locked := filepath.Join(dir, "b", "c")
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(locked, 0o755)
	got, err := collectResults(context.Background(), []string{dir}, nil, assetCheckOptions{jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(all) { // b/c holds one file; the folder takes its place
		t.Fatalf("%d results, want %d", len(got), len(all))
	}
	var denied []string
	for _, r := range got {
		if strings.Contains(r.Error, "permission denied") {
			denied = append(denied, r.Path)
		}
	}
	if !slices.Equal(denied, []string{locked}) {
		t.Errorf("folders reported unreadable: %q, want %q", denied, locked)
	}
}

// TestWalkAndCheckEmitError checks that an error from emit (a closed
// pipe) ends the run and is returned.
func TestWalkAndCheckEmitError(t *testing.T) {
	dir := walkTree(t)
	stop := errors.New("broken pipe")
	n := 0
	err := walkAndCheck(context.Background(), []string{dir}, nil, assetCheckOptions{jobs: 2}, newProgress(nil, false, 0), &gcSettings{}, nil,
		func(report.AssetResult) error {
			n++
			if n == 3 {
				return stop
			}
			return nil
		})
	if !errors.Is(err, stop) || n != 3 {
		t.Errorf("err %v after %d results", err, n)
	}
}

// TestRelaxGCRestores checks that relaxGC's settings are put back, once,
// and that GOGC in the environment is left alone.
func TestRelaxGCRestores(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	g := relaxGC()
	if p := debug.SetGCPercent(relaxedGCPercent); p != relaxedGCPercent {
		t.Errorf("relaxed GC percent %d", p)
	}
	g.restore()
	debug.SetGCPercent(55)
	g.restore() // once only: 55 stays
	if p := debug.SetGCPercent(100); p != 55 {
		t.Errorf("restore ran twice or not at all: GC percent %d", p)
	}
	t.Setenv("GOGC", "100")
	g = relaxGC()
	if p := debug.SetGCPercent(100); p != 100 {
		t.Errorf("GOGC set, GC percent %d", p)
	}
	g.restore()
}
