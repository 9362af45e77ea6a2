package brd

import (
	"strings"
)

// A completed questionnaire states its requirements as answers: "Which
// display sizes do you accept? | 300x250 and 728x90", "Native headline
// length? | 50 characters maximum", "Do you accept Flash (SWF)? | No". The
// answer alone says too little ("No", "1280 × 720"); read with its
// question it is a specification line ("Minimum resolution: 1280 × 720",
// "Flash (SWF) is not accepted"). A status column gives each row's level;
// a row whose status gives none ("Info": about the supplier) states no
// requirement.

var (
	// questionHeader and answerHeader name the two columns.
	questionHeader    = lazyRe(`(?i)^\s*(?:questions?|query|queries)\s*$`)
	answerColumnTitle = lazyRe(`(?i)^\s*(?:(?:supplier|vendor|publisher|partner|agency|your)\s+)?(?:answers?|responses?|reply|replies)\s*$`)
	// yesNoQuestion opens a question answered yes or no.
	yesNoQuestion = lazyRe(`(?i)^\s*(?:do|does|is|are|can|could|will|would|must|should|has|have)\b`)
	// acceptQuestion asks whether something is accepted: "Do you accept
	// Flash (SWF)?", "Are third-party tags accepted?".
	acceptQuestion = lazyRe(`(?i)^\s*(?:(?:do|does|will|would|can|could)\s+(?:you|we|they|the \w+)\s+(?:accept|allow|support|permit|take|run|serve)\s+(?P<a>.+?)|(?:is|are)\s+(?P<b>.+?)\s+(?:accepted|allowed|supported|permitted))\s*\??\s*$`)
	// requiredQuestion asks whether something is required: "Is the black
	// triangle required?", "Do you require a border on display units?".
	requiredQuestion = lazyRe(`(?i)^\s*(?:(?:is|are)\s+(?P<a>.+?)\s+(?:required|mandatory|needed)|(?:do|does)\s+(?:you|we|they)\s+(?:require|need)\s+(?P<b>.+?))\s*\??\s*$`)
	// answerYes and answerNo open an answer: "Yes: ZIP upload", "No".
	answerYes = lazyRe(`(?i)^\s*yes\b[\s,.;:–—-]*`)
	answerNo  = lazyRe(`(?i)^\s*no\b[\s,.;:–—-]*`)
	// exampleComment is a comment that gives an example ("e.g.
	// UK-PLM-0189"): it belongs to its answer.
	exampleComment = lazyRe(`(?i)^\s*(?:e\.\s?g\.|for example|example:|for instance)`)
)

// questionColumns finds a questionnaire's question and answer columns: a
// column headed "Question" (or most of whose cells end in "?") and the
// column headed "Answer" or "Response" after it. ok is false for any other
// table.
func questionColumns(t *Table) (q, a int, ok bool) {
	q, a = -1, -1
	for k, h := range t.Header {
		switch {
		case q < 0 && (questionHeader().MatchString(h) || questionCells(t, k)):
			q = k
		case q >= 0 && a < 0 && answerColumnTitle().MatchString(h):
			a = k
		}
	}
	return q, a, q >= 0 && a > q
}

// questionCells reports whether most filled cells of column k are
// questions.
func questionCells(t *Table, k int) bool {
	filled, questions := 0, 0
	for _, r := range t.Rows {
		if k < len(r) && strings.TrimSpace(r[k]) != "" {
			filled++
			if strings.HasSuffix(strings.TrimSpace(r[k]), "?") {
				questions++
			}
		}
	}
	return questions >= 2 && questions*5 >= filled*3
}

// answerText is what a question and its answer state together, as a
// specification line, and the part of the answer a quote starts with;
// "" when they state nothing (a "Yes" to "Do you accept …?" grants, a
// "No" to a question about something else refuses nothing).
func answerText(question, answer string) (text, lead string) {
	question = strings.TrimSpace(question)
	label := strings.TrimSpace(strings.TrimRight(question, "?"))
	if yesNoQuestion().MatchString(question) {
		subject := ""
		if m := acceptQuestion().FindStringSubmatch(question); m != nil {
			subject = m[1] + m[2]
		}
		required := ""
		if m := requiredQuestion().FindStringSubmatch(question); m != nil {
			required = m[1] + m[2]
		}
		switch {
		case answerNo().MatchString(answer):
			rest := answer[len(answerNo().FindString(answer)):]
			if subject != "" {
				return subject + " is not accepted. " + rest, ""
			}
			if rest == "" || required != "" {
				return "", "" // "Do you require a border?" "No": nothing required
			}
			return label + ": " + rest, answer[:len(answer)-len(rest)]
		case answerYes().MatchString(answer):
			rest := answer[len(answerYes().FindString(answer)):]
			lead = answer[:len(answer)-len(rest)]
			switch {
			case required != "":
				return required + ": " + rest, lead
			case rest == "":
				return "", ""
			case subject != "":
				return subject + ": " + rest, lead
			}
			return label + ": " + rest, lead
		case required != "":
			return required + " is required: " + answer, ""
		case subject != "":
			return subject + ": " + answer, ""
		}
	}
	return label + ": " + answer, ""
}

// questionnaire reads a questionnaire table, if t is one, and reports
// whether it did.
func (x *extractor) questionnaire(t *Table) bool {
	q, a, ok := questionColumns(t)
	if !ok {
		return false
	}
	status := x.statusColumn(t)
	for i, r := range t.Rows {
		if a >= len(r) || isSectionRow(r, len(t.Header)) {
			continue
		}
		question, answer := strings.TrimSpace(r[q]), strings.TrimSpace(r[a])
		sev := status.of(r)
		if question == "" || answer == "" || noLimitCell(answer) || status.index >= 0 && sev.word == "" {
			continue // unanswered, or about the supplier ("Info")
		}
		var comments []string
		for k := a + 1; k < len(r); k++ {
			c := strings.TrimSpace(r[k])
			if k == status.index || c == "" {
				continue
			}
			if exampleComment().MatchString(c) {
				answer += " (" + c + ")"
				continue
			}
			comments = append(comments, c)
		}
		x.enterRow(i)
		x.answer(t.Pages[i], question, answer, sev, true)
		for _, c := range comments {
			if !statesValues(c) {
				continue
			}
			// "We recommend 90 characters or fewer" is of what the
			// question names; "1920 × 1080 preferred" names its own
			// (under "Minimum resolution?" it is no minimum). A comment's
			// own words set its level, else the row's status does.
			q := question
			if technicalFamilies(scanFamilies(c)) > 0 {
				q = "Comment"
			}
			x.answer(t.Pages[i], q, c, sev, false)
		}
	}
	return true
}

// answer reads one answer (or comment) with its question.
func (x *extractor) answer(page int, question, answer string, status rowSeverity, forced bool) {
	text, lead := answerText(question, answer)
	if text == "" || len(text) > MaxSentenceBytes {
		return
	}
	label, body, _ := strings.Cut(text, ": ")
	for i, part := range answerParts(body) {
		if i > 0 {
			lead = ""
		}
		before := len(x.cands)
		x.checklistLine = forced
		x.prose(Block{Kind: KindListItem, Page: page, Text: label + ": " + part}, "")
		x.checklistLine = false
		for j := before; j < len(x.cands); j++ {
			c := &x.cands[j]
			// The quote is the document's: the question and the answer.
			body := strings.TrimPrefix(c.quote, label+": ")
			if body != c.quote {
				body = lead + body
			}
			c.quote = question + " | " + body
			if status.word != "" && (forced || c.sevWord == "checklist line") {
				c.severity, c.sevWord = status.severity, status.word
			}
		}
	}
}

// answerParts splits an answer giving two or more bounds of one quantity
// ("ZIP upload, initial load up to 200 kB, total up to 600 kB") into its
// parts, each read with the question; any other answer stays whole.
func answerParts(body string) []string {
	parts := boundJoin().Split(body, -1)
	if len(parts) < 2 || len(parts) > 6 {
		return []string{body}
	}
	bounded := map[string]int{}
	for _, p := range parts {
		for f, pp := range ExtractParams(p) {
			if technicalFields[f] && len(pp.Allowed) == 0 && (pp.Min != nil || pp.Max != nil) {
				bounded[f]++
			}
		}
	}
	for _, n := range bounded {
		if n >= 2 {
			return trimmedClauses(parts)
		}
	}
	return []string{body}
}
