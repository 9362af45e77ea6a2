package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"300 250", 300, 250, true},
		{"728x90", 728, 90, true},
		{"0 0", 0, 0, true},
		{"300", 0, 0, false},
		{"300 250 1", 0, 0, false},
		{"a b", 0, 0, false},
		{"-1 5", 0, 0, false},
	}
	for _, tt := range tests {
		w, h, ok := parseSize(tt.in)
		if w != tt.w || h != tt.h || ok != tt.ok {
			t.Errorf("parseSize(%q) = %d, %d, %v; want %d, %d, %v", tt.in, w, h, ok, tt.w, tt.h, tt.ok)
		}
	}
}

func TestReadExiftool(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    map[string]measure
		wantErr string
	}{
		{
			name: "sizes, durations and missing tags",
			in:   "/c/a.png\t300 250\t-\n/c/b.gif\t728x90\t4.5\r\n\n/c/c.mp4\t1920 1080\t30.02\n/c/d.txt\t-\t-\n",
			want: map[string]measure{
				"/c/a.png": {Width: 300, Height: 250, HasSize: true},
				"/c/b.gif": {Width: 728, Height: 90, HasSize: true, Duration: 4.5},
				"/c/c.mp4": {Width: 1920, Height: 1080, HasSize: true, Duration: 30.02},
				"/c/d.txt": {},
			},
		},
		{name: "without -T -FilePath", in: "300 250\t-\n", wantErr: "want 3 tab-separated columns"},
		{name: "without -n", in: "/c/a.mp4\t640x360\t0:00:30\n", wantErr: "run exiftool with -n"},
		{name: "bad size", in: "/c/a.png\t300by250\t-\n", wantErr: `ImageSize "300by250"`},
		{name: "negative duration", in: "/c/a.mp4\t1 1\t-3\n", wantErr: "Duration"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readExiftool(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d files, want %d: %v", len(got), len(tt.want), got)
			}
			for p, w := range tt.want {
				if got[p] != w {
					t.Errorf("%s: got %+v, want %+v", p, got[p], w)
				}
			}
		})
	}
}

func TestReadOurs(t *testing.T) {
	in := `{"assets":[
		{"path":"/c/a.png","width":300,"height":250},
		{"path":"/c/v.mp4","width":1280,"height":720,"durationSeconds":12.5,"issues":[{"ruleId":"x"}]},
		{"path":"/c/bad.png","error":"corrupt PNG"}],
		"summary":{"assets":3}}`
	got, errs, err := readOurs(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if want := (measure{Width: 300, Height: 250, HasSize: true}); got["/c/a.png"] != want {
		t.Errorf("a.png = %+v, want %+v", got["/c/a.png"], want)
	}
	if want := (measure{Width: 1280, Height: 720, HasSize: true, Duration: 12.5}); got["/c/v.mp4"] != want {
		t.Errorf("v.mp4 = %+v, want %+v", got["/c/v.mp4"], want)
	}
	if errs["/c/bad.png"] != "corrupt PNG" || len(got) != 2 {
		t.Errorf("errors = %v, files = %v", errs, got)
	}
	if _, _, err := readOurs(strings.NewReader(`{"assets":[`)); err == nil {
		t.Error("truncated JSON: no error")
	}
}

func TestDurationsAgree(t *testing.T) {
	tests := []struct {
		a, b float64
		want bool
	}{
		{6, 6.04, true},   // within 0.05 s
		{6, 6.07, false},  // beyond 0.05 s and 1 % (0.0607)
		{6, 6.06, true},   // 0.06 s but within 1 % of 6.06
		{30, 30.3, true},  // 1 % of 30.3 is 0.303
		{30, 30.4, false}, // beyond both
		{0, 0.05, true},
		{0, 0.2, false},
		{4.5, 4.5, true},
	}
	for _, tt := range tests {
		if got := durationsAgree(tt.a, tt.b); got != tt.want {
			t.Errorf("durationsAgree(%g, %g) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestCompare(t *testing.T) {
	img := measure{Width: 300, Height: 250, HasSize: true}
	vid := measure{Width: 1280, Height: 720, HasSize: true, Duration: 20}
	tests := []struct {
		name       string
		ours       map[string]measure
		errs       map[string]string
		exif       map[string]measure
		mismatches []string // substrings, in order
		dims, durs int
	}{
		{
			name: "all agree",
			ours: map[string]measure{"/a": img, "/v": vid},
			exif: map[string]measure{"/a": img, "/v": {Width: 1280, Height: 720, HasSize: true, Duration: 20.1}},
			dims: 2, durs: 1,
		},
		{
			name:       "different size",
			ours:       map[string]measure{"/a": img},
			exif:       map[string]measure{"/a": {Width: 250, Height: 300, HasSize: true}},
			mismatches: []string{"/a: dimensions: pharmaops 300x250, exiftool 250x300"},
			dims:       1,
		},
		{
			name:       "size only on one side",
			ours:       map[string]measure{"/a": img},
			exif:       map[string]measure{"/a": {}},
			mismatches: []string{"exiftool none"},
			dims:       1,
		},
		{
			name:       "duration beyond tolerance, and one missing",
			ours:       map[string]measure{"/v": vid, "/w": {Width: 1, Height: 1, HasSize: true}},
			exif:       map[string]measure{"/v": {Width: 1280, Height: 720, HasSize: true, Duration: 21}, "/w": {Width: 1, Height: 1, HasSize: true, Duration: 3}},
			mismatches: []string{"/v: duration: pharmaops 20s, exiftool 21s", "/w: duration: pharmaops 0s, exiftool 3s"},
			dims:       2, durs: 2,
		},
		{
			name:       "files on one side only, and a read error",
			ours:       map[string]measure{"/only-ours": img},
			errs:       map[string]string{"/broken": "corrupt"},
			exif:       map[string]measure{"/only-exif": img, "/broken": img},
			mismatches: []string{"/broken: pharmaops could not read it: corrupt", "/only-exif: read by exiftool, missing", "/only-ours: in the pharmaops report, not read"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := compare(tt.ours, tt.errs, tt.exif)
			if len(res.Mismatches) != len(tt.mismatches) {
				t.Fatalf("mismatches = %q, want %d", res.Mismatches, len(tt.mismatches))
			}
			for i, want := range tt.mismatches {
				if !strings.Contains(res.Mismatches[i], want) {
					t.Errorf("mismatch %d = %q, want it to contain %q", i, res.Mismatches[i], want)
				}
			}
			if res.Dimensions != tt.dims || res.Durations != tt.durs {
				t.Errorf("compared %d dimensions and %d durations, want %d and %d", res.Dimensions, res.Durations, tt.dims, tt.durs)
			}
		})
	}
}

func TestRunExitCodes(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ours := write("ours.json", `{"assets":[{"path":"/c/a.gif","width":300,"height":250,"durationSeconds":4.5}]}`)
	same := write("same.tsv", "/c/a.gif\t300 250\t4.5\n")
	other := write("other.tsv", "/c/a.gif\t300 250\t9\n")
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"agree", []string{"-ours", ours, "-exiftool", same}, 0, "1 files; 1 dimensions and 1 durations compared; 0 mismatches"},
		{"disagree", []string{"-ours", ours, "-exiftool", other}, 1, "MISMATCH /c/a.gif: duration"},
		{"missing flag", []string{"-ours", ours}, 2, ""},
		{"missing file", []string{"-ours", ours, "-exiftool", filepath.Join(dir, "nope.tsv")}, 2, ""},
		{"not JSON", []string{"-ours", same, "-exiftool", same}, 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(tt.args, &stdout, &stderr); code != tt.code {
				t.Fatalf("exit %d, want %d; stdout %q stderr %q", code, tt.code, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), tt.out) {
				t.Errorf("stdout %q, want it to contain %q", stdout.String(), tt.out)
			}
		})
	}
}
