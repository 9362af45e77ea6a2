package pages

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/tui"
	"github.com/pharmaops/pharmaops/tui/components"
)

// Detail is one asset: its metadata, each check with severity, status,
// detected and expected values, the rule's source quote and the reviews,
// then the recommendations. The cursor is on one check at a time; r marks
// it reviewed and n writes its fix note.
type Detail struct {
	d     *Data
	index int // in d.Assets
	// position and total place the asset in the list ("3/120").
	position, total int

	order   []int // the asset's issues, failed first
	check   int   // position in order of the check under the cursor
	lines   []string
	starts  []int // first line of each check in lines
	offset  int   // first line drawn
	note    components.Prompt
	width   int
	height  int
	noteFor string // issue key the note prompt is for
}

// NewDetail returns the detail page of d.
func NewDetail(d *Data) *Detail {
	return &Detail{d: d, note: components.NewPrompt("Fix note: ", 5000), index: -1}
}

// SetSize sets the page's size.
func (p *Detail) SetSize(w, h int) {
	p.width, p.height = w, h
	p.note.SetWidth(w)
	p.Rebuild()
}

// Show opens an asset; position and total place it in the list.
func (p *Detail) Show(index, position, total int) {
	if index != p.index {
		p.check, p.offset = 0, 0
	}
	p.index, p.position, p.total = index, position, total
	p.note.Close()
	p.Rebuild()
}

// Index is the asset shown.
func (p *Detail) Index() int { return p.index }

// Check is the position of the check under the cursor.
func (p *Detail) Check() int { return p.check }

// Prompting reports whether the fix-note prompt takes the keys.
func (p *Detail) Prompting() bool { return p.note.Active() }

func (p *Detail) asset() *tui.Asset {
	if p.index < 0 || p.index >= len(p.d.Assets) {
		return nil
	}
	return &p.d.Assets[p.index]
}

// issue is the issue under the cursor.
func (p *Detail) issue() (compliance.Issue, bool) {
	a := p.asset()
	if a == nil || p.check >= len(p.order) {
		return compliance.Issue{}, false
	}
	return a.Analysis.Issues[p.order[p.check]], true
}

// bodyHeight is the number of scrolling lines drawn under the title.
func (p *Detail) bodyHeight() int { return max(1, p.height-1) }

// Update handles a key and returns what the App is to do next (go back,
// open another asset, record a review, show a status), or nil.
func (p *Detail) Update(msg tea.Msg) tea.Msg {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	k := tui.Keys
	if p.note.Active() {
		switch {
		case key.Matches(km, k.Accept):
			p.note.Close()
			return p.review(app.ReviewAction{IssueKey: p.noteFor, Apply: true, Fix: strings.TrimSpace(p.note.Value())})
		case key.Matches(km, k.Cancel):
			p.note.Close()
		default:
			p.note.Update(km)
		}
		return nil
	}
	switch {
	case key.Matches(km, k.Back):
		return backMsg{}
	case key.Matches(km, k.PrevAsset):
		return stepMsg{delta: -1}
	case key.Matches(km, k.NextAsset):
		return stepMsg{delta: 1}
	case key.Matches(km, k.Up):
		p.choose(p.check - 1)
	case key.Matches(km, k.Down):
		p.choose(p.check + 1)
	case key.Matches(km, k.Top):
		p.choose(0)
		p.offset = 0
	case key.Matches(km, k.Bottom):
		p.choose(len(p.order) - 1)
	case key.Matches(km, k.PageUp):
		p.offset -= p.bodyHeight()
		p.clamp()
	case key.Matches(km, k.PageDown):
		p.offset += p.bodyHeight()
		p.clamp()
	case key.Matches(km, k.MarkReviewed):
		is, ok := p.issue()
		if !ok {
			return status("this asset has no checks to review", true)
		}
		key := tui.IssueKey(is)
		if rv, ok := p.asset().Review(key); ok && rv.ReviewedAt != nil {
			return status("already reviewed by "+rv.ReviewedBy, false)
		}
		return p.review(app.ReviewAction{IssueKey: key, Acknowledge: true})
	case key.Matches(km, k.FixNote):
		is, ok := p.issue()
		if !ok {
			return status("this asset has no checks to write a fix for", true)
		}
		if ro := p.d.Source.ReadOnly(); ro != "" {
			return status("read-only: "+ro, true)
		}
		p.noteFor = tui.IssueKey(is)
		rv, _ := p.asset().Review(p.noteFor)
		p.note.Open(rv.Fix)
	}
	return nil
}

// review asks the App to record a decision.
func (p *Detail) review(act app.ReviewAction) tea.Msg {
	if ro := p.d.Source.ReadOnly(); ro != "" {
		return status("read-only: "+ro, true)
	}
	return reviewMsg{index: p.index, act: act}
}

// choose puts the cursor on check i and scrolls to it.
func (p *Detail) choose(i int) {
	if len(p.order) == 0 {
		return
	}
	p.check = max(0, min(len(p.order)-1, i))
	p.Rebuild()
	start := p.starts[p.check]
	end := len(p.lines)
	if p.check+1 < len(p.starts) {
		end = p.starts[p.check+1]
	}
	h := p.bodyHeight()
	if end-p.offset > h {
		p.offset = end - h
	}
	if start < p.offset {
		p.offset = start
	}
	p.clamp()
}

func (p *Detail) clamp() {
	p.offset = max(0, min(p.offset, len(p.lines)-p.bodyHeight()))
}

// Rebuild lays the asset out again (after a resize, a review, a move).
func (p *Detail) Rebuild() {
	a := p.asset()
	if a == nil || p.width == 0 {
		p.lines, p.starts, p.order = nil, nil, nil
		return
	}
	p.order = failedFirst(a.Analysis.Issues)
	p.check = max(0, min(p.check, len(p.order)-1))
	st := p.d.Styles
	w := p.width
	var lines []string
	add := func(s ...string) { lines = append(lines, s...) }
	wrap := func(indent int, s string) []string {
		pad := strings.Repeat(" ", indent)
		out := strings.Split(ansi.Wrap(s, max(10, w-indent), ""), "\n")
		for i := range out {
			out[i] = pad + out[i]
		}
		return out
	}
	// The whole path, however long: the title line may cut the name.
	for _, l := range strings.Split(ansi.Wrap(a.Path, max(10, w), "/_-"), "\n") {
		add(st.Muted.Render(l))
	}
	add(metaLines(a, w)...)
	if a.Error != "" {
		add("", st.Error.Render("Could not be checked:"))
		add(wrap(2, a.Error)...)
		p.lines, p.starts = lines, nil
		p.clamp()
		return
	}
	add(p.scoreLine(a), "")
	if len(p.order) == 0 {
		add(st.Muted.Render("No rule applied to this asset."))
	} else {
		add(st.Subtitle.Render(fmt.Sprintf("Checks (%d)", len(p.order))))
	}
	p.starts = p.starts[:0]
	for i, n := range p.order {
		is := a.Analysis.Issues[n]
		p.starts = append(p.starts, len(lines))
		add(p.checkHead(a, is, i == p.check))
		body := []string{}
		meta := []string{is.Field, is.Channel}
		if is.RuleID != "" {
			meta = append(meta, "rule "+is.RuleID)
		}
		body = append(body, st.Muted.Render(strings.Join(slices.DeleteFunc(meta, func(s string) bool { return s == "" }), " · ")))
		if is.Message != "" {
			body = append(body, is.Message)
		}
		if is.DetectedValue != "" || is.ExpectedValue != "" {
			body = append(body, "detected: "+orDash(is.DetectedValue)+"   expected: "+orDash(is.ExpectedValue))
		}
		if r, ok := p.d.Rule(is); ok && r.Source != nil {
			body = append(body, st.Muted.Render("source: ")+sourceText(r.Source))
		}
		if rv, ok := a.Review(tui.IssueKey(is)); ok {
			if rv.Fix != "" {
				body = append(body, st.Notice.Render("fix note: ")+rv.Fix+st.Muted.Render(" ("+rv.FixAppliedBy+when(rv.FixAppliedAt)+")"))
			}
			if rv.ReviewedAt != nil {
				body = append(body, st.Pass.Render("reviewed by "+rv.ReviewedBy+when(rv.ReviewedAt)))
			}
		}
		for _, b := range body {
			add(wrap(8, b)...)
		}
	}
	if recs := a.Analysis.Recommendations; len(recs) > 0 {
		add("", st.Subtitle.Render("Recommendations"))
		for _, r := range recs {
			item := wrap(4, r)
			item[0] = "  - " + strings.TrimPrefix(item[0], "    ")
			add(item...)
		}
	}
	p.lines = lines
	p.clamp()
}

// failedFirst orders issues: failed, then warnings, then the rest, each in
// rule order.
func failedFirst(issues []compliance.Issue) []int {
	rank := func(s compliance.Status) int {
		switch s {
		case compliance.StatusFail:
			return 0
		case compliance.StatusWarning:
			return 1
		}
		return 2
	}
	order := make([]int, len(issues))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return rank(issues[a].Status) - rank(issues[b].Status) })
	return order
}

// statusWord is a status in capitals, the same width for each.
func statusWord(s compliance.Status) string {
	switch s {
	case compliance.StatusFail:
		return "FAIL"
	case compliance.StatusWarning:
		return "WARN"
	case compliance.StatusPass:
		return "PASS"
	}
	return strings.ToUpper(string(s))
}

func (p *Detail) checkHead(a *tui.Asset, is compliance.Issue, selected bool) string {
	st := p.d.Styles
	mark := "  "
	if selected {
		mark = "› "
	}
	mark2 := ""
	if rv, ok := a.Review(tui.IssueKey(is)); ok {
		switch {
		case rv.ReviewedAt != nil:
			mark2 = "✓ reviewed"
		case rv.Fix != "":
			mark2 = "fix noted"
		}
	}
	sev := components.Fit(string(is.Severity), 9)
	titleW := max(10, p.width-2-6-9-len([]rune(mark2))-1)
	title := components.Fit(is.Rule, titleW)
	if selected {
		return st.Selected.Render(components.Fit(mark+statusWord(is.Status)+"  "+sev+title+" "+mark2, p.width))
	}
	return mark + st.Status(is.Status).Render(statusWord(is.Status)) + "  " + sev + title + " " + st.Pass.Render(mark2)
}

func (p *Detail) scoreLine(a *tui.Asset) string {
	st := p.d.Styles
	an := a.Analysis
	parts := []string{}
	if an.ComplianceScore != nil {
		parts = append(parts, st.Band(an.Band).Render(fmt.Sprintf("Score %d %s", *an.ComplianceScore, an.Band)))
	} else {
		parts = append(parts, st.Muted.Render("No score"))
	}
	s := an.Summary
	parts = append(parts,
		st.Fail.Render(plural(s.Failed, "failed", "failed")),
		st.Warn.Render(plural(s.Warnings, "warning", "warnings")),
		st.Pass.Render(plural(s.Passed, "passed", "passed")))
	if done, total := a.Reviewed(); total > 0 {
		parts = append(parts, fmt.Sprintf("%d/%d reviewed", done, total))
	}
	return strings.Join(parts, " · ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// metaLines describe the file: type, format, size, measures, and the
// metadata found in it.
func metaLines(a *tui.Asset, width int) []string {
	in := a.Info
	parts := []string{components.TypeBadge(a)}
	for _, s := range []string{in.Format, in.MimeType, components.Size(in.Size)} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	if in.Width > 0 && in.Height > 0 {
		parts = append(parts, fmt.Sprintf("%dx%d", in.Width, in.Height))
	}
	if in.DurationSeconds > 0 {
		parts = append(parts, components.Duration(in.DurationSeconds))
	}
	if in.FrameRate > 0 {
		parts = append(parts, strconv.FormatFloat(in.FrameRate, 'f', -1, 64)+" fps")
	}
	if in.FrameCount > 0 {
		parts = append(parts, plural(in.FrameCount, "frame", "frames"))
	}
	for _, s := range []string{in.VideoCodec, in.AudioCodec, in.ColorModel} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	if in.BitrateKbps > 0 {
		parts = append(parts, fmt.Sprintf("%.0f kbps", in.BitrateKbps))
	}
	if in.PageCount > 0 {
		parts = append(parts, plural(in.PageCount, "page", "pages"))
	}
	if in.Kind == media.KindHTML5 && in.HTML5 != nil && len(in.HTML5.EntryHTML) > 0 {
		parts = append(parts, "entry "+strings.Join(in.HTML5.EntryHTML, ", "))
	}
	lines := strings.Split(ansi.Wrap(strings.Join(parts, " · "), max(10, width), ""), "\n")
	for _, k := range slices.Sorted(maps.Keys(in.Metadata)) {
		lines = append(lines, components.Fit(k+": "+in.Metadata[k], width))
	}
	return lines
}

func sourceText(s *compliance.Source) string {
	var b strings.Builder
	if s.Quote != "" {
		b.WriteString("“" + s.Quote + "” — ")
	}
	b.WriteString(s.Document)
	if s.Section != "" {
		b.WriteString(", " + s.Section)
	}
	if s.Page > 0 {
		b.WriteString(", p. " + strconv.Itoa(s.Page))
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// View draws the page at its size: a fixed header, the scrolling body.
func (p *Detail) View() string {
	st := p.d.Styles
	a := p.asset()
	if a == nil {
		return ""
	}
	nav := fmt.Sprintf("‹ %d/%d ›", p.position+1, p.total)
	head := st.Title.Render("pharmaops") + " " + st.Subtitle.Render(components.Fit(a.Name, max(1, p.width-len(nav)-12))) + " " + st.Muted.Render(nav)
	out := make([]string, 0, p.height)
	out = append(out, head)
	end := min(len(p.lines), p.offset+p.bodyHeight())
	out = append(out, p.lines[p.offset:end]...)
	for len(out) < p.height {
		out = append(out, "")
	}
	return strings.Join(out[:p.height], "\n")
}

// Prompt is the prompt line, when the fix-note prompt is open.
func (p *Detail) Prompt() string {
	if p.note.Active() {
		return p.note.View()
	}
	return ""
}

// Help lists the page's keys for the help bar.
func (p *Detail) Help() []key.Binding {
	k := tui.Keys
	if p.note.Active() {
		return []key.Binding{saveNote, k.Cancel}
	}
	return []key.Binding{k.Up, k.Down, k.MarkReviewed, k.FixNote, k.NextAsset, k.PrevAsset, k.Back, k.Help}
}

// FullHelp lists every key of the page, in columns.
func (p *Detail) FullHelp() [][]key.Binding {
	k := tui.Keys
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Top, k.Bottom},
		{k.MarkReviewed, k.FixNote, k.PrevAsset, k.NextAsset},
		{k.Back, k.Help, k.Quit, k.ForceQuit},
	}
}

var saveNote = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "save note"))
