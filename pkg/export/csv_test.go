package export_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

func TestWriteMatrixCSVGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := export.WriteMatrixCSV(&buf, trickyRows()); err != nil {
		t.Fatal(err)
	}
	golden.Assert(t, filepath.Join("testdata", "matrix.csv"), buf.Bytes())
	assertEveryFieldQuoted(t, buf.Bytes(), len(export.MatrixCSVColumns), 6)

	// Any CSV reader gets the values back (apart from the formula guard).
	rec, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(buf.Bytes(), []byte("\uFEFF")))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		row, col int
		want     string
	}{
		{0, 3, "File Size (KB)"},
		{2, 0, `Banner "Final", v2.png`},
		{2, 3, "150.0"},
		{2, 5, "Asthma,\nsevere"},
		{3, 0, "Ñandú – ünïcödé 日本.gif"},
		{3, 2, "300x250"}, // default dimensions
		{3, 4, "Display"}, // default channel
		{3, 5, "Pharma"},  // default indication
		{3, 6, "HCP"},     // default customer type
		{4, 0, `'=HYPERLINK("http://evil")`},
		{4, 1, "-5"}, // a number is not a formula
		{4, 5, "'@risk"},
		{4, 7, ""}, // no score
		{5, 3, ""}, // no size
	}
	for _, c := range checks {
		if got := rec[c.row][c.col]; got != c.want {
			t.Errorf("record %d field %d = %q, want %q", c.row, c.col, got, c.want)
		}
	}
}

func TestWriteTraffickingCSVGolden(t *testing.T) {
	m := matrix.Generate([]matrix.AssetSummary{{ID: "a1", Name: `Hero "A", v1.jpg`, Kind: "image", Format: "JPG", Width: 300, Height: 600, SizeBytes: 2048, Status: "complete"}},
		matrix.Options{CampaignName: "Spring, \"Launch\"", Advertiser: "Acmé Pharma", Today: exportDate})
	if err := m.Set("c1-300x600", "ctaDescription", `Learn "More", today`); err != nil {
		t.Fatal(err)
	}
	headers := append(append([]string{}, matrix.DefaultHeaders...), "Taxonomy String", "Notes \"internal\"")
	rows := matrix.TraffickingRows(m, headers)
	rows[1]["Notes \"internal\""] = "line one\nline two"
	var buf bytes.Buffer
	if err := export.WriteTraffickingCSV(&buf, headers, rows); err != nil {
		t.Fatal(err)
	}
	golden.Assert(t, filepath.Join("testdata", "trafficking.csv"), buf.Bytes())
	assertEveryFieldQuoted(t, buf.Bytes(), len(headers), 6)
	if !strings.Contains(buf.String(), `"Learn ""More"", today"`) {
		t.Error("inner quotes not doubled")
	}
}

func TestWriteCSVEmptyAndErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := export.WriteMatrixCSV(&buf, nil); err != nil {
		t.Fatal(err)
	}
	want := "\uFEFF\"Asset Name\",\"Format\",\"Dimensions\",\"File Size (KB)\",\"Channel\",\"Indication\",\"Customer Type\",\"Compliance Score\",\"Preview URL\"\r\n"
	if buf.String() != want {
		t.Fatalf("empty export = %q", buf.String())
	}
	buf.Reset()
	if err := export.WriteTraffickingCSV(&buf, []string{"A"}, []map[string]string{{"B": "x"}}); err != nil || buf.String() != "\uFEFF\"A\"\r\n\"\"\r\n" {
		t.Fatalf("missing key: %q %v", buf.String(), err)
	}
	boom := errors.New("disk full")
	if err := export.WriteMatrixCSV(failWriter{boom}, trickyRows()); !errors.Is(err, boom) {
		t.Fatalf("write error = %v", err)
	}
}

type failWriter struct{ err error }

func (f failWriter) Write([]byte) (int, error) { return 0, f.err }

// assertEveryFieldQuoted parses the CSV by hand: every field must open and
// close with a quote, and the record count must match.
func assertEveryFieldQuoted(t *testing.T, b []byte, fields, records int) {
	t.Helper()
	s := strings.TrimPrefix(string(b), "\uFEFF")
	n := 0
	for len(s) > 0 {
		for f := 0; f < fields; f++ {
			if !strings.HasPrefix(s, `"`) {
				t.Fatalf("record %d field %d not quoted: %.40q", n, f, s)
			}
			s = s[1:]
			for {
				i := strings.IndexByte(s, '"')
				if i < 0 {
					t.Fatalf("unterminated field")
				}
				if strings.HasPrefix(s[i:], `""`) {
					s = s[i+2:]
					continue
				}
				s = s[i+1:]
				break
			}
			sep := ","
			if f == fields-1 {
				sep = "\r\n"
			}
			if !strings.HasPrefix(s, sep) {
				t.Fatalf("record %d field %d followed by %.10q", n, f, s)
			}
			s = s[len(sep):]
		}
		n++
	}
	if n != records {
		t.Fatalf("%d records, want %d", n, records)
	}
}

// FuzzTraffickingCSVRoundTrip checks that any values survive the CSV
// writer: encoding/csv reads back exactly what was written, apart from the
// apostrophe of the formula guard.
func FuzzTraffickingCSVRoundTrip(f *testing.F) {
	f.Add("Country", `a "quoted", value`, "line\r\nbreak")
	f.Add("=1+1", "-5", "@x")
	f.Fuzz(func(t *testing.T, h, a, b string) {
		if !utf8.ValidString(h + a + b) {
			t.Skip()
		}
		headers := []string{h, "second"}
		rows := []map[string]string{{h: a, "second": b}}
		var buf bytes.Buffer
		if err := export.WriteTraffickingCSV(&buf, headers, rows); err != nil {
			t.Fatal(err)
		}
		r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(buf.Bytes(), []byte("\uFEFF"))))
		r.FieldsPerRecord = 2
		got, err := r.ReadAll()
		if err != nil {
			t.Fatalf("unreadable CSV %q: %v", buf.String(), err)
		}
		want := [][]string{{h, "second"}, {a, b}}
		if len(got) != 2 {
			t.Fatalf("%d records", len(got))
		}
		for i := range want {
			for j := range want[i] {
				w := strings.ReplaceAll(want[i][j], "\r\n", "\n") // encoding/csv folds CRLF inside quotes
				g := got[i][j]
				if g != w && g != "'"+w && !(strings.HasPrefix(w, "\r") && g == "'"+strings.Replace(w, "\r", "", 1)) {
					t.Fatalf("field %d,%d = %q, want %q", i, j, g, w)
				}
			}
		}
	})
}
