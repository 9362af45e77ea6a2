package pages

import (
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/tui"
)

// openFailed opens the asset with two failed checks and a warning.
func openFailed(t *testing.T) (*App, *memSource) {
	t.Helper()
	a, src := loadedApp(t)
	keys(t, a, "j", "enter")
	must(t, a.onDetail, "enter did not open the asset")
	return a, src
}

// checkUnderCursor is the issue under the detail's cursor.
func checkUnderCursor(a *App) compliance.Issue {
	is, _ := a.detail.issue()
	return is
}

func TestDetailShowsWhy(t *testing.T) {
	a, _ := openFailed(t)
	view := a.View()
	for _, want := range []string{
		"Zeta_DTC_Launch_970x250.png", "‹ 2/5 ›", "creatives/Zeta_DTC_Launch_970x250.png",
		"IMG · PNG · image/png · 410.2 KB · 970x250",
		"Score 38 Non-Compliant · 2 failed · 1 warning · 1 passed · 0/3 reviewed",
		"› FAIL  critical File size at most 150 KB",
		"detected: 410.2KB   expected: at most 150KB",
		"source: “Display banners must not exceed 150 KB.” — Zeta BRD.pdf, p. 4",
		"FAIL  critical Approved display dimensions",
		"WARN  warning  File naming convention",
	} {
		must(t, strings.Contains(view, want), "the detail lacks %q:\n%s", want, view)
	}
	// Failed checks first, the pass last, whatever the rule order.
	must(t, strings.Index(view, "WARN") < strings.Index(view, "PASS") || !strings.Contains(view, "PASS"), "checks out of order:\n%s", view)
	keys(t, a, "G", "pgdown")
	must(t, strings.Contains(a.View(), "Recommendations") && strings.Contains(a.View(), "PASS  critical Rule customer-type"), "the end of the detail:\n%s", a.View())
}

func TestDetailMoves(t *testing.T) {
	a, _ := openFailed(t)
	rules := func() string { return checkUnderCursor(a).Rule }
	must(t, rules() == "File size at most 150 KB", "first check %q", rules())
	keys(t, a, "j")
	must(t, rules() == "Approved display dimensions", "j: %q", rules())
	keys(t, a, "down", "down", "down") // stops at the last
	must(t, rules() == "Rule customer-type", "down past the end: %q", rules())
	keys(t, a, "up")
	must(t, rules() == "File naming convention", "up: %q", rules())
	keys(t, a, "g")
	must(t, a.detail.Check() == 0 && a.detail.offset == 0, "g: check %d offset %d", a.detail.Check(), a.detail.offset)
	keys(t, a, "G")
	must(t, a.detail.Check() == 3, "G: check %d", a.detail.Check())
	keys(t, a, "pgup")
	must(t, a.detail.offset == 0, "pgup: offset %d", a.detail.offset)
	keys(t, a, "pgdown")
	must(t, a.detail.offset >= 0 && a.detail.offset <= len(a.detail.lines), "pgdown: offset %d", a.detail.offset)
}

func TestDetailScrollsToTheCheck(t *testing.T) {
	a, _ := openFailed(t)
	send(t, a, sizeMsg(80, 12)) // a short terminal: not every check fits
	keys(t, a, "G")
	must(t, strings.Contains(a.View(), "› PASS"), "the last check is not on screen:\n%s", a.View())
	keys(t, a, "g")
	must(t, strings.Contains(a.View(), "› FAIL  critical File size"), "the first check is not on screen:\n%s", a.View())
}

func TestDetailNavigatesAssets(t *testing.T) {
	a, _ := openFailed(t)
	name := func() string { return a.d.Assets[a.detail.Index()].Name }
	keys(t, a, "right")
	must(t, name() == "notes.png", "right: %s", name())
	must(t, strings.Contains(a.View(), "Could not be checked:") && strings.Contains(a.View(), "unsupported file type"), "unreadable detail:\n%s", a.View())
	keys(t, a, "l", "]")
	must(t, name() == "Zeta_HCP_728x90.png", "l ]: %s", name())
	keys(t, a, "right")
	must(t, name() == "Zeta_HCP_728x90.png" && strings.Contains(a.status, "no more assets"), "past the end: %s, %q", name(), a.status)
	keys(t, a, "left", "h", "[")
	must(t, name() == "Zeta_DTC_Launch_970x250.png", "back three: %s", name())
	keys(t, a, "esc")
	must(t, current(a) == "Zeta_DTC_Launch_970x250.png", "the list's cursor does not follow the detail: %s", current(a))
	// In a filtered list, the detail steps through that list only.
	keys(t, a, "f", "enter", "right")
	must(t, name() == "notes.png", "failed filter, right: %s", name())
	keys(t, a, "right")
	must(t, name() == "notes.png", "failed filter has two assets: %s", name())
}

func TestDetailReviews(t *testing.T) {
	a, src := openFailed(t)
	is := checkUnderCursor(a)
	keys(t, a, "r")
	must(t, len(src.acts) == 1 && src.acts[0] == app.ReviewAction{IssueKey: tui.IssueKey(is), Acknowledge: true}, "r sent %+v", src.acts)
	view := a.View()
	must(t, strings.Contains(view, "✓ reviewed") && strings.Contains(view, "reviewed by alice, 2026-11-24 14:00 UTC") &&
		strings.Contains(view, "1/3 reviewed") && strings.Contains(view, "marked reviewed in memory"), "after r:\n%s", view)
	keys(t, a, "r")
	must(t, len(src.acts) == 1 && strings.Contains(a.status, "already reviewed by alice"), "r twice: %+v, %q", src.acts, a.status)
	keys(t, a, "esc")
	must(t, strings.Contains(a.View(), "1/3"), "the list does not show the review:\n%s", a.View())
}

func TestDetailFixNote(t *testing.T) {
	a, src := openFailed(t)
	keys(t, a, "j", "n")
	must(t, a.detail.Prompting() && strings.Contains(a.View(), "Fix note: "), "n does not open the note")
	// Keys are text while the note is open: q, r and esc-less letters.
	quit := keys(t, a, "R", "e", "s", "i", "z", "e", " ", "q", "r", "backspace", "backspace")
	must(t, !quit, "q in the note quit")
	keys(t, a, "enter")
	want := app.ReviewAction{IssueKey: "dimensions", Apply: true, Fix: "Resize"}
	must(t, len(src.acts) == 1 && src.acts[0] == want, "enter sent %+v, want %+v", src.acts, want)
	must(t, strings.Contains(a.View(), "fix note: Resize (alice, 2026-11-24 14:00 UTC)") && strings.Contains(a.View(), "fix noted"), "after the note:\n%s", a.View())
	// The note opens with the text saved; esc leaves it unchanged.
	keys(t, a, "n")
	must(t, a.detail.note.Value() == "Resize", "the note reopens with %q", a.detail.note.Value())
	keys(t, a, "x", "esc")
	must(t, !a.detail.Prompting() && len(src.acts) == 1, "esc saved the note")
}

func TestDetailReviewErrors(t *testing.T) {
	a, src := openFailed(t)
	src.failWith = errOffline
	keys(t, a, "r")
	must(t, a.statusErr && a.status == "not saved: connection refused", "failed review: %q", a.status)
	must(t, !strings.Contains(a.View(), "✓ reviewed"), "a failed review is shown as done")

	ro := &memSource{assets: testAssets(), readOnly: "a pharmaops server holds the database"}
	b := newTestApp(t, ro)
	b.Init()
	send(t, b, tickMsg{})
	keys(t, b, "j", "enter", "r")
	must(t, b.statusErr && strings.Contains(b.status, "read-only: a pharmaops server"), "read-only r: %q", b.status)
	keys(t, b, "n")
	must(t, !b.detail.Prompting() && strings.Contains(b.status, "read-only"), "read-only n opened the note")
	must(t, len(ro.acts) == 0, "read-only source got %+v", ro.acts)

	// An asset without checks has nothing to review.
	c, _ := loadedApp(t)
	keys(t, c, "j", "j", "enter", "r")
	must(t, c.statusErr && strings.Contains(c.status, "no checks"), "r on an unreadable asset: %q", c.status)
	keys(t, c, "n")
	must(t, !c.detail.Prompting(), "n on an unreadable asset opened the note")

	// A review that comes back for an asset no longer there is dropped.
	send(t, c, reviewedMsg{index: 99, id: "gone"})
	send(t, c, statusMsg{text: "hello", err: false})
	must(t, c.status == "hello" && !c.statusErr, "status message: %q", c.status)
}
