package brd_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// statementFields are the fields whose requirements documents mostly
// state in plain sentences rather than in measurement tables.
var statementFields = map[string]bool{
	"metadata": true, "brandGuidelines": true, "format": true, "safetyInfo": true, "disclaimers": true,
	"typography": true, "accessibility": true,
}

// TestHeldOutLostStatements measures where the required key entries of
// the statement fields that no rule of their field quotes were lost: one
// line "set doc rendering field stage detail quote context" per entry to
// the file $HELDOUT_LOST names. The stage is "table" (the quote is in a
// table's row: not a statement), "noBlock" (no block holds the quote),
// "noCandidate:KIND" (a block of that kind holds it, no candidate
// does), "noDraft" (a candidate holds it, no field was given),
// "otherField" (drafts of other fields only; detail names them) or
// "dropped" (a draft of the field was merged away). A measurement, not a
// gate: without $HELDOUT_LOST it is skipped.
func TestHeldOutLostStatements(t *testing.T) {
	out := os.Getenv("HELDOUT_LOST")
	if out == "" {
		t.Skip("set HELDOUT_LOST to a file to write the lost statements to")
	}
	var lines []string
	eachHeldOutRendering(t, func(set, name, format, path string, key heldOutKey) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var doc doctext.Document
		if format == "brd.txt" {
			doc = parseSource(string(data))
		} else if doc, err = doctext.Extract(bytes.NewReader(data), int64(len(data))); err != nil {
			t.Fatal(err)
		}
		tr := brd.TraceExtract(doc, brd.Options{DocumentName: filepath.Base(path)})
		for _, e := range key.Rules {
			if e.Optional || !statementFields[e.Field] || slices.ContainsFunc(tr.Reviewed, e.matches) {
				continue
			}
			stage, detail, ctx := lostStage(e, tr)
			if stage == "otherField" && keyHasField(key, e, strings.Split(detail, ",")) {
				stage = "secondField"
			}
			lines = append(lines, strings.Join([]string{set, name, format, e.Field, stage, detail,
				brd.NormalizeQuote(e.Quote), strings.ReplaceAll(ctx, "\t", " ")}, "\t"))
		}
	})
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lost statements written to %s", len(lines), out)
}

// eachHeldOutRendering calls fn with every rendering of every document of
// the held-out sets that has a key.
func eachHeldOutRendering(t *testing.T, fn func(set, name, format, path string, key heldOutKey)) {
	t.Helper()
	for _, dir := range heldOutDirs() {
		keys, _ := filepath.Glob(filepath.Join(dir, "*.key.json"))
		for _, kp := range keys {
			name := strings.TrimSuffix(filepath.Base(kp), ".key.json")
			key := readHeldOutKey(t, kp)
			for _, format := range heldOutRenderings {
				path := filepath.Join(dir, name+"."+format)
				if _, err := os.Stat(path); err == nil {
					fn(filepath.Base(dir), name, format, path, key)
				}
			}
		}
	}
}

// lostStage tells at which stage an entry no rule of its field quotes
// was lost (see TestHeldOutLostStatements).
func lostStage(e heldOutEntry, tr brd.Trace) (stage, detail, ctx string) {
	var wants []string
	for _, w := range append([]string{e.Quote}, e.Alt...) {
		if n := brd.NormalizeQuote(w); n != "" {
			wants = append(wants, n)
		}
	}
	holds := func(s string) bool {
		q := brd.NormalizeQuote(s)
		return slices.ContainsFunc(wants, func(w string) bool { return strings.Contains(q, w) })
	}
	// overlaps: s holds the entry's quote, or the quote holds s (a
	// candidate of one of the quote's sentences).
	overlaps := func(s string) bool {
		q := brd.NormalizeQuote(s)
		return q != "" && slices.ContainsFunc(wants, func(w string) bool {
			return strings.Contains(q, w) || len(q) > 12 && strings.Contains(w, q)
		})
	}
	var draftFields []string
	for _, d := range tr.Drafts {
		if d.Source != nil && overlaps(d.Source.Quote) && !slices.Contains(draftFields, d.Field) {
			draftFields = append(draftFields, d.Field)
		}
	}
	var ruleFields []string
	for _, r := range tr.Reviewed {
		if r.Source != nil && overlaps(r.Source.Quote) && !slices.Contains(ruleFields, r.Field) {
			ruleFields = append(ruleFields, r.Field)
		}
	}
	fields := heldOutField(e, e.params())
	if slices.ContainsFunc(draftFields, func(f string) bool { return slices.Contains(fields, f) }) {
		// A draft of the field: merged away, or its quote is one
		// sentence of a longer entry.
		for _, d := range tr.Drafts {
			if d.Source != nil && slices.Contains(fields, d.Field) && overlaps(d.Source.Quote) {
				if holds(d.Source.Quote) {
					return "dropped", strings.Join(ruleFields, ","), d.Source.Quote
				}
				return "partQuote", strings.Join(ruleFields, ","), d.Source.Quote
			}
		}
	}
	if len(draftFields) > 0 {
		for _, d := range tr.Drafts {
			if d.Source != nil && overlaps(d.Source.Quote) {
				return "otherField", strings.Join(draftFields, ","), d.Source.Quote + " " + ruleText(d)
			}
		}
	}
	for _, c := range tr.Candidates {
		if overlaps(c.Quote) {
			return "noDraft", string(c.Severity) + " " + c.SeverityWord, c.Quote + " §" + strings.Join(c.Section, " / ")
		}
	}
	for _, b := range tr.Blocks {
		if b.Kind == brd.KindTable && b.Table != nil {
			for _, row := range b.Table.Rows {
				if overlaps(strings.Join(row, " | ")) || slices.ContainsFunc(row, overlaps) {
					return "table", "", strings.Join(row, " | ")
				}
			}
			continue
		}
		if overlaps(b.Label + " " + b.Text) {
			return "noCandidate:" + string(b.Kind), "", b.Label + " " + b.Text
		}
	}
	// The quote spans blocks, or a block holds a part of it.
	for _, b := range tr.Blocks {
		if b.Kind != brd.KindTable && len(wants) > 0 {
			q := brd.NormalizeQuote(b.Label + " " + b.Text)
			head := wants[0]
			if len(head) > 25 {
				head = head[:25]
			}
			if strings.Contains(q, head) {
				return "noCandidate:" + string(b.Kind), "partial", b.Label + " " + b.Text
			}
		}
	}
	return "noBlock", "", ""
}

// keyHasField reports whether the key has an entry of one of fields
// with e's quote: the sentence states two requirements and only the
// other field's became a rule.
func keyHasField(key heldOutKey, e heldOutEntry, fields []string) bool {
	for _, o := range key.Rules {
		if o.Field != e.Field && slices.Contains(fields, o.Field) && brd.NormalizeQuote(o.Quote) == brd.NormalizeQuote(e.Quote) {
			return true
		}
	}
	return false
}

func ruleText(r compliance.Rule) string {
	return fmt.Sprintf("[%s %s enabled=%v]", r.Field, r.Severity, r.Enabled)
}
