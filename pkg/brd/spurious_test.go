package brd_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// Spurious rules (issue 12: "no rule from background text"). Each held-out
// key lists, under "not_requirements", the sentences of its document that
// must not become rules: background figures, process and vendor duties,
// legends, examples, superseded rows. The writers quote them in several
// ways: the sentence itself, a label and a quoted sentence ("Notes column:
// 'Most inventory', 'Desktop only'"), pieces joined by an ellipsis, and
// nearly always a closing parenthesis that says why ("(process)"). A rule
// is spurious when its quote holds one of those pieces, or is itself held
// by one, and it matches no key entry (a quote that also holds a
// requirement is scored as that requirement).

// minSpuriousWords is the fewest words a piece needs to name a sentence: a
// shorter one ("Version history", "6.2 days") is in too many quotes.
const minSpuriousWords = 3

var (
	// whyParen is the closing explanation: "… (process)", "… (not a size
	// in scope)".
	whyParen = regexp.MustCompile(`\s*\([^()]*\)\s*$`)
	// quotedPiece is a quoted sentence: “…”, ‘…’, "…", or '…' between a
	// space or bracket and a space or punctuation (not an apostrophe).
	quotedPiece = regexp.MustCompile(`“([^”]+)”|‘([^’]+)’|"([^"]+)"|(?:^|[\s(:])'([^']+)'(?:$|[\s),.;:])`)
	// pieceBreak cuts a description into the pieces it strings together.
	pieceBreak = regexp.MustCompile(`\s*(?:\.\.\.|…|;|\s/\s)\s*`)
)

// notRequirementPieces are the normalised pieces of one not_requirements
// entry that each name text of the document.
func notRequirementPieces(s string) []string {
	for whyParen.MatchString(s) && strings.TrimSpace(whyParen.ReplaceAllString(s, "")) != "" {
		s = whyParen.ReplaceAllString(s, "")
	}
	var raw []string
	for _, m := range quotedPiece.FindAllStringSubmatch(s, -1) {
		for _, g := range m[1:] {
			if g != "" {
				raw = append(raw, pieceBreak.Split(g, -1)...)
			}
		}
	}
	body := s
	if i := strings.Index(body, ": "); i > 0 && len(strings.Fields(body[:i])) <= 4 {
		body = body[i+2:] // a label ("Background: …", "Notes column: …")
	}
	raw = append(raw, pieceBreak.Split(body, -1)...)
	var out []string
	for _, p := range raw {
		n := brd.NormalizeQuote(p)
		if len(strings.Fields(n)) >= minSpuriousWords && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// spuriousQuote reports whether a rule's quote is text a not_requirements
// piece names: the quote holds the piece, or the piece holds a quote of
// minSpuriousWords words or more.
func spuriousQuote(quote string, pieces []string) bool {
	q := brd.NormalizeQuote(quote)
	if q == "" {
		return false
	}
	long := len(strings.Fields(q)) >= minSpuriousWords
	for _, p := range pieces {
		if strings.Contains(q, p) || long && strings.Contains(p, q) {
			return true
		}
	}
	return false
}

func TestNotRequirementPieces(t *testing.T) {
	for _, tc := range []struct {
		entry string
		quote string
		want  bool
	}{
		// the sentence itself, with the writer's reason after it
		{"Use 15-second spots for reminders and 30-second spots for stories (advice, no limit)", "Use 15-second spots for reminders and 30-second spots for stories.", true},
		// a label, then a quoted sentence
		{"Notes column: 'Homepage takeover only', 'Physician portal pages' (placement information)", "Physician portal pages", true},
		// pieces joined by an ellipsis; the rule quotes one of them
		{"Final files are due ten working days before launch ... proofs go to the printer by Friday (process)", "Proofs go to the printer by Friday.", true},
		// a rule quoting a longer sentence that holds a piece
		{"Invoices are paid within 30 days (money)", "Invoices are paid within 30 days of receipt, net.", true},
		// a short piece names no sentence
		{"Version history, footer", "Version history", false},
		// an apostrophe is no quotation mark
		{"The agency's rate card (money)", "Banners must not exceed 150 KB.", false},
		// the reason in brackets is not the document's text
		{"Deliverables list (not a limit)", "This is not a limit on the file.", false},
		// another sentence of the document
		{"Background: 40,000 patients were reached in 2025 (background)", "Every banner must show the ISI.", false},
	} {
		got := spuriousQuote(tc.quote, notRequirementPieces(tc.entry))
		if got != tc.want {
			t.Errorf("%q against %q: spurious %v, want %v (pieces %q)", tc.quote, tc.entry, got, tc.want, notRequirementPieces(tc.entry))
		}
	}
}
