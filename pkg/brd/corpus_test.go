package brd_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// corpusDir holds the BRD quality corpus: sources, renderings and keys.
const corpusDir = "../../testdata/brd"

// keyRule is one expected rule of an answer key. A rule matches it when the
// fields are equal and the rule's quote contains Quote (or one of Alt) after
// normalisation. Optional entries are never missed (recall) but a rule that
// matches them is not a false positive either (duplicates across tables and
// prose, borderline sentences).
type keyRule struct {
	Field    string             `json:"field"`
	Severity string             `json:"severity"`
	Quote    string             `json:"quote"`
	Alt      []string           `json:"alt,omitempty"`
	Params   *compliance.Params `json:"params,omitempty"`
	Optional bool               `json:"optional,omitempty"`
}

type answerKey struct {
	Document string    `json:"document"`
	Rules    []keyRule `json:"rules"`
}

// scores are the quality figures of one extraction against its key.
type scores struct {
	rules, keyRules, matched, falsePos, missed int
	sevRight                                   int
	paramGot, paramWant, paramCommon           int
	notes                                      []string
}

func (s *scores) add(o scores) {
	s.rules += o.rules
	s.keyRules += o.keyRules
	s.matched += o.matched
	s.falsePos += o.falsePos
	s.missed += o.missed
	s.sevRight += o.sevRight
	s.paramGot += o.paramGot
	s.paramWant += o.paramWant
	s.paramCommon += o.paramCommon
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func (s scores) precision() float64      { return ratio(s.rules-s.falsePos, s.rules) }
func (s scores) recall() float64         { return ratio(s.keyRules-s.missed, s.keyRules) }
func (s scores) paramPrecision() float64 { return ratio(s.paramCommon, s.paramGot) }
func (s scores) paramRecall() float64    { return ratio(s.paramCommon, s.paramWant) }
func (s scores) severityAcc() float64    { return ratio(s.sevRight, s.matched) }

func (s scores) String() string {
	return fmt.Sprintf("rules %d, key %d: precision %.3f recall %.3f severity %.3f params precision %.3f recall %.3f",
		s.rules, s.keyRules, s.precision(), s.recall(), s.severityAcc(), s.paramPrecision(), s.paramRecall())
}

// paramAtoms splits params into comparable facts.
func paramAtoms(p *compliance.Params) []string {
	if p == nil {
		return nil
	}
	var out []string
	for _, a := range p.Allowed {
		out = append(out, "allowed="+a)
	}
	if p.Min != nil {
		out = append(out, "min="+strconv.FormatFloat(*p.Min, 'f', -1, 64))
	}
	if p.Max != nil {
		out = append(out, "max="+strconv.FormatFloat(*p.Max, 'f', -1, 64))
	}
	if p.Unit != "" {
		out = append(out, "unit="+p.Unit)
	}
	if p.Pattern != "" {
		out = append(out, "pattern="+p.Pattern)
	}
	// The measurement and scope are facts too: a weight limit on the
	// initial load is not one on the file, a limit for 300x250 is not one
	// for every size.
	if p.Check != "" {
		out = append(out, "check="+p.Check)
	}
	for _, s := range p.Sizes {
		out = append(out, "size="+s)
	}
	for _, c := range p.CustomerTypes {
		out = append(out, "customerType="+c)
	}
	return out
}

// kindAtoms are the asset kinds of p, compared only when the key states
// them (the older keys predate scopes).
func kindAtoms(p *compliance.Params) []string {
	if p == nil {
		return nil
	}
	var out []string
	for _, k := range p.Kinds {
		out = append(out, "kind="+k)
	}
	return out
}

// matches reports whether r matches k by its main quote (alt false) or by
// one of its alternatives (alt true).
func (k keyRule) matches(r compliance.Rule, alt bool) bool {
	if r.Field != k.Field || r.Source == nil {
		return false
	}
	q := brd.NormalizeQuote(r.Source.Quote)
	wants := []string{k.Quote}
	if alt {
		wants = k.Alt
	}
	for _, want := range wants {
		if strings.Contains(q, brd.NormalizeQuote(want)) {
			return true
		}
	}
	return false
}

// score compares extracted rules with a key.
func score(rules []compliance.Rule, key answerKey) scores {
	s := scores{rules: len(rules)}
	used := make([]bool, len(rules))
	pass := func(optional bool) {
		for _, k := range key.Rules {
			if k.Optional != optional {
				continue
			}
			if !optional {
				s.keyRules++
			}
			// A rule with the entry's own values first: one sentence may
			// give several rules of a field ("min. 8pt body; ISI min. 7pt").
			found := -1
			for _, sameParams := range []bool{true, false} {
				for _, alt := range []bool{false, true} {
					for i, r := range rules {
						if found < 0 && !used[i] && k.matches(r, alt) &&
							(!sameParams || slices.Equal(paramAtoms(r.Params), paramAtoms(k.Params))) {
							found = i
						}
					}
				}
			}
			if found < 0 {
				if !optional {
					s.missed++
					s.paramWant += len(paramAtoms(k.Params))
					s.notes = append(s.notes, fmt.Sprintf("missed %s %q", k.Field, k.Quote))
				}
				continue
			}
			used[found] = true
			r := rules[found]
			s.matched++
			if string(r.Severity) == k.Severity {
				s.sevRight++
			} else {
				s.notes = append(s.notes, fmt.Sprintf("severity %s, want %s: %q", r.Severity, k.Severity, k.Quote))
			}
			got, want := paramAtoms(r.Params), paramAtoms(k.Params)
			if k.Params != nil && len(k.Params.Kinds) > 0 {
				got, want = append(got, kindAtoms(r.Params)...), append(want, kindAtoms(k.Params)...)
			}
			s.paramGot += len(got)
			s.paramWant += len(want)
			common := 0
			for _, g := range got {
				if slices.Contains(want, g) {
					common++
				}
			}
			s.paramCommon += common
			if common != len(got) || common != len(want) {
				s.notes = append(s.notes, fmt.Sprintf("params %v, want %v: %q", got, want, k.Quote))
			}
		}
	}
	pass(false)
	pass(true)
	for i, r := range rules {
		if !used[i] {
			s.falsePos++
			s.paramGot += len(paramAtoms(r.Params))
			s.notes = append(s.notes, fmt.Sprintf("false positive %s %q", r.Field, r.Source.Quote))
		}
	}
	return s
}

func loadKey(t *testing.T, name string) answerKey {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, name+".key.json"))
	if err != nil {
		t.Fatal(err)
	}
	var k answerKey
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&k); err != nil {
		t.Fatalf("%s.key.json: %v", name, err)
	}
	return k
}

func corpusNames(t *testing.T) []string {
	t.Helper()
	srcs, err := filepath.Glob(filepath.Join(corpusDir, "*.brd.txt"))
	if err != nil || len(srcs) < 3 {
		t.Fatalf("want at least 3 corpus sources in %s, got %d (%v)", corpusDir, len(srcs), err)
	}
	var names []string
	for _, s := range srcs {
		names = append(names, strings.TrimSuffix(filepath.Base(s), ".brd.txt"))
	}
	return names
}

// The quality bar of issue 4: at least 95% precision and recall of rules
// and of parameters against the answer keys.
const minQuality = 0.95

func checkQuality(t *testing.T, label string, total scores) {
	t.Helper()
	t.Logf("%s: %s", label, total)
	for _, m := range []struct {
		name string
		v    float64
	}{
		{"rule precision", total.precision()}, {"rule recall", total.recall()},
		{"parameter precision", total.paramPrecision()}, {"parameter recall", total.paramRecall()},
		{"severity accuracy", total.severityAcc()},
	} {
		if m.v < minQuality {
			t.Errorf("%s: %s %.3f < %.2f", label, m.name, m.v, minQuality)
		}
	}
}

// TestCorpusQualityFromSource measures extraction on documents built
// straight from the corpus sources (a perfect text extraction).
func TestCorpusQualityFromSource(t *testing.T) {
	var total scores
	for _, name := range corpusNames(t) {
		src, err := os.ReadFile(filepath.Join(corpusDir, name+".brd.txt"))
		if err != nil {
			t.Fatal(err)
		}
		res := brd.Extract(parseSource(string(src)), brd.Options{DocumentName: name})
		s := score(res.Rules, loadKey(t, name))
		t.Logf("%s: %s", name, s)
		for _, n := range s.notes {
			t.Logf("  %s: %s", name, n)
		}
		total.add(s)
	}
	checkQuality(t, "source text", total)
}

// TestCorpusQualityFromFiles measures extraction on the rendered fixtures
// (groff PDF, Ghostscript PDF, DOCX, DOC) read through doctext.Extract.
func TestCorpusQualityFromFiles(t *testing.T) {
	for _, format := range []string{"groff.pdf", "gs.pdf", "docx", "doc"} {
		t.Run(format, func(t *testing.T) {
			var total scores
			for _, name := range corpusNames(t) {
				path := filepath.Join(corpusDir, name+"."+format)
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run testdata/brd/generate.sh)", err)
				}
				doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
				if err != nil {
					t.Fatalf("doctext.Extract(%s): %v", path, err)
				}
				res := brd.Extract(doc, brd.Options{DocumentName: filepath.Base(path)})
				s := score(res.Rules, loadKey(t, name))
				t.Logf("%s: %s", name, s)
				for _, n := range s.notes {
					t.Logf("  %s: %s", name, n)
				}
				total.add(s)
			}
			checkQuality(t, format, total)
		})
	}
}

// TestIDsStableAcrossFormats checks that the corpus read from its source
// text, its PDFs, DOCX and DOC gives (nearly) the same rule IDs: at least
// 90% of the source's IDs per format over the whole corpus. IDs hash the
// quote, so every extraction fault that changes a quote ("Te xt" from a
// kerned Ghostscript PDF) changes an ID; the log lists them.
func TestIDsStableAcrossFormats(t *testing.T) {
	same, total := map[string]int{}, map[string]int{}
	for _, name := range corpusNames(t) {
		src, err := os.ReadFile(filepath.Join(corpusDir, name+".brd.txt"))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]bool{}
		for _, r := range brd.Extract(parseSource(string(src)), brd.Options{}).Rules {
			want[r.ID] = true
		}
		for _, format := range []string{"groff.pdf", "gs.pdf", "docx", "doc"} {
			data, err := os.ReadFile(filepath.Join(corpusDir, name+"."+format))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, r := range brd.Extract(doc, brd.Options{}).Rules {
				if want[r.ID] {
					n++
				}
			}
			if n < len(want) {
				t.Logf("%s.%s: %d of %d IDs as from the source", name, format, n, len(want))
			}
			same[format] += n
			total[format] += len(want)
		}
	}
	for format, n := range total {
		t.Logf("%s: %d of %d IDs as from the source", format, same[format], n)
		if ratio(same[format], n) < 0.90 {
			t.Errorf("%s: %d of %d IDs as from the source", format, same[format], n)
		}
	}
}
