package brd

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Some documents never state a requirement: they say what happens to a
// creative. A test plan lists uploads with their expected result
// ("300x250 JPG, 151 KB | Rejected: “Static files must not exceed 150
// KB”"), a review policy lists what triggers a rejection ("A JPG file
// larger than 200 KB. | Rejected"). The outcome says how binding the
// requirement behind the row is (Rejected: critical, Warning or Flagged:
// advice), and the requirement is the row's message, or else the
// opposite of its trigger ("larger than 200 KB" is rejected: at most 200
// KB). An accepted row states no requirement: its input is an example the
// document allows.

// outcomeCell is a cell that starts with an outcome word, with an optional
// message after it ("Rejected: “Initial load over 200 KB”"). The word may
// follow up to two words naming what it happened to ("Upload blocked: …",
// "File is rejected"), and a flag or warning after it makes an accepted
// outcome a warning ("Upload allowed with amber flag: “…”", group 2).
var outcomeCell = lazyRe(`(?i)^\s*(?:(?:[\p{L}]+\s+){1,2}?)??(accepted|accept|approved|allowed|pass(?:es|ed)?|ok|rejected|rejects|reject|refused|refuses|declined|declines|disapproved|denied|blocked|blocks|fail(?:s|ed)?|error|warning|warn|flagged|flag|info|informational|notice)\b((?:\s+(?:with|and|but)\s+(?:an?\s+)?(?:[\p{L}]+\s+)?(?:flag|warning|notice))?)\s*[:.\-–—]?\s*(.*)$`)

// outcomeLead is a word before an outcome word that turns it round or
// makes the cell a sentence rather than an outcome ("Not accepted").
var outcomeLead = lazyRe(`(?i)^\s*(?:not|never|no|if|when|unless|only|is|are|be|must|will|may)\b`)

// readOutcome reads a cell as an outcome: its outcome word (the
// warning's when a flag comes with an acceptance) and the message after
// it. ok is false for a cell that is no outcome.
func readOutcome(cell string) (word, message string, ok bool) {
	m := outcomeCell().FindStringSubmatch(cell)
	if m == nil || outcomeLead().MatchString(cell) && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(cell)), strings.ToLower(m[1])) {
		return "", "", false
	}
	word, message = m[1], m[3]
	if m[2] != "" {
		word = "flagged"
	}
	if q := quotedMessage().FindStringSubmatch(message); q != nil {
		// "… with error “Spots must be 15 or 30 seconds”", "… and shows
		// “…”": the message is what is quoted.
		message = q[1]
	}
	return word, message, true
}

// refusingOutcome reports whether a cell is an outcome that refuses or
// flags what the row describes.
func refusingOutcome(cell string) bool {
	if word, _, ok := readOutcome(cell); ok {
		sev, neg := outcomeSeverity(word)
		return neg && sev != compliance.SeverityInfo
	}
	return false
}

// quotedMessage is a message in quotation marks within an outcome.
var quotedMessage = lazyRe(`[“"‘']([^”"’']{8,})[”"’']?`)

// actualHeader names a column of what a run found (its pass or fail, the
// actual result, a defect): not the outcome the document requires.
var actualHeader = lazyRe(`(?i)\b(?:actual|observed|pass\s*/\s*fail|passed|defects?|bugs?|run)\b`)

// outcomeSeverity is the level an outcome word gives the requirement
// behind it; ok is false for an outcome that accepts the creative.
func outcomeSeverity(word string) (sev compliance.Severity, ok bool) {
	switch strings.ToLower(word) {
	case "rejected", "rejects", "reject", "refused", "refuses", "declined", "declines", "disapproved", "denied", "blocked", "blocks", "fail", "fails", "failed", "error":
		return compliance.SeverityCritical, true
	case "warning", "warn", "flagged", "flag":
		return compliance.SeverityWarning, true
	case "info", "informational", "notice":
		return compliance.SeverityInfo, true
	}
	return "", false
}

// outcomeColumn finds a table's column of outcomes: most of its filled
// cells start with an outcome word, and at least one of them is a
// rejection or a warning (a "Status | Required / Info" column is a status,
// not an outcome). -1 when there is none.
func outcomeColumn(t *Table) int {
	width := len(t.Header)
	for _, r := range t.Rows {
		width = max(width, len(r))
	}
	if width < 2 || len(t.Rows) < 2 {
		return -1
	}
	for k := range width {
		// (A sheet printed to PDF can lose its header row: the columns
		// are then read without their names.)
		if k < len(t.Header) && actualHeader().MatchString(t.Header[k]) {
			continue
		}
		filled, outcomes, negative := 0, 0, 0
		for _, r := range t.Rows {
			if k >= len(r) || strings.TrimSpace(r[k]) == "" {
				continue
			}
			filled++
			word, _, ok := readOutcome(r[k])
			if !ok {
				continue
			}
			outcomes++
			if sev, ok := outcomeSeverity(word); ok && sev != compliance.SeverityInfo {
				negative++
			}
		}
		if outcomes >= 2 && negative >= 1 && outcomes*5 >= filled*4 {
			return k
		}
	}
	return -1
}

// violationWording describes what breaks a requirement rather than the
// requirement ("larger than 200 KB", "other than 6, 15 or 30 seconds",
// "without the approval code", "ISI missing").
var violationWording = lazyRe(`(?i)\b(?:above|over|more than|greater than|higher than|longer than|larger than|louder than|below|under|less than|lower than|fewer than|shorter than|smaller than|quieter than|other than|not in|without|missing|absent|neither|instead of|exceeds?|exceeding)\b|^\s*no\s`)

// normativeWording states the requirement itself ("must not exceed 150
// KB", "may loop at most 3 times", "are limited to 60 seconds").
var normativeWording = lazyRe(`(?i)\b(?:must|shall|should|needs? to|required|limited to|at most|at least|no more than|no less than|not exceed|up to|only|maximum|minimum)\b`)

var (
	// overValue and underValue compare a trigger with a value (a number,
	// or a spelled one: "more than three times").
	overValue  = lazyRe(`(?i)\b(?:above|over|more than|greater than|higher than|longer than|larger than|louder than|exceeds?|exceeding)(\s+(?:[-−–]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twice)\b))`)
	underValue = lazyRe(`(?i)\b(?:below|under|less than|lower than|fewer than|shorter than|smaller than|quieter than)(\s+(?:[-−–]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twice)\b))`)
	// otherThan is "a duration other than 6, 15 or 30 seconds": the values
	// are the allowed ones.
	otherThan = lazyRe(`(?i)\bother than\b`)
	// absenceWords make a trigger about something missing ("No MP4 file",
	// "without the code", "ISI missing"): what is missing is required.
	absenceWords = lazyRe(`(?i)^\s*no\s|\b(?:not in|without|missing|absent|neither|nor|other than|not)\b`)
)

// requirementOf turns the words of a trigger into the requirement it
// enforces: a value it is rejected above is a maximum ("larger than 200
// KB" → "at most 200 KB"), below a minimum, "other than" the values
// lists the allowed ones; a trigger naming things without a bound or an
// absence refuses them ("Flash (SWF) files" → "… are not accepted").
func requirementOf(text string) string {
	out := overValue().ReplaceAllString(text, "at most$1")
	out = underValue().ReplaceAllString(out, "at least$1")
	out = otherThan().ReplaceAllString(out, "of")
	if out == text && !absenceWords().MatchString(text) {
		out = strings.TrimRight(text, ". ") + " are not accepted."
	}
	return out
}

// listedThings are the nouns of a trigger that lists refused things.
var listedThings = lazyRe(`(?i)\b(?:files?|images?|assets?|creatives?|videos?|banners?|units?|ads?|scripts?|tags?|sounds?|audio)\b`)

// listSep separates the items of a trigger's list ("…, or …").
var listSep = lazyRe(`,\s*(?:or\s+|and\s+)?`)

// triggerItems splits a trigger listing several refused things ("Flash
// (SWF) files, animated WebP images, or any asset requested over plain
// HTTP") into one trigger each; a list of values of one thing ("A JPG, PNG
// or GIF file larger than 200 KB") stays whole.
func triggerItems(text string) []string {
	parts := listSep().Split(strings.TrimRight(text, ". "), -1)
	if len(parts) < 2 {
		return []string{text}
	}
	for _, p := range parts {
		if !listedThings().MatchString(p) {
			return []string{text}
		}
	}
	return parts
}

// triggerHeader names a column that describes what gets a creative
// refused ("What triggers it", "Rejection reason", "Condition").
var triggerHeader = lazyRe(`(?i)\b(?:triggers?|conditions?|violations?|reasons?|issues?|problems?|causes?|description)\b`)

// unquote drops the quotation marks around a message.
func unquote(s string) string {
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), `"“”‘’'`))
}

// outcomeRowsSayWhat reports whether the rows of t beside its outcome
// column col say what is refused: at least half of the refusing rows give
// a message with the outcome, or a cell under a trigger header or in the
// wording of a violation ("larger than 200 KB"). In a table whose rows
// state the requirement itself ("Frame rate | 25 or 29.97 fps | Reject")
// they do not: the outcome column is the rows' level, read by the
// requirement readings (levelCell).
func outcomeRowsSayWhat(t *Table, col int) bool {
	refusing, saying := 0, 0
	for _, r := range t.Rows {
		if col >= len(r) {
			continue
		}
		word, message, ok := readOutcome(r[col])
		if _, refused := outcomeSeverity(word); !ok || !refused {
			continue
		}
		refusing++
		if unquote(message) != "" {
			saying++
			continue
		}
		for k, cell := range r {
			named := k < len(t.Header) && triggerHeader().MatchString(t.Header[k])
			if k != col && strings.TrimSpace(cell) != "" && (named || violationWording().MatchString(cell)) {
				saying++
				break
			}
		}
	}
	return saying*2 >= refusing
}

// outcomeTable reads a table with an outcome column, if t has one, and
// reports whether it did.
func (x *extractor) outcomeTable(t *Table) bool {
	col := outcomeColumn(t)
	if col < 0 || !outcomeRowsSayWhat(t, col) {
		return false
	}
	for i, r := range t.Rows {
		if col >= len(r) {
			continue
		}
		word, message, ok := readOutcome(r[col])
		if !ok {
			continue
		}
		sev, ok := outcomeSeverity(word)
		if !ok {
			continue // accepted: an example, no requirement
		}
		text, trigger := unquote(message), false
		if text == "" {
			// No message: the row's trigger says what is refused ("A
			// JPG, PNG or GIF file larger than 200 KB."). A cell without
			// such wording is an input of a test ("300x250 JPG, 151 KB"),
			// whose value is test data, not the limit.
			trigger = true
			for k, cell := range r {
				named := k < len(t.Header) && triggerHeader().MatchString(t.Header[k])
				if k != col && (named || violationWording().MatchString(cell)) && len(cell) > len(text) {
					text = strings.TrimSpace(cell)
				}
			}
		}
		if text == "" || len(text) > MaxSentenceBytes {
			continue
		}
		x.enterRow(i)
		items := []string{text}
		if trigger {
			items = triggerItems(text)
		}
		for _, item := range items {
			before := len(x.cands)
			x.checklistLine = true
			x.prose(Block{Kind: KindListItem, Page: t.Pages[i], Text: item}, "")
			x.checklistLine = false
			for j := before; j < len(x.cands); j++ {
				c := &x.cands[j]
				c.severity, c.sevWord = sev, "outcome: "+word
				if trigger || !normativeWording().MatchString(c.quote) {
					// The words say what is refused; the rule is the
					// requirement they break.
					c.text = requirementOf(c.text)
					c.trigger = true
				}
			}
		}
	}
	return true
}

// givenWhenThen is an acceptance criterion of a user story: "Given an
// HTML5 banner, when it is measured, then its initial load is at most 150
// KB." The "then" clause is the requirement, the "given" clause what it
// is of; the "when" clause is the moment of the test.
var givenWhenThen = lazyRe(`(?i)^\s*(?:\(?\d{1,2}[.)]\s*)?given\s+(.+?),\s*(?:(?:and\s+)?when\s+.+?,\s*)?then\s+(.+)$`)

// acceptanceCriterion splits an acceptance criterion into what it is of
// and what it requires.
func acceptanceCriterion(sentence string) (given, then string, ok bool) {
	m := givenWhenThen().FindStringSubmatch(sentence)
	if m == nil {
		return "", "", false
	}
	return strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), true
}

// criterion reads an acceptance criterion: its "then" clause is a
// requirement whatever its verb ("then it is 15 or 30 seconds long": a
// story's criteria must all be met), classified with its "given" subject
// ("a pre-roll spot", "the audio track") in front.
func (x *extractor) criterion(b Block, given, then, context string) {
	before := len(x.cands)
	x.checklistLine = true
	for _, s := range splitConflictingClauses(then) {
		x.clauseRequirements(b, s, then, context)
	}
	x.checklistLine = false
	for j := before; j < len(x.cands); j++ {
		c := &x.cands[j]
		c.text = given + ": " + c.text
		if c.sevWord == "checklist line" {
			c.sevWord = "acceptance criterion"
		}
	}
}

// A rule is often written as what gets a creative refused: "the backup is
// rejected if it is larger than 50 KB", "a spot is returned unless it is
// 1920x1080", "a warning is shown if the preheader is longer than 90
// characters". The condition broken is the requirement's opposite; the
// refusal gives its level (a warning or a flag: advice).
var (
	// refusedIf is "<subject> is rejected if|when|unless <condition>".
	refusedIf = lazyRe(`(?i)^(?:(?:then|and|but)\s+)?(.*?)\b(?:is|are|will be|gets?|may be|would be)\s+(rejected|refused|blocked|declined|returned|disapproved|failed|flagged)\s+(?:\([^)]*\)\s+)?(if|when|whenever|unless)\s+(.+?)[.;]?\s*$`)
	// refusesWhose is "<the system> blocks|rejects a <subject> whose|that
	// <condition>": the refusal in the active voice ("shall block a banner
	// whose size is not 300 × 250 or 728 × 90"). Only a condition on the
	// subject itself or one of its measured properties: "whose slides are
	// not 2048 × 1536" is a condition on a part no scope names.
	refusesWhose = lazyRe(`(?i)\b(?:block|reject|refuse|decline|return|disapprove|fail)s?\s+(?:an?|any|the|every|each)\s+([\w -]{1,30}?)\s+((?:whose\s+(?:file\s+)?(?:size|dimensions|resolution|length|duration|weight|format|frame rate|bitrate|aspect ratio|loudness|codec|container)|that|which)\s+(?:is|are)\b.+?)[.;]?\s*$`)
	// warnedIf is "a warning is shown if <condition>".
	warnedIf = lazyRe(`(?i)^(?:(?:then|and|but)\s+)?(?:an?\s+)?(?:warning|flag|notice)(?:\s+["“][^"”]*["”])?\s+(?:is|will be|gets)\s+(?:shown|raised|given|displayed|issued|added)\s+(if|when|whenever|unless)\s+(.+?)[.;]?\s*$`)
	// conditionNegations turn the words of a broken condition round.
	conditionNegations = []struct {
		re   func() *filteredRe
		with string
	}{
		{lazyRe(`(?i)\b(is|are)\s+not\s+(?:an?\s+)?`), "$1 "},
		{lazyRe(`(?i)\b(?:does|do)\s+not\s+`), ""},
		{lazyRe(`(?i)\b(?:has|have)\s+no\b`), "must have"},
		{lazyRe(`(?i)\b(?:is|are)\s+missing\b`), "must be present"},
		{lazyRe(`(?i)\bis\s+outside\b`), "is within"},
		{lazyRe(`(?i)\bnot\s+in\b`), "in"},
		{lazyRe(`(?i)\bwithout\b`), "with"},
	}
)

// refusalCondition reads s as a refusal under a condition and returns the
// requirement it enforces with the subject in front ("the backup: it is
// at most 50 KB") and its level; ok is false for any other sentence, and
// for a condition whose words say nothing it could turn round ("rejected
// if we find it misleading").
func refusalCondition(s string) (text string, sev compliance.Severity, ok bool) {
	var subject, word, cond string
	sev = compliance.SeverityCritical
	if m := refusedIf().FindStringSubmatch(s); m != nil {
		subject, word, cond = strings.TrimSpace(m[1]), strings.ToLower(m[3]), m[4]
		if strings.EqualFold(m[2], "flagged") {
			sev = compliance.SeverityWarning
		}
	} else if m := warnedIf().FindStringSubmatch(s); m != nil {
		word, cond, sev = strings.ToLower(m[1]), m[2], compliance.SeverityWarning
	} else if m := refusesWhose().FindStringSubmatch(s); m != nil {
		// "whose size is not …": the subject's own words are the condition.
		subject, word, cond = strings.TrimSpace(m[1]), "if", m[2]
		for _, w := range []string{"whose", "that", "which"} {
			if strings.HasPrefix(strings.ToLower(cond), w+" ") {
				cond = strings.TrimSpace(cond[len(w):])
			}
		}
		if sev2, _, ok := severityWithWord(s[:strings.Index(s, m[0])]); ok && sev2 != compliance.SeverityCritical {
			sev = compliance.SeverityWarning // "should block …": advice
		}
	} else {
		return "", "", false
	}
	req := cond
	if word != "unless" {
		// The condition is what is refused: turn it round.
		req = overValue().ReplaceAllString(cond, "at most$1")
		req = underValue().ReplaceAllString(req, "at least$1")
		req = otherThan().ReplaceAllString(req, "of")
		for _, n := range conditionNegations {
			req = n.re().ReplaceAllString(req, n.with)
		}
		if req == cond {
			return "", "", false
		}
	}
	if subject != "" {
		req = subject + ": " + req
	}
	return req, sev, true
}
