package brd_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// TestHeldOutFieldConfusion measures the field of the rules whose quote
// holds a key entry's quote: for every such rule of every rendering of the
// held-out sets, one line "set doc rendering kind key-field rule-field
// fits quote section" goes to the file $HELDOUT_FIELDS names (kind is "stated" for a
// stated requirement, else "rule"; the key field is the one of the entry
// that agrees with the rule, else of the longest entry the quote holds).
// Besides, one line "set doc rendering misfiled key-field rule-fields"
// for every required entry that rules quote under other fields only.
// docs/brd.md builds the key field × rule field table from it. It is a
// measurement, not a gate: without $HELDOUT_FIELDS it is skipped.
func TestHeldOutFieldConfusion(t *testing.T) {
	out := os.Getenv("HELDOUT_FIELDS")
	if out == "" {
		t.Skip("set HELDOUT_FIELDS to a file to write the field confusion lines to")
	}
	var lines []string
	eachHeldOutRendering(t, func(set, name, format, path string, key heldOutKey) {
		res := extractRendering(t, path)
		// One line per required entry that no rule of its field
		// quotes but a rule of another field does: a requirement
		// found under the wrong field.
		for _, e := range key.Rules {
			if e.Optional {
				continue
			}
			var others []string
			own := false
			for _, r := range res.Rules {
				if r.Source == nil || !e.quotedBy(r.Source.Quote) {
					continue
				}
				if slices.Contains(heldOutField(e, e.params()), r.Field) {
					own = true
				} else if !slices.Contains(others, r.Field) {
					others = append(others, r.Field)
				}
			}
			if !own && len(others) > 0 {
				lines = append(lines, strings.Join([]string{set, name, format, "misfiled", e.Field, strings.Join(others, ","), "", brd.NormalizeQuote(e.Quote), ""}, "\t"))
			}
		}
		for _, r := range res.Rules {
			if r.Source == nil {
				continue
			}
			var entries []heldOutEntry
			for _, e := range key.Rules {
				if !e.Optional && e.quotedBy(r.Source.Quote) {
					entries = append(entries, e)
				}
			}
			if len(entries) == 0 {
				continue
			}
			i := slices.IndexFunc(entries, func(e heldOutEntry) bool { return slices.Contains(heldOutField(e, e.params()), r.Field) })
			if i < 0 {
				i = 0
				for k, e := range entries {
					if len(e.Quote) > len(entries[i].Quote) {
						i = k
					}
				}
			}
			kind := "rule"
			if strings.Contains(r.Rationale, "stated requirement") {
				kind = "stated"
			}
			keyField := entries[i].Field
			if slices.Contains(heldOutField(entries[i], entries[i].params()), r.Field) {
				keyField = r.Field
			}
			// Would the rule be right under the key's field?
			refiled := r
			refiled.Field = heldOutField(entries[i], entries[i].params())[0]
			fits, _ := entries[i].correct(refiled)
			lines = append(lines, strings.Join([]string{set, name, format, kind, keyField, r.Field, fmt.Sprint(fits),
				strings.ReplaceAll(brd.NormalizeQuote(r.Source.Quote), "\t", " "), strings.ReplaceAll(r.Source.Section, "\t", " ")}, "\t"))
		}
	})
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d rules quoting a key entry written to %s", len(lines), out)
}
