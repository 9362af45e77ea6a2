package compliance

import (
	"context"
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// The characterCount checker counts the characters of a piece of copy in
// the asset's text (Asset.Text: the document text, an email's HTML, a
// social post's copy deck). It finds the piece by its label ("Headline:",
// "Subject line:", "Primary text:") or, in HTML, by its element (<title>
// for an email's subject, <h1> for a headline, an element whose class or
// id says "preheader" or "cta", an image's alt attribute for its
// alternative text). Without such a piece there is nothing to
// count: the safety information and other text of an asset is not its
// limited copy.

func init() {
	checkers["characterCount"] = CheckerFunc(checkCharacterCount)
}

// copyLabels find a labelled piece of copy, per check.
var copyLabels = map[string]func() *regexp.Regexp{
	CopyCheckHeadline:            copyLabel(`(?:headline|title|header)s?`),
	CopyCheckSubject:             copyLabel(`(?:subject(?: line)?s?|objet)`),
	CopyCheckPreheader:           copyLabel(`(?:pre-?header|preview text)`),
	CopyCheckCTA:                 copyLabel(`(?:cta|call to action|button(?: text)?|text link)`),
	CopyCheckDescription:         copyLabel(`(?:description|link description|sub-?headline|subhead)`),
	CopyCheckBrandName:           copyLabel(`(?:brand(?: name)?|advertiser(?: name)?|sponsored by|sponsor(?: name)?|(?:business|company|display) name)`),
	CopyCheckAltText:             copyLabel(`(?:alt(?:ernative)?[- ]text)`),
	CopyCheckAppName:             copyLabel(`(?:app(?:lication)? (?:name|title))`),
	CopyCheckSubtitle:            copyLabel(`subtitle`),
	CopyCheckShortDescription:    copyLabel(`short description`),
	CopyCheckPromotionalText:     copyLabel(`promotional text`),
	CopyCheckKeywords:            copyLabel(`keywords?`),
	CopyCheckSitelinkText:        copyLabel(`site ?link(?: text| title)?`),
	CopyCheckSitelinkDescription: copyLabel(`site ?link description(?: line)?`),
	CopyCheckDisplayPath:         copyLabel(`(?:display(?: url)? )?path`),
	CopyCheckCallout:             copyLabel(`callout(?: text)?`),
	CopyCheckBody:                copyLabel(`(?:primary text|body(?: copy| text)?|post copy|caption|ad copy)`),
}

// copyLabel finds a piece of copy on a line of its own after its label
// (one of names, a regexp alternation), an optional number and a colon or
// dash: "Headline 2: …", "Subject line – …".
func copyLabel(names string) func() *regexp.Regexp {
	return lazyregexp.New(`(?im)^\s*` + names + `\s*\d*\s*[:\-–]\s*(.+)$`)
}

// copyElements find a piece of copy in HTML, per check.
var copyElements = map[string]func() *regexp.Regexp{
	CopyCheckHeadline:  lazyregexp.New(`(?is)<h1\b[^>]*>(.*?)</h1>|<[a-z0-9]+\b[^>]*(?:class|id)="[^"]*headline[^"]*"[^>]*>(.*?)</[a-z0-9]+>`),
	CopyCheckSubject:   lazyregexp.New(`(?is)<title\b[^>]*>(.*?)</title>`),
	CopyCheckPreheader: lazyregexp.New(`(?is)<[a-z0-9]+\b[^>]*(?:class|id)="[^"]*pre-?header[^"]*"[^>]*>(.*?)</[a-z0-9]+>`),
	CopyCheckCTA:       lazyregexp.New(`(?is)<(?:a|button)\b[^>]*(?:class|id)="[^"]*(?:cta|button|btn)[^"]*"[^>]*>(.*?)</(?:a|button)>`),
	CopyCheckAltText:   lazyregexp.New(`(?is)<img\b[^>]*\balt\s*=\s*"([^"]*)"|<img\b[^>]*\balt\s*=\s*'([^']*)'`),
}

var (
	htmlTag   = lazyregexp.New(`(?s)<[^>]*>`)
	looksHTML = lazyregexp.New(`(?i)<(?:html|body|table|div|p|h1|title)\b`)
)

// copyPieces returns the pieces of copy of a check found in text.
func copyPieces(text, check string) []string {
	var out []string
	clean := func(s string) string {
		return strings.Join(strings.Fields(html.UnescapeString(htmlTag().ReplaceAllString(s, " "))), " ")
	}
	if looksHTML().MatchString(text) {
		if re, ok := copyElements[check]; ok {
			for _, m := range re().FindAllStringSubmatch(text, 50) {
				for _, g := range m[1:] {
					if s := clean(g); s != "" {
						out = append(out, s)
					}
				}
			}
		}
	}
	if re, ok := copyLabels[check]; ok {
		for _, m := range re().FindAllStringSubmatch(text, 50) {
			if s := clean(m[1]); s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}

func checkCharacterCount(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	p := paramsOf(r)
	what := "copy"
	if p.Check != "" {
		what = p.Check
	}
	if _, ok := copyLabels[p.Check]; !ok {
		return warn(fmt.Sprintf("Unknown characterCount check %q", p.Check), "", "")
	}
	_, exp := within(p, 0, 0, " characters")
	if strings.TrimSpace(a.Text) == "" {
		return warn("No copy text to count the "+what+" characters of", "", exp)
	}
	pieces := copyPieces(a.Text, p.Check)
	if len(pieces) == 0 {
		return warn("No "+what+" found in the asset's text", "", exp)
	}
	longest, n := "", 0
	for _, s := range pieces {
		if c := utf8.RuneCountInString(s); c > n {
			longest, n = s, c
		}
	}
	got := strconv.Itoa(n) + " characters"
	if ok, exp := within(p, float64(n), 0, " characters"); !ok {
		return fail(fmt.Sprintf("The %s %q has %s, not %s", what, shortCopy(longest), got, exp), got, exp)
	}
	return pass(fmt.Sprintf("The %s has %s (%s)", what, got, exp), got, exp)
}

// shortCopy cuts copy for a message.
func shortCopy(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	return string([]rune(s)[:57]) + "…"
}
