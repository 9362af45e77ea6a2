package scan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/pharmaops/pharmaops/internal/mediatest"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
)

// walkTree is a tree of assets in nested folders, with hidden and
// excluded entries, more files than Run's channels hold.
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
	return mediatest.Dir(t, files)
}

// listFiles is the walk alone: the files Run must report, in order.
func listFiles(t *testing.T, paths, exclude []string) []string {
	t.Helper()
	var files []string
	err := Walk(paths, exclude, func(p string, err error) {
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

func specRules(t *testing.T) []compliance.Rule {
	t.Helper()
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

// TestRunMatchesWalk checks that checking while walking reports the files
// the walk lists, in its order, each checked as it is alone, with any
// number of workers.
func TestRunMatchesWalk(t *testing.T) {
	dir := walkTree(t)
	single := filepath.Join(dir, "z.gif")
	rules := specRules(t)
	for _, workers := range []int{1, 2, 7} {
		for _, exclude := range [][]string{nil, {"*.sh", "skip"}} {
			job := Job{Paths: []string{dir, single}, Exclude: exclude, Rules: rules, Workers: workers, CustomerType: "HCP"}
			want := listFiles(t, job.Paths, exclude)
			got, err := Collect(context.Background(), job)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("workers %d, exclude %v: %d results for %d files", workers, exclude, len(got), len(want))
			}
			alone := checker{rules: compliance.NewRuleSet(rules), customerType: "HCP"}
			for i, r := range got {
				if r.Path != want[i] {
					t.Fatalf("workers %d: result %d is %s, want %s", workers, i, r.Path, want[i])
				}
				if a := alone.check(context.Background(), want[i]); !reflect.DeepEqual(r, a) {
					t.Fatalf("%s: checked while walking %+v, alone %+v", r.Path, r, a)
				}
			}
			if slices.ContainsFunc(want, func(p string) bool { return filepath.Base(p) == "a.png" || filepath.Base(p) == ".DS_Store" }) {
				t.Fatal("hidden files listed")
			}
			if exclude != nil && slices.ContainsFunc(want, func(p string) bool { return strings.HasSuffix(p, ".sh") || strings.Contains(p, "skip") }) {
				t.Fatal("excluded files listed")
			}
		}
	}
}

// TestRunResultsAreSafeToKeep checks that results handed out share no
// memory: a consumer that keeps them (the TUI) and changes one does not
// change another, however many results the run hands out.
func TestRunResultsAreSafeToKeep(t *testing.T) {
	dir := walkTree(t)
	job := Job{Paths: []string{dir}, Rules: specRules(t), Workers: 3}
	kept, err := Collect(context.Background(), job)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[*compliance.Issue]string{}
	for _, r := range kept {
		if len(r.Analysis.Issues) == 0 {
			continue
		}
		base := unsafe.SliceData(r.Analysis.Issues[:cap(r.Analysis.Issues)])
		if other, ok := seen[base]; ok {
			t.Fatalf("%s and %s share their issues' memory", r.Path, other)
		}
		seen[base] = r.Path
	}
	if len(seen) < 300 {
		t.Fatalf("only %d results with issues", len(seen))
	}
	// The kept results still say what a second run says.
	again, err := Collect(context.Background(), job)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(kept, again) {
		t.Fatal("kept results changed after another run")
	}
}

// TestRunProgress checks the progress events: one at a time, counts that
// never go back, and a last event with every file found, walked and
// checked.
func TestRunProgress(t *testing.T) {
	dir := walkTree(t)
	var mu sync.Mutex
	var events []Progress
	job := Job{Paths: []string{dir}, Workers: 4, Progress: func(p Progress) {
		if !mu.TryLock() {
			t.Error("progress called concurrently")
			return
		}
		events = append(events, p)
		mu.Unlock()
	}}
	got, err := Collect(context.Background(), job)
	if err != nil {
		t.Fatal(err)
	}
	last := events[len(events)-1]
	if last.Found != len(got) || last.Checked != len(got) || !last.Walked {
		t.Fatalf("last event %+v for %d results", last, len(got))
	}
	for i := 1; i < len(events); i++ {
		a, b := events[i-1], events[i]
		if b.Found < a.Found || b.Checked < a.Checked || (a.Walked && !b.Walked) || b.Checked > b.Found {
			t.Fatalf("event %d %+v after %+v", i, b, a)
		}
	}
	if len(events) != 2*len(got)+1 {
		t.Errorf("%d events for %d files, want one found and one checked each and one walked", len(events), len(got))
	}
}

// TestRunInterrupted checks that a cancelled run still lists every file,
// each reported as not checked.
func TestRunInterrupted(t *testing.T) {
	dir := walkTree(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := Collect(ctx, Job{Paths: []string{dir}, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := listFiles(t, []string{dir}, nil)
	if len(got) != len(want) {
		t.Fatalf("%d results for %d files", len(got), len(want))
	}
	for i, r := range got {
		if r.Path != want[i] || r.Error != NotChecked {
			t.Fatalf("result %d: %+v", i, r)
		}
	}
}

// TestRunErrors checks that a missing path is a *PathError before
// anything is checked, and that an unreadable folder is reported in its
// place while the rest is checked.
func TestRunErrors(t *testing.T) {
	dir := walkTree(t)
	checked := 0
	err := Run(context.Background(), Job{Paths: []string{dir, filepath.Join(dir, "missing")}, Workers: 2},
		func(report.AssetResult) error { checked++; return nil })
	var pe *PathError
	if !errors.As(err, &pe) || !errors.Is(err, os.ErrNotExist) || checked != 0 {
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
	got, err := Collect(context.Background(), Job{Paths: []string{dir}, Workers: 2})
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

// TestRunEmitError checks that an error from emit (a closed pipe) ends
// the run and is returned.
func TestRunEmitError(t *testing.T) {
	dir := walkTree(t)
	stop := errors.New("broken pipe")
	n := 0
	err := Run(context.Background(), Job{Paths: []string{dir}, Workers: 2}, func(report.AssetResult) error {
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

// BenchmarkRun is `asset check --format json` in miniature: 400 files
// named as agency folders name them (static and animated banners, one
// in forty a video), the spec profile, the JSON report to io.Discard, on
// one worker. ns/file is per file (divide B/op and allocs/op by 400); the
// page cache holds the files, so this is the CPU and memory of probing,
// checking and reporting, not of the disk.
func BenchmarkRun(b *testing.B) {
	images := []string{"png_rgb_300x250.png", "jpeg_baseline_728x90.jpg", "gif_anim_120x60.gif", "png_rgba_120x60.png"}
	files := map[string]string{}
	for i := range 400 {
		f := images[i%len(images)]
		if i%40 == 39 { // one file in forty a video, as in the benchmark corpus
			f = "mp4_faststart_64x36.mp4"
		}
		files[fmt.Sprintf("campaign-%02d/Display/Cardiovex_DTC_Web_300x250_v%d_%04d%s", i%8, i%5, i, filepath.Ext(f))] = f
	}
	dir := mediatest.Dir(b, files)
	rules, err := compliance.Profile("spec")
	if err != nil {
		b.Fatal(err)
	}
	job := Job{Paths: []string{dir}, Rules: rules, Workers: 1}
	b.ReportAllocs()
	for b.Loop() {
		s, err := report.NewStream(io.Discard, "json")
		if err != nil {
			b.Fatal(err)
		}
		if err := Run(context.Background(), job, s.Add); err != nil {
			b.Fatal(err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(files)), "ns/file")
}

// TestReorder hands results out in order whatever order they arrive in,
// including ones far ahead of the next (the ring grows) and after the
// ring has wrapped around.
func TestReorder(t *testing.T) {
	cases := []struct {
		name    string
		arrival []int
	}{
		{"in order", []int{0, 1, 2, 3, 4}},
		{"pairs swapped", []int{1, 0, 3, 2, 5, 4}},
		{"the first last", []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 0}},
		{"far ahead, then wrapped", append(append([]int{40, 1, 2, 0}, seq(3, 40)...), seq(41, 100)...)},
		{"reversed", reversed(seq(0, 70))},
	}
	for _, c := range cases {
		var q reorder
		var got []string
		for _, i := range c.arrival {
			q.put(i, report.AssetResult{Path: fmt.Sprint(i)})
			for {
				a, ok := q.pop()
				if !ok {
					break
				}
				got = append(got, a.Path)
			}
		}
		want := make([]string, len(c.arrival))
		for i := range want {
			want[i] = fmt.Sprint(i)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: handed out %v, want %v", c.name, got, want)
		}
	}
}

func reversed(s []int) []int { slices.Reverse(s); return s }

// seq returns from, from+1, …, to-1.
func seq(from, to int) []int {
	var out []int
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}
