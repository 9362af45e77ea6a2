package brd

import (
	"slices"
	"strconv"
	"strings"
)

// Tables of working documents carry more than the specification: a change
// table keeps the value a change replaces beside the new one ("Current |
// Requested | Decision", "v2.1 | v3.0 (now)"), a decision log keeps the
// decisions a later one superseded (not handled yet: such logs give no rule at all today), and a QA checklist records what the
// tester measured on one asset ("Result", "Tester notes"). None of these
// are requirements. The block stage removes them from a table so the later
// stages read only what applies (see readTable):
//   - takeRevisionColumns keeps one value per row of a change table: the new
//     one, or the old one when the row's decision rejects the change;
//   - dropRecordColumns drops the columns of a test's record;
//   - takeMarkColumns (blocks.go) also reads a "Blocking? Y/N" column as
//     the row's level.

var (
	// oldColumn names the column of the value a change replaces.
	oldColumn = lazyRe(`(?i)^\s*(?:current|previous|old|original|existing|was|superseded|before|prior|from|baseline)\b`)
	// newColumn names the column of the value that replaces it.
	newColumn = lazyRe(`(?i)^\s*(?:requested|new|proposed|revised|updated|amended|now|after|changed to|to|replacement)\b|\((?:now|new|current|latest)\)`)
	// versionColumn names a version of the document ("v2.1 (2026)", "Version 3").
	versionColumn = lazyRe(`(?i)^\s*(?:v|version\s*)(\d+)(?:\.(\d+))?\b`)
	// decisionColumn names the column deciding each change.
	decisionColumn = lazyRe(`(?i)^\s*(?:decision|status|approval|outcome|approved\??|ccb decision)\b`)
	// approvedBox and rejectedBox are a ticked decision ("☒ Approved",
	// "Rejected"); a cell with both boxes is read by which is ticked.
	approvedBox = lazyRe(`(?i)(?:[☒☑✔✓■x]\s*)(?:approved|accepted|agreed)|^\s*(?:approved|accepted|agreed)\b`)
	rejectedBox = lazyRe(`(?i)(?:[☒☑✔✓■x]\s*)(?:rejected|declined|not approved|refused)|^\s*(?:rejected|declined|not approved|refused)\b`)
)

// A change note outside a change table ("v1.3: :06 bumpers removed from
// this flight", "Changed from 2.2: polite load raised to 1 MB; :06 bumpers
// removed") reports what an edit did to the document. What it says was
// removed is gone: read as a requirement, "bumpers removed" became an
// allowed 6-second bumper. (A value raised or lowered "to" a new one is
// the value that applies now, and stays.) withoutRemovals keeps such a clause
// out: its sentence opens with a version or change label, the clause
// reports a removal in a past participle and asks for nothing in a modal.

// changeNoteLead is a version or change label opening a sentence: "v1.3:",
// "Version 2.3 –", "Rev. B:", "Changed from 2.2:", "Changes since v4:",
// "Updated 12 Mar:".
var changeNoteLead = lazyRe(`(?i)^\W*(?:v\d+(?:\.\d+)*|version\s+\d+(?:\.\d+)*|rev(?:ision\b|\.|\b)\s*[\w.]+|changes?d?\s+(?:from|since|in)\s+(?:v(?:ersion)?\s*)?[\w.]+|updated?\s+[^:]{1,20})\s*(?::|\s[–—-])\s*\S`)

// removedVerb is a removal reported in a past participle.
var removedVerb = lazyRe(`(?i)\b(?:removed|dropped|deleted|withdrawn|retired|discontinued|descoped|de-scoped|cut)\s+(?:from|for|in|out)\b|\b(?:removed|dropped|deleted|withdrawn|retired|discontinued|descoped|de-scoped)\s*[.;]?\s*$`)

// withoutRemovals is sentence without the clauses (split at semicolons)
// that report a removal in a change note (above); "" when nothing else is
// left.
func withoutRemovals(sentence string) string {
	if !changeNoteLead().MatchString(sentence) || !removedVerb().MatchString(sentence) {
		return sentence
	}
	var kept []string
	for _, c := range strings.Split(sentence, ";") {
		if removedVerb().MatchString(c) && !modalRe().MatchString(c) {
			continue
		}
		kept = append(kept, c)
	}
	if len(kept) == 0 {
		return ""
	}
	return strings.TrimSpace(strings.Join(kept, ";"))
}

// revisionColumns finds a change table's old and new value columns in
// head (the header, or the first row when the header was not resolved):
// one column each named as such, or two or more columns naming versions,
// the latest (or the one marked "(now)") new and the others old. ok is
// false for any other table.
func revisionColumns(head []string) (old []int, newCol int, ok bool) {
	newCol = -1
	for k, h := range head {
		switch {
		case newColumn().MatchString(h):
			if newCol >= 0 {
				return nil, -1, false
			}
			newCol = k
		case oldColumn().MatchString(h):
			old = append(old, k)
		}
	}
	if newCol > 0 && len(old) > 0 {
		return old, newCol, true
	}
	// Version columns: the latest is the one that applies.
	best, bestV := -1, -1
	var versions []int
	for k, h := range head {
		m := versionColumn().FindStringSubmatch(h)
		if m == nil || k == 0 {
			continue
		}
		major, _ := strconv.Atoi(m[1])
		minor, _ := strconv.Atoi(m[2])
		v := major*1000 + minor
		versions = append(versions, k)
		if v > bestV {
			best, bestV = k, v
		}
	}
	if len(versions) < 2 {
		return nil, -1, false
	}
	for _, k := range versions {
		if k != best {
			old = append(old, k)
		}
	}
	return old, best, true
}

// takeRevisionColumns reduces a change table to the values that apply: the
// new value of each row, or its old value when the row's decision rejects
// the change (the old value then still applies). The old and decision
// columns are dropped; the new column keeps its place and name.
func (t *Table) takeRevisionColumns() {
	head, rows, pages, marks := t.Header, t.Rows, t.Pages, t.Marks
	if head == nil && len(rows) > 1 {
		head, rows, pages = rows[0], rows[1:], pages[1:]
		if marks != nil {
			marks = marks[1:]
		}
	}
	old, newCol, ok := revisionColumns(head)
	if !ok {
		return
	}
	decision := -1
	for k, h := range head {
		if k != newCol && decisionColumn().MatchString(h) {
			decision = k
		}
	}
	drop := slices.Clone(old)
	if decision >= 0 {
		drop = append(drop, decision)
	}
	out := make([][]string, len(rows))
	for i, r := range rows {
		r = slices.Clone(r)
		if decision >= 0 && decision < len(r) && newCol < len(r) {
			cell := r[decision]
			if rejectedBox().MatchString(cell) && !approvedBox().MatchString(cell) {
				// Rejected: the value the change would have replaced stays.
				if len(old) == 1 && old[0] < len(r) {
					r[newCol] = r[old[0]]
				} else {
					r[newCol] = ""
				}
			} else if !approvedBox().MatchString(cell) {
				r[newCol] = "" // undecided: not (yet) the specification
			}
		}
		out[i] = dropColumns(r, drop)
	}
	t.Header, t.Rows, t.Pages = dropColumns(head, drop), out, pages
	if t.Marks != nil {
		t.Marks = marks
	}
}

var (
	// recordColumn names a column recording what a test of one asset found
	// ("Tester notes", "Actual", "Measured value"), never a requirement.
	recordColumn = lazyRe(`(?i)^\s*(?:tester'?s?|qa|reviewer'?s?)\s+(?:notes?|comments?|findings?)|^\s*(?:actual|measured|observed|as tested|found)(?:\s+(?:value|result|size|weight))?\s*(?:\(.*\))?\s*$`)
	// resultColumn names a column of a test's outcome ("Result", "Test
	// result"): a record when its cells are bare outcomes ("Pass", "N/A").
	resultColumn = lazyRe(`(?i)^\s*(?:(?:test|qa|actual)\s+)?results?\s*(?:\(.*\))?\s*$`)
	recordCell   = lazyRe(`(?i)^\s*(?:pass(?:ed)?|fail(?:ed)?|n/?a|ok|done|yes|no|y|n|✓|✔|✗|✘|x|-|–|—)?\s*$`)
)

// dropRecordColumns drops the columns of a test's record from a table that
// has other columns: the tester's notes and measurements, and a result
// column of bare outcomes. A result column whose cells carry a message
// ("Rejected: initial load over 200 KB") is a test plan's expected
// outcome and stays.
func (t *Table) dropRecordColumns() {
	if len(t.Header) < 3 {
		return
	}
	var drop []int
	for k, h := range t.Header {
		if k == 0 {
			continue
		}
		if recordColumn().MatchString(h) {
			drop = append(drop, k)
			continue
		}
		if !resultColumn().MatchString(h) {
			continue
		}
		bare := true
		for _, r := range t.Rows {
			if k < len(r) && !recordCell().MatchString(strings.TrimSpace(r[k])) {
				bare = false
				break
			}
		}
		if bare {
			drop = append(drop, k)
		}
	}
	if len(drop) == 0 || len(drop) >= len(t.Header)-1 {
		return
	}
	for i, r := range t.Rows {
		t.Rows[i] = dropColumns(r, drop)
	}
	t.Header = dropColumns(t.Header, drop)
}
