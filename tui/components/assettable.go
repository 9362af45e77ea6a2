package components

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/pharmaops/pharmaops/tui"
)

// AssetTable draws a window of the asset list: one line per asset with a
// cursor mark, type badge, name, size, dimensions or duration, score
// coloured by band, the counts of failed, warning and passed checks, and
// how many of its failed and warning issues are reviewed. An unreadable
// asset shows why instead of its measures. Only the visible rows are
// drawn, so a list of thousands costs what a screenful does.
type AssetTable struct {
	Styles *tui.Styles
	Width  int
}

// Column widths; the name takes what is left.
const (
	markW    = 2
	badgeW   = 5
	sizeW    = 9
	measureW = 10
	scoreW   = 6
	countW   = 3
	reviewW  = 7
	minNameW = 12
)

// fixedWidth is the width of every column but the name.
const fixedWidth = markW + badgeW + sizeW + measureW + scoreW + 3*countW + reviewW + 1

// nameWidth is the name column's width at the table's width.
func (t AssetTable) nameWidth() int { return max(minNameW, t.Width-fixedWidth) }

// Header is the column header line.
func (t AssetTable) Header() string {
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", markW))
	b.WriteString(Fit("TYPE", badgeW))
	b.WriteString(Fit("NAME", t.nameWidth()))
	b.WriteString(FitRight("SIZE", sizeW))
	b.WriteString(FitRight("MEASURE", measureW))
	b.WriteString(FitRight("SCORE", scoreW))
	b.WriteString(FitRight("F", countW))
	b.WriteString(FitRight("W", countW))
	b.WriteString(FitRight("P", countW))
	b.WriteString(FitRight("REVIEW", reviewW))
	return t.Styles.Header.Render(Fit(b.String(), t.Width))
}

// Row draws one asset; selected marks the cursor's row.
func (t AssetTable) Row(a *tui.Asset, selected bool) string {
	st := t.Styles
	var b strings.Builder
	mark := "  "
	if selected {
		mark = "› "
	}
	b.WriteString(mark)
	badge := Fit(TypeBadge(a), badgeW)
	name := FitMiddle(a.Name, t.nameWidth())
	if selected {
		// The cursor row is drawn in reverse video as a whole; inner colours
		// would end it early.
		line := mark + badge + name + t.measures(a, false)
		return st.Selected.Render(Fit(line, t.Width))
	}
	if a.Error != "" {
		b.WriteString(st.Fail.Render(badge))
	} else {
		b.WriteString(st.Badge.Render(badge))
	}
	b.WriteString(name)
	b.WriteString(t.measures(a, true))
	return b.String()
}

// measures draws the columns after the name, coloured or not.
func (t AssetTable) measures(a *tui.Asset, color bool) string {
	st := t.Styles
	paint := func(s string, style lipgloss.Style) string {
		if color {
			return style.Render(s)
		}
		return s
	}
	rest := t.Width - markW - badgeW - t.nameWidth()
	if a.Error != "" {
		return paint(Fit(" "+strings.TrimPrefix(a.Error, a.Path+": "), rest), st.Error)
	}
	var b strings.Builder
	b.WriteString(FitRight(Size(a.Info.Size), sizeW))
	b.WriteString(FitRight(Measure(a.Info), measureW))
	b.WriteString(paint(FitRight(Score(a), scoreW), st.Band(a.Analysis.Band)))
	s := a.Analysis.Summary
	b.WriteString(paint(FitRight(count(s.Failed), countW), st.Fail))
	b.WriteString(paint(FitRight(count(s.Warnings), countW), st.Warn))
	b.WriteString(paint(FitRight(count(s.Passed), countW), st.Pass))
	b.WriteString(FitRight(reviewCell(a), reviewW))
	return Fit(b.String(), rest)
}

func count(n int) string {
	if n == 0 {
		return "·"
	}
	return strconv.Itoa(n)
}

// reviewCell is "2/3" reviewed of the issues to review, "done" when all
// are, and empty when there is nothing to review.
func reviewCell(a *tui.Asset) string {
	done, total := a.Reviewed()
	switch {
	case total == 0:
		return ""
	case done == total:
		return "✓"
	}
	return strconv.Itoa(done) + "/" + strconv.Itoa(total)
}
