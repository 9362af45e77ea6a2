package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// measure is what both tools say about one file.
type measure struct {
	Width, Height int
	HasSize       bool
	Duration      float64 // seconds; 0 when none
}

// ourReport is the part of `pharmaops asset check --format json` compared.
type ourReport struct {
	Assets []struct {
		Path            string  `json:"path"`
		Width           int     `json:"width"`
		Height          int     `json:"height"`
		DurationSeconds float64 `json:"durationSeconds"`
		Error           string  `json:"error"`
	} `json:"assets"`
}

// readOurs reads pharmaops' JSON report; assets that could not be read
// are returned in errs.
func readOurs(r io.Reader) (got map[string]measure, errs map[string]string, err error) {
	var rep ourReport
	if err := json.NewDecoder(r).Decode(&rep); err != nil {
		return nil, nil, fmt.Errorf("pharmaops JSON: %w", err)
	}
	got, errs = map[string]measure{}, map[string]string{}
	for _, a := range rep.Assets {
		key := normPath(a.Path)
		if a.Error != "" {
			errs[key] = a.Error
			continue
		}
		got[key] = measure{Width: a.Width, Height: a.Height, HasSize: a.Width > 0 || a.Height > 0, Duration: a.DurationSeconds}
	}
	return got, errs, nil
}

// readExiftool reads `exiftool -T -FilePath -ImageSize -Duration` output:
// one tab-separated line per file, "-" for a missing tag. ImageSize is
// "W H" with -n and "WxH" without.
func readExiftool(r io.Reader) (map[string]measure, error) {
	got := map[string]measure{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimRight(sc.Text(), "\r")
		if text == "" {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 3 {
			return nil, fmt.Errorf("exiftool output line %d: want 3 tab-separated columns (FilePath, ImageSize, Duration), got %d", line, len(cols))
		}
		var m measure
		if s := strings.TrimSpace(cols[1]); s != "-" && s != "" {
			w, h, ok := parseSize(s)
			if !ok {
				return nil, fmt.Errorf("exiftool output line %d: ImageSize %q", line, s)
			}
			m.Width, m.Height, m.HasSize = w, h, true
		}
		if s := strings.TrimSpace(cols[2]); s != "-" && s != "" {
			d, err := strconv.ParseFloat(s, 64)
			if err != nil || d < 0 || math.IsNaN(d) || math.IsInf(d, 0) {
				return nil, fmt.Errorf("exiftool output line %d: Duration %q (run exiftool with -n)", line, s)
			}
			m.Duration = d
		}
		got[normPath(cols[0])] = m
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("exiftool output: %w", err)
	}
	return got, nil
}

// parseSize parses "W H" or "WxH".
func parseSize(s string) (w, h int, ok bool) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == 'x' })
	if len(f) != 2 {
		return 0, 0, false
	}
	w, err1 := strconv.Atoi(f[0])
	h, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || w < 0 || h < 0 {
		return 0, 0, false
	}
	return w, h, true
}

func normPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return filepath.Clean(p)
}

// durationsAgree allows 0.05 s or 1 %, whichever is larger.
func durationsAgree(a, b float64) bool {
	return math.Abs(a-b) <= math.Max(0.05, 0.01*math.Max(a, b))
}

// result is the outcome of a comparison.
type result struct {
	Files       int // files in either report
	Dimensions  int // files whose dimensions were compared
	Durations   int // files with a duration on either side, compared
	Mismatches  []string
	OnlyOurs    int
	OnlyExif    int
	OurErrors   int
	DimMismatch int
	DurMismatch int
}

// compare checks every file of both reports: the same files, the same
// width and height, and durations within tolerance. Mismatches are
// sorted by path.
func compare(ours map[string]measure, ourErrs map[string]string, exif map[string]measure) result {
	var res result
	paths := map[string]bool{}
	for p := range ours {
		paths[p] = true
	}
	for p := range ourErrs {
		paths[p] = true
	}
	for p := range exif {
		paths[p] = true
	}
	sorted := make([]string, 0, len(paths))
	for p := range paths {
		sorted = append(sorted, p)
	}
	sort.Strings(sorted)
	res.Files = len(sorted)
	for _, p := range sorted {
		e, inExif := exif[p]
		if msg, bad := ourErrs[p]; bad {
			res.OurErrors++
			res.Mismatches = append(res.Mismatches, fmt.Sprintf("%s: pharmaops could not read it: %s", p, msg))
			continue
		}
		o, inOurs := ours[p]
		switch {
		case !inOurs:
			res.OnlyExif++
			res.Mismatches = append(res.Mismatches, fmt.Sprintf("%s: read by exiftool, missing from the pharmaops report", p))
			continue
		case !inExif:
			res.OnlyOurs++
			res.Mismatches = append(res.Mismatches, fmt.Sprintf("%s: in the pharmaops report, not read by exiftool", p))
			continue
		}
		if o.HasSize || e.HasSize {
			res.Dimensions++
			if o.Width != e.Width || o.Height != e.Height {
				res.DimMismatch++
				res.Mismatches = append(res.Mismatches, fmt.Sprintf("%s: dimensions: pharmaops %dx%d, exiftool %s", p, o.Width, o.Height, sizeText(e)))
			}
		}
		if o.Duration > 0 || e.Duration > 0 {
			res.Durations++
			if !durationsAgree(o.Duration, e.Duration) {
				res.DurMismatch++
				res.Mismatches = append(res.Mismatches, fmt.Sprintf("%s: duration: pharmaops %gs, exiftool %gs", p, o.Duration, e.Duration))
			}
		}
	}
	return res
}

func sizeText(m measure) string {
	if !m.HasSize {
		return "none"
	}
	return fmt.Sprintf("%dx%d", m.Width, m.Height)
}
