package brd

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A specification matrix may say per row how binding it is, in a status
// column ("Status | Hard limit", "Priority | Guideline"), and define those
// words elsewhere (a legend sheet: "Guideline | Targets we recommend; they
// are reported but never cause a rejection"). Each row's rules take the
// severity its status gives.

var (
	// statusHeader names a column of severities.
	statusHeader = lazyRe(`(?i)^\s*(?:status|priority|level|severity|enforcement|type|limit type|rule type|requirement(?: level| type)?|mandatory\s*/\s*(?:optional|recommended)|binding)\s*:?\s*$`)
	// statusWarning, statusMinor and statusCritical are a status word's
	// own meaning, or its definition's.
	statusWarning  = lazyRe(`(?i)\b(?:guidelines?|advisory|advice|recommend(?:ed|s|ation)?|preferred|targets?|best practices?|soft|should|reported but|not (?:be )?rejected|never (?:cause|lead to|result in) (?:a )?reject)`)
	statusMinor    = lazyRe(`(?i)\b(?:optional|nice to have)\b`)
	statusCritical = lazyRe(`(?i)\b(?:hard|mandatory|required|must|critical|blocking|rejected|reject|binding)\b`)
)

// rowSeverity is a row's severity and the status word that set it; the
// zero value means the row has none.
type rowSeverity struct {
	severity compliance.Severity
	word     string
}

// statusCol is a matrix's status column.
type statusCol struct {
	index int
	terms map[string]string
}

// statusColumn finds a table's status column: its header names one and
// its filled cells are short words, no values. index is -1 without one.
func (x *extractor) statusColumn(t *Table) statusCol {
	for k, h := range t.Header {
		if !statusHeader().MatchString(h) {
			continue
		}
		ok, filled := true, 0
		for _, r := range t.Rows {
			if k >= len(r) || r[k] == "" {
				continue
			}
			filled++
			if len(r[k]) > 30 || digitRe().MatchString(r[k]) {
				ok = false
			}
		}
		if ok && filled > 0 {
			return statusCol{index: k, terms: x.terms}
		}
	}
	return statusCol{index: -1}
}

// of is a row's severity from its status cell.
func (s statusCol) of(row []string) rowSeverity {
	if s.index < 0 || s.index >= len(row) || row[s.index] == "" {
		return rowSeverity{}
	}
	word := row[s.index]
	sev, ok := statusSeverity(word)
	if !ok {
		if def := s.terms[strings.ToLower(word)]; def != "" {
			sev, ok = statusSeverity(def)
		}
	}
	if !ok {
		return rowSeverity{}
	}
	return rowSeverity{severity: sev, word: "status: " + word}
}

// statusSeverity reads a status word or its definition: advice before
// obligation, because a definition of advice says what it never does
// ("reported but never cause a rejection").
func statusSeverity(text string) (compliance.Severity, bool) {
	switch {
	case statusWarning().MatchString(text):
		return compliance.SeverityWarning, true
	case statusMinor().MatchString(text):
		return compliance.SeverityMinor, true
	case statusCritical().MatchString(text):
		return compliance.SeverityCritical, true
	}
	return "", false
}

// orDefault is the rows' common severity, or none when they differ.
func (s rowSeverity) orDefault(all []rowSeverity) rowSeverity {
	for _, o := range all {
		if o != s {
			return rowSeverity{}
		}
	}
	return s
}

// definedTerms collects the document's two-cell table rows and
// heading/value pairs as definitions, keyed by the lower-cased term.
func definedTerms(blocks []Block) map[string]string {
	terms := map[string]string{}
	for _, b := range blocks {
		switch {
		case b.Kind == KindTable && b.Table != nil:
			for _, r := range b.Table.Rows {
				if len(r) == 2 && r[0] != "" && len(r[0]) <= 30 && len(r[1]) > len(r[0]) {
					terms[strings.ToLower(strings.TrimSpace(r[0]))] = r[1]
				}
			}
		case b.Kind == KindHeadingValue:
			if l := strings.TrimSuffix(strings.TrimSpace(b.Label), ":"); l != "" && len(l) <= 30 {
				terms[strings.ToLower(l)] = b.Text
			}
		}
	}
	return terms
}
