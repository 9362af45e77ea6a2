package doctext_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// corpusDir holds the BRD corpus shared with pkg/brd: each NAME.brd.txt
// source rendered as groff and Ghostscript PDF, DOCX and DOC.
const corpusDir = "../../testdata/brd"

// corpusFormats are the renderings of each corpus source.
var corpusFormats = []string{"groff.pdf", "gs.pdf", "docx", "doc"}

// sourceLine is one block of a corpus source: its kind and text (table
// cells joined as Block.Text joins them).
type sourceLine struct {
	kind doctext.BlockKind
	text string
}

// readSource parses a corpus source's markup (see testdata/brd/README.md).
func readSource(t testing.TB, path string) []sourceLine {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []sourceLine
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || l == "---page---" || strings.HasPrefix(l, "% "): // the title is metadata only
		case strings.HasPrefix(l, "#"):
			out = append(out, sourceLine{doctext.BlockHeading, strings.TrimSpace(strings.TrimLeft(l, "#"))})
		case strings.HasPrefix(l, "- "):
			out = append(out, sourceLine{doctext.BlockListItem, strings.TrimSpace(l[2:])})
		case strings.HasPrefix(l, "|"):
			cells := strings.Split(strings.Trim(l, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			out = append(out, sourceLine{doctext.BlockTableRow, strings.Join(cells, " | ")})
		default:
			out = append(out, sourceLine{doctext.BlockParagraph, l})
		}
	}
	return out
}

// wordAccuracy compares two word sequences: the words matched in order
// (longest common subsequence) as a share of want's words plus got's extra
// words, the words of got outside that match, and the words of want it
// misses.
func wordAccuracy(want, got []string) (acc float64, extra, missing []string) {
	n, m := len(want), len(got)
	if n == 0 {
		return 1, got, nil
	}
	// LCS table, rows of want.
	dp := make([][]int32, n+1)
	for i := range dp {
		dp[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if want[i] == got[j] {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case want[i] == got[j]:
			i++
			j++
		case dp[i+1][j] >= dp[i][j+1]:
			missing = append(missing, want[i])
			i++
		default:
			extra = append(extra, got[j])
			j++
		}
	}
	missing = append(missing, want[i:]...)
	extra = append(extra, got[j:]...)
	return float64(dp[0][0]) / float64(n+len(extra)), extra, missing
}

// corpusWords splits text into words, dropping table cell separators.
func corpusWords(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		if w != "|" {
			out = append(out, w)
		}
	}
	return out
}

// loadCorpus extracts one corpus file.
func loadCorpus(t *testing.T, file string) doctext.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, file))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("Extract(%s): %v", file, err)
	}
	return doc
}

// blockAccuracy is the share of source lines found as a block of the same
// kind and text, and the lines that are not.
func blockAccuracy(src []sourceLine, doc doctext.Document) (float64, []sourceLine) {
	have := map[sourceLine]int{}
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			have[sourceLine{b.Kind, strings.Join(strings.Fields(b.Text), " ")}]++
		}
	}
	var miss []sourceLine
	for _, l := range src {
		k := sourceLine{l.kind, strings.Join(strings.Fields(l.text), " ")}
		if have[k] > 0 {
			have[k]--
		} else {
			miss = append(miss, l)
		}
	}
	return 1 - float64(len(miss))/float64(len(src)), miss
}

// corpusFloor is the minimum word-boundary and block accuracy of every
// corpus file, by format. All formats recover the corpus exactly; before
// the fixes for kerned words, empty and wrapped table cells and paragraph
// spacing, the PDFs scored as low as 0.9321 (words) and 0.7826 (blocks).
var corpusFloor = map[string][2]float64{
	"groff.pdf": {1, 1},
	"gs.pdf":    {1, 1},
	"docx":      {1, 1},
	"doc":       {1, 1},
}

// TestCorpusWordBoundaries extracts every corpus file and compares its word
// sequence and blocks with the source: word-boundary accuracy (words
// matched in order) and block accuracy (source lines found as a block of
// the same kind with the same text). Run with -v to see the figures and
// the mismatches.
func TestCorpusWordBoundaries(t *testing.T) {
	srcs, err := filepath.Glob(filepath.Join(corpusDir, "*.brd.txt"))
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no corpus sources in %s: %v", corpusDir, err)
	}
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".brd.txt")
		lines := readSource(t, src)
		var want []string
		for _, l := range lines {
			want = append(want, corpusWords(l.text)...)
		}
		for _, f := range corpusFormats {
			file := name + "." + f
			t.Run(file, func(t *testing.T) {
				doc := loadCorpus(t, file)
				acc, extra, missing := wordAccuracy(want, corpusWords(doc.PlainText()))
				bacc, bmiss := blockAccuracy(lines, doc)
				t.Logf("%-36s words %.4f  blocks %.4f", file, acc, bacc)
				if len(extra)+len(missing) > 0 {
					t.Logf("  extra %q\n  missing %q", extra, missing)
				}
				for _, l := range bmiss {
					t.Logf("  block not found: %s %q", l.kind, l.text)
				}
				floor := corpusFloor[f]
				if acc < floor[0] || bacc < floor[1] {
					t.Errorf("%s: word accuracy %.4f (floor %.4f), block accuracy %.4f (floor %.4f)", file, acc, floor[0], bacc, floor[1])
				}
			})
		}
	}
}

// TestCorpusDOCMatchesDOCX checks that each corpus DOC (LibreOffice's Word
// 97-2003 conversion of the DOCX) yields the DOCX's blocks exactly: the
// same kinds, heading levels, list items, table rows and cells.
func TestCorpusDOCMatchesDOCX(t *testing.T) {
	srcs, err := filepath.Glob(filepath.Join(corpusDir, "*.brd.txt"))
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no corpus sources in %s: %v", corpusDir, err)
	}
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".brd.txt")
		t.Run(name, func(t *testing.T) {
			docx, doc := loadCorpus(t, name+".docx"), loadCorpus(t, name+".doc")
			var a, b []doctext.Block
			for _, p := range docx.Pages {
				a = append(a, p.Blocks...)
			}
			for _, p := range doc.Pages {
				b = append(b, p.Blocks...)
			}
			for i := 0; i < max(len(a), len(b)); i++ {
				switch {
				case i >= len(a):
					t.Errorf("DOC has an extra block %+v", b[i])
				case i >= len(b):
					t.Errorf("DOC lacks block %+v", a[i])
				case !reflect.DeepEqual(a[i], b[i]):
					t.Errorf("block %d: DOC %+v, DOCX %+v", i, b[i], a[i])
				}
			}
		})
	}
}
