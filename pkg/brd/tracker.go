package brd

import (
	"slices"
	"strings"
)

// A tracker is a grid exported from a work-management tool or a shared
// spreadsheet (a production tracker, a board, a checklist of
// deliverables): one row per spec item, a column of requirements beside
// columns that only run the work (who owns it, when it was updated, its
// progress, working comments), a level column (Hard / Soft, Mandatory /
// Best practice) and often the asset or channel the row is for. Read as a
// specification matrix, the owners, dates and comments became values and
// most rows gave nothing; read as a tracker, each row is one requirement:
// its label (the spec item) and its requirement cell, at its level, under
// the asset or channel it names. Rows whose progress says they are not
// being produced (Dropped, Parked, Not doing) state no requirement, nor do
// a board's subitems (tasks under an item, printed one column to the
// right) or the rows of a group set aside ("Parked").

var (
	// workflowHeader names a column that runs the work, not the spec.
	workflowHeader = lazyRe(`(?i)^\s*(?:owners?|person|people|assignee|assigned(?: to)?|responsible|author|who|(?:due |last |target )?dates?|due|deadline|eta|last (?:update|updated|edited|modified)|updated(?: on| at| by)?|modified|created(?: on| by)?|comments?|working notes|qc notes|qc results?)\s*$`)
	// progressHeader names a column of progress.
	progressHeader = lazyRe(`(?i)^\s*(?:status|stage|state|progress)\s*$`)
	// progressWord is a cell of a progress column.
	progressWord = lazyRe(`(?i)^\s*(?:done|complete[d]?|finished|in progress|working on it|not started|to ?do|open|blocked|stuck|waiting(?: on [\w ]+)?|on hold|in review|under review|needs review|ready|approved|agreed|verified|in force|live|backlog|planned|` + notProducedWords + `)` + progressAside + `\s*$`)
	// notProducedWord is progress that takes a row out of scope.
	notProducedWord = lazyRe(`(?i)^\s*(?:` + notProducedWords + `)` + progressAside + `\s*$`)
	// itemHeader names the column that says which spec item a row is.
	itemHeader = lazyRe(`(?i)^\s*(?:(?:spec(?:ification)?\s+)?item|name|field|property|attribute|parameter|element|topic|check|aspect)\s*$`)
	// quantityHeader names a column of how many assets a row asks for.
	quantityHeader = lazyRe(`(?i)^\s*(?:qty\.?|quantity|quantities|count|volume|no\.? of \w+|number(?: of \w+)?|# ?of \w+|#\s*(?:versions?|assets?|units?|files?))\s*$`)
	// quantityCell is a cell holding a number of assets and nothing else.
	quantityCell = lazyRe(`^\s*\d{1,4}\s*[x×]?\s*$`)
	// scopeHeader names a column that says what a row is for (its
	// channel, placement, asset type or market), not which spec item it
	// is: "Channel | Rule broken" is scope and rule.
	scopeHeader = lazyRe(`(?i)^\s*(?:channel|medium|media|platform|placement|asset(?: type)?|deliverable|market|country|region)s?\s*$`)
	// ruleHeader names a column whose cells state the rule in words other
	// than a plain "Requirement": the rule a defect broke ("Root cause
	// (rule broken)"), what a review accepts ("What we accept", "Accepted
	// when"), the text of a requirement ("Requirement text"). It is read
	// only in a grid whose other columns are identifiers or run the work.
	ruleHeader = lazyRe(`(?i)\b(?:rules? (?:broken|violated|breached|failed)|(?:broken|violated|breached|failed) rules?|what (?:we|is|you) (?:accept|allow)(?:ed)?|accepted (?:when|if)|requirement (?:text|statement|wording|description))\b`)
	// qaHeader names a column of a QA artefact that records the work, not
	// the spec: where the requirement came from, which tests cover it,
	// when a defect was raised and fixed, what was observed, its triage.
	qaHeader = lazyRe(`(?i)^\s*(?:sources?|source doc(?:ument)?s?|origin|test(?: case| script| step)?s?(?:\s*\(s\))?|test ids?|raised(?: on| by)?|reported(?: on| by)?|fixed in|fix version|defects?(?: ids?)?|bugs?|sev\.?|severity|triage|observed|actual(?: result)?s?|pass\s*/\s*fail|verified(?: on| by| in)?|verification|build|run)\s*$`)
)

// progressAside is a bracketed note after a progress word: when or by whom
// ("CUT (11/20)", "Done [Kim]").
const progressAside = `(?:\s*[(\[][^()\[\]]{1,30}[)\]])?`

const notProducedWords = `dropped|cut|parked|cancel+ed|not doing|won'?t do|descoped|de-scoped|out of scope|removed|abandoned|scrapped|deferred|withdrawn|superseded|retired|obsolete|draft`

// trackerCols are the roles of a tracker's columns (-1: none).
type trackerCols struct {
	req, item, level, progress int
	scope                      []int // the asset, channel or placement the row is for
	// headed: rows without an item column are read under the requirement
	// column's name (a quantity column stood where the item would be).
	headed bool
}

// trackerColumns finds a tracker's columns: a requirement column and at
// least one column that runs the work. ok is false for any other table.
func trackerColumns(t *Table) (c trackerCols, ok bool) {
	c = trackerCols{req: -1, item: -1, level: -1, progress: -1}
	if len(t.Header) < 3 || len(t.Rows) < 2 {
		return c, false
	}
	workflow, named, quantity := 0, false, false
	role := make([]bool, len(t.Header)) // a column whose role is known
	for k, h := range t.Header {
		switch {
		case workflowHeader().MatchString(h) || qaHeader().MatchString(h):
			workflow++
			role[k] = true
		case fileNameColumn(t.Rows, k) || mostly(t.Rows, k, dateCell().MatchString):
			// A column of file names lists the assets a row was seen on,
			// not what it is for; a column of dates, when. Neither is
			// scope, but neither makes a table a tracker by itself (a
			// deliverables list has its due dates too).
			role[k] = true
		case progressHeader().MatchString(h) && mostly(t.Rows, k, progressWord().MatchString):
			c.progress, role[k] = k, true
			workflow++
		case statusHeader().MatchString(h) && c.level < 0 && mostly(t.Rows, k, func(s string) bool { _, ok := statusSeverity(s); return ok }):
			c.level, role[k] = k, true
		case c.req < 0 && requirementHeader().MatchString(h):
			c.req, role[k] = k, true
		case c.req < 0 && ruleHeader().MatchString(h):
			c.req, role[k], named = k, true, true
		case c.item < 0 && itemHeader().MatchString(h):
			c.item, role[k] = k, true
		case k == 0 && idHeader().MatchString(h):
			role[k] = true
		case k > 0 && (quantityHeader().MatchString(h) || !technicalFields[labelField(h)] && mostly(t.Rows, k, quantityCell().MatchString)):
			// "Qty", "# of versions", a column of counts: how many of
			// the row's assets there are, neither its label nor its scope.
			role[k], quantity = true, true
		}
	}
	if c.req < 0 || workflow == 0 && !(named && role[0]) || len(t.Header) < 4 && !named {
		// (A column named as the rule needs no work columns beside it
		// when the rows are numbered: "Code | What we found | What we
		// accept".)
		return c, false
	}
	fields := 0
	for k, h := range t.Header {
		if !role[k] && technicalFields[labelField(h)] {
			fields++
		}
	}
	if fields >= 2 {
		return c, false // "Format | Dimensions | Max weight" columns: a matrix of deliverables
	}
	if c.item < 0 && c.req > 0 && !role[c.req-1] && !scopeHeader().MatchString(t.Header[c.req-1]) {
		c.item, role[c.req-1] = c.req-1, true // "Spec item | Requirement"
	}
	c.headed = c.item < 0 && quantity
	for k := 0; k < c.req; k++ {
		if !role[k] {
			c.scope = append(c.scope, k)
		}
	}
	return c, true
}

// fileNameColumn reports whether most filled cells of column k are file
// names ("XYL_DISP_300x250_v01.zip").
func fileNameColumn(rows [][]string, k int) bool {
	return mostly(rows, k, func(s string) bool { return fileNameCell().MatchString(s) })
}

// fileNameCell is a cell holding one file name.
var fileNameCell = lazyRe(`(?i)^\s*\S+\.(?:zip|html?|jpe?g|png|gif|mp4|mov|webm|mp3|wav|pdf|psd|svg)\s*$`)

// dateCell is a cell holding one date ("04/05/2027", "2027-03-02", "3
// May", "Mar 2, 2027").
var dateCell = lazyRe(`(?i)^\s*(?:\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,?\s+\d{4})?)\s*$`)

// mostly reports whether most filled cells of column k satisfy ok.
func mostly(rows [][]string, k int, ok func(string) bool) bool {
	yes, filled := 0, 0
	for _, r := range rows {
		if k >= len(r) || strings.TrimSpace(r[k]) == "" {
			continue
		}
		filled++
		if ok(r[k]) {
			yes++
		}
	}
	return filled > 0 && 2*yes > filled
}

// tracker reads t as a tracker; it reports whether t was one.
func (x *extractor) tracker(t *Table) bool {
	c, ok := trackerColumns(t)
	if !ok {
		return false
	}
	cell := func(r []string, k int) string {
		if k < 0 || k >= len(r) {
			return ""
		}
		return strings.TrimSpace(r[k])
	}
	saved := slices.Clone(x.path)
	defer func() { x.path, x.rowScope, x.rowLabel = saved, "", "" }()
	for i, r := range t.Rows {
		if isSectionRow(r, len(t.Header)) || repeatsHeader(r, t.Header) {
			continue
		}
		if c.progress >= 0 {
			p := cell(r, c.progress)
			if notProducedWord().MatchString(p) {
				continue
			}
			if p != "" && !progressWord().MatchString(p) && progressWord().MatchString(cell(r, c.progress+1)) {
				continue // a subitem, printed one column to the right
			}
		}
		x.path = slices.Clone(saved)
		x.enterRow(i)
		if h := x.path; len(h) > 0 && notProducedGroup(h[len(h)-1].text) {
			continue // a group set aside: "Parked"
		}
		x.rowLabel = ""
		req := cell(r, c.req)
		if req == "" || noLimitCell(req) {
			continue
		}
		var scope []string
		for _, k := range c.scope {
			if s := cell(r, k); s != "" {
				scope = append(scope, s)
			}
		}
		x.rowScope = strings.Join(scope, " | ")
		label := cell(r, c.item)
		if label != "" {
			// The spec item heads its requirement cell as a heading
			// heads a paragraph ("RSA headlines" over "30 characters
			// max"), and its quote.
			x.path = append(x.path, heading{x.depth() + 1, label})
			x.rowLabel = label
		}
		mark := levelMark(cell(r, c.level), x.terms)
		if label == "" && c.headed {
			// No item column: the cell is read under its column's name
			// ("Specs: 1920x1080 MP4, 29.97 fps"), as a specification
			// table's cell is, not as prose needing a modal.
			label = cell(t.Header, c.req)
		}
		if label == "" {
			x.prose(Block{Kind: KindParagraph, Page: t.Pages[i], Text: req}, mark)
			continue
		}
		x.tableRow(t.Pages[i], []string{label, req}, mark, true)
	}
	return true
}

// levelMark is a level cell's severity as a mark word ("Hard" and
// "Mandatory" are mandatory, "Soft" and "Best practice" advisory), read
// from its own words or the document's definition of it; "" when
// neither says.
func levelMark(cell string, terms map[string]string) string {
	if cell == "" {
		return ""
	}
	sev, ok := statusSeverity(cell)
	if !ok {
		if def := terms[strings.ToLower(cell)]; def != "" {
			sev, ok = statusSeverity(def)
		}
	}
	if !ok {
		return ""
	}
	switch sev {
	case "critical":
		return "mandatory"
	case "minor":
		return "optional"
	}
	return "advisory"
}

// repeatsHeader reports whether a row repeats header words instead of
// giving values (a board's "Subitem | Owner | Status | Date" line).
func repeatsHeader(r, header []string) bool {
	n := 0
	for _, s := range r {
		s = strings.TrimSpace(s)
		if s != "" && (slices.ContainsFunc(header, func(h string) bool { return strings.EqualFold(strings.TrimSpace(h), s) }) ||
			strings.EqualFold(s, "subitem") || strings.EqualFold(s, "subitems")) {
			n++
		}
	}
	return n >= 2
}

// notProducedGroup reports whether a group's title sets its rows aside.
func notProducedGroup(title string) bool {
	return notProducedWord().MatchString(title) || deferredPart().MatchString(title) && len(strings.Fields(title)) <= 3
}
