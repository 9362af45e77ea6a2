package report

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// encodingJSON is what json.Encoder.Encode writes for v.
func encodingJSON(t testing.TB, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// trickyStrings need every kind of escape encoding/json knows.
var trickyStrings = []string{
	"", "plain", `quote " backslash \ slash /`, "<script>&amp;</script>",
	"\x00\x01\x07\b\t\n\v\f\r\x1b\x1f\x7f", "é ü 中文 😀", "\u2028 line \u2029 para",
	"\xff bad \xc3 utf8 \xed\xa0\x80 surrogate", "ends in bad \xe2\x82", "\ufffd literal",
}

// trickyFloats cover encoding/json's switch to exponent form and its
// exponent clean-up.
var trickyFloats = []float64{
	0, math.Copysign(0, -1), 1, -1, 29.97, 15.000000001, 1e-6, 9.99e-7, 1e-7, -1e-7,
	1.5e-10, 1e20, 1e21, 123456789e15, math.MaxFloat64, math.SmallestNonzeroFloat64, 1.0 / 3,
}

func TestAppendJSONAssetMatchesEncodingJSON(t *testing.T) {
	score := 73
	band := "Review <band>"
	var assets []JSONAsset
	for i, s := range trickyStrings {
		f := trickyFloats[i%len(trickyFloats)]
		assets = append(assets, JSONAsset{
			Path: s, Name: s, Type: s, Format: s, MimeType: s, VideoCodec: s, Error: s,
			SizeBytes: int64(i) * -123456789, Width: i, Height: -i,
			DurationSeconds: f, FrameRate: -f,
			Issues: []compliance.Issue{
				{RuleID: s, Rule: s, Severity: compliance.Severity(s), Field: s, Section: s, Channel: s,
					Status: compliance.Status(s), Message: s, DetectedValue: s, ExpectedValue: s, GridLocation: s,
					Coordinates: &compliance.Coordinates{X: f, Y: -f, Width: 100, Height: f * 3}},
				{Rule: s},
			},
			Recommendations: []string{s, s + s},
		})
	}
	for _, f := range trickyFloats {
		assets = append(assets, JSONAsset{DurationSeconds: f, FrameRate: f, ComplianceScore: &score, Band: &band,
			Issues: []compliance.Issue{}, Recommendations: []string{},
		})
	}
	assets = append(assets, JSONAsset{}) // nil slices and pointers: null
	// One rule ID with other rule fields (two rules files, a duplicated
	// ID): the encoder's remembered rule fields must not leak across.
	for _, section := range []string{"Display", "Video <b>", "Display"} {
		assets = append(assets, JSONAsset{Issues: []compliance.Issue{
			{RuleID: "r1", Rule: "Dimensions", Severity: "critical", Field: "dimensions", Section: section, Channel: "All", Status: "pass"},
			{RuleID: "r2", Rule: section, Severity: "warning", Field: "naming", Section: "Technical", Channel: section, Status: "fail"},
		}})
	}
	var enc jsonEncoder // one encoder for every asset, twice over: as a stream uses it
	for range 2 {
		for i := range assets {
			got, err := enc.appendAsset(nil, &assets[i])
			if err != nil {
				t.Fatalf("asset %d: %v", i, err)
			}
			if want := encodingJSON(t, assets[i]); !bytes.Equal(got, want) {
				t.Errorf("asset %d:\n got %s\nwant %s", i, got, want)
			}
		}
	}
}

func TestAppendJSONAssetRejectsNonFinite(t *testing.T) {
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		cases := []JSONAsset{
			{DurationSeconds: f},
			{FrameRate: f},
			{Issues: []compliance.Issue{{Coordinates: &compliance.Coordinates{Height: f}}}},
		}
		for i := range cases {
			if _, err := new(jsonEncoder).appendAsset(nil, &cases[i]); !errors.Is(err, errNotFinite) {
				t.Errorf("%v in case %d: err = %v", f, i, err)
			}
		}
	}
}

func FuzzAppendJSONString(f *testing.F) {
	for _, s := range trickyStrings {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := appendJSONString(nil, s)
		want := encodingJSON(t, s)
		if !bytes.Equal(append(got, '\n'), want) {
			t.Fatalf("%q: got %s want %s", s, got, want)
		}
	})
}

func FuzzAppendJSONFloat(f *testing.F) {
	for _, v := range trickyFloats {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v float64) {
		got, err := appendJSONFloat(nil, v)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			if err == nil {
				t.Fatalf("%v: no error", v)
			}
			return
		}
		if want := encodingJSON(t, v); err != nil || !bytes.Equal(append(got, '\n'), want) {
			t.Fatalf("%v: got %s (%v) want %s", v, got, err, want)
		}
	})
}

func TestAppendJSONSummaryMatchesEncodingJSON(t *testing.T) {
	for _, s := range []Summary{{}, {Assets: 2050, TotalChecks: 14350, Passed: 9000, Failed: 4000, Warnings: 1350, Errors: 3}, {Assets: -1}} {
		var want bytes.Buffer
		if err := json.NewEncoder(&want).Encode(s); err != nil {
			t.Fatal(err)
		}
		if got := appendJSONSummary(nil, s); string(got) != want.String() {
			t.Errorf("appendJSONSummary(%+v) = %s, want %s", s, got, want.String())
		}
	}
}

func TestPlainWords(t *testing.T) {
	for c := 0; c < 256; c++ {
		escaped := c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&'
		for pos := 0; pos < 16; pos++ {
			b := []byte(strings.Repeat("a", 19))
			b[pos] = byte(c)
			want := 16 // two plain words; the three bytes after them are not a word
			if escaped {
				want = pos / 8 * 8
			}
			if got := plainWords(string(b)); got != want {
				t.Fatalf("byte %#x at %d: plainWords = %d, want %d", c, pos, got, want)
			}
		}
	}
}

func BenchmarkAppendJSONString(b *testing.B) {
	s := "File name Cardiovex_DTC_Mobile_300x250_Savings_v3_0468.png follows the naming convention"
	b.SetBytes(int64(len(s)))
	var buf []byte
	for b.Loop() {
		buf = appendJSONString(buf[:0], s)
	}
}
