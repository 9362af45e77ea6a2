package brd

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
)

// Contracts and statements of work carry limits in defined terms and
// numbered clauses that other sentences point to: "“Lightweight Unit”
// means a Display Unit whose initial load does not exceed 80 KB" and later
// "Every Mobile Unit shall be a Lightweight Unit"; "A.1.2 Static Display
// Units shall be JPG or PNG files of no more than 150 KB" and later "a
// static backup image … that meets A.1.2". A requirement that uses such a
// term or points to such a clause is classified with the values it
// refers to; its quote stays its own words.

var (
	// meansDef is a definition: "“Term” means …" up to the next
	// definition or the end of the sentence.
	meansDef = lazyRe(`[“"]([A-Z][^”"]{1,40})[”"]\s+means\s+([^;]+?)(?:[.;](?:\s|$)|$)`)
	// clauseNumber opens a numbered clause: "A.1.2 ", "3.2.1 ".
	clauseNumber = lazyRe(`^\s*((?:[A-Z]\.)?\d+(?:\.\d+)+)\.?\s+\S`)
	// clauseRef points to a numbered clause: "meets A.1.2", "as set out
	// in clause 3.2", "in accordance with section 4.1".
	clauseRef = lazyRe(`(?i)\b(?:meets?|complies? with|conforms? to|as (?:in|per|set out in|defined in|specified in)|in accordance with|according to|under|per)\s+(?:(?:clause|section|paragraph|item|point)\s+)?((?:[A-Z]\.)?\d+(?:\.\d+)+)\b`)
)

// references are the document's defined terms that hold values and its
// numbered clauses.
type references struct {
	terms   map[string]string // the term as written → its definition
	order   []string          // terms, longest first (a term inside another)
	clauses map[string]string // clause number → its text
}

// readReferences collects the definitions that hold a technical value (a
// number: "… 320 x 50 or 300 x 50 pixels") and the numbered clauses.
func readReferences(blocks []Block) references {
	refs := references{terms: map[string]string{}, clauses: map[string]string{}}
	for _, b := range blocks {
		if b.Kind == KindTable || b.Kind == KindHeading {
			continue
		}
		for _, m := range meansDef().FindAllStringSubmatch(b.Text, -1) {
			if holdsMeasure(m[2]) {
				refs.terms[m[1]] = strings.TrimSpace(m[2])
			}
		}
		if m := clauseNumber().FindStringSubmatchIndex(b.Text); m != nil {
			num := b.Text[m[2]:m[3]]
			if _, seen := refs.clauses[num]; !seen {
				refs.clauses[num] = strings.TrimSpace(b.Text[m[3]:])
			}
		}
	}
	for t := range refs.terms {
		refs.order = append(refs.order, t)
	}
	// Longest first; terms of one length in their own order, so that the
	// replacements are made in the same order on every run.
	slices.SortFunc(refs.order, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	return refs
}

// expand is text with each defined term replaced by its definition and
// each clause it points to appended ("… that meets A.1.2 (A.1.2: Static
// Display Units shall be JPG or PNG files of no more than 150 KB)").
func (r references) expand(text string) string {
	out := text
	for _, t := range r.order {
		re := regexp.MustCompile(`\b(?:an?\s+|the\s+)?` + regexp.QuoteMeta(t) + `s?\b`)
		out = re.ReplaceAllLiteralString(out, r.terms[t])
	}
	for _, m := range clauseRef().FindAllStringSubmatch(text, 4) {
		if c := r.clauses[m[1]]; c != "" && !strings.Contains(text, c) {
			out += " (" + m[1] + ": " + strings.TrimRight(c, ". ") + ")"
		}
	}
	return out
}

// holdsMeasure reports whether a definition gives a measured value (a
// size, weight, length, rate…), not just names a format ("an image or
// HTML5 advertisement").
func holdsMeasure(def string) bool {
	f := scanFamilies(def)
	if len(f.measured) > 0 {
		return true
	}
	for fld := range f.byField {
		if technicalFields[fld] && fld != "format" && fld != "codec" {
			return true
		}
	}
	return false
}

// subjectModal ends a requirement's subject.
var subjectModal = lazyRe(`(?i)\b(?:shall|must|should|will|may|is|are)\b`)

// subjectSizes are the sizes a requirement's subject names when its
// predicate limits a weight, length or rate; nil otherwise.
func subjectSizes(text string) []string {
	m := subjectModal().FindStringIndex(text)
	if m == nil {
		return nil
	}
	subject, predicate := ExtractParams(text[:m[0]]), ExtractParams(text[m[1]:])
	if subject["dimensions"] == nil || predicate["fileSize"] == nil && predicate["duration"] == nil && predicate["bitrate"] == nil {
		return nil
	}
	return subject["dimensions"].Allowed
}
