// Package components holds the widgets the TUI's pages share: the asset
// table, the one-line prompt, and the cells both the list and the detail
// draw (type badge, size, dimensions, score).
package components

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/tui"
)

// TypeBadge is the asset's type in four letters: IMG, ANIM, VID, DOC,
// HTML, or ERR when it could not be read.
func TypeBadge(a *tui.Asset) string {
	if a.Error != "" {
		return "ERR"
	}
	switch a.Info.Kind {
	case media.KindImage:
		if a.Info.Animated {
			return "ANIM"
		}
		return "IMG"
	case media.KindVideo:
		return "VID"
	case media.KindDocument:
		return "DOC"
	case media.KindHTML5:
		return "HTML"
	}
	return "?"
}

// Size writes a byte count in KB or MB with one decimal.
func Size(n int64) string {
	switch {
	case n <= 0:
		return ""
	case n < 1024*1024:
		return fmt.Sprintf("%.1f KB", float64(n)/1024)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/(1024*1024))
}

// Measure is the asset's dimensions, or duration for video and animation,
// or page count for documents.
func Measure(info media.Info) string {
	switch {
	case info.Kind == media.KindVideo && info.DurationSeconds > 0:
		return Duration(info.DurationSeconds)
	case info.Kind == media.KindDocument && info.PageCount > 0:
		if info.PageCount == 1 {
			return "1 page"
		}
		return strconv.Itoa(info.PageCount) + " pages"
	case info.Width > 0 && info.Height > 0:
		return fmt.Sprintf("%dx%d", info.Width, info.Height)
	case info.DurationSeconds > 0:
		return Duration(info.DurationSeconds)
	}
	return ""
}

// Duration writes seconds as "12.5 s" or "2:05".
func Duration(s float64) string {
	if s < 60 {
		return strconv.FormatFloat(s, 'f', 1, 64) + " s"
	}
	total := int(s + 0.5)
	return fmt.Sprintf("%d:%02d", total/60, total%60)
}

// Score is the compliance score, or "-" without one.
func Score(a *tui.Asset) string {
	if a.Error != "" || a.Analysis.ComplianceScore == nil {
		return "-"
	}
	return strconv.Itoa(*a.Analysis.ComplianceScore)
}

// Thousands writes n with thousands separators: 2,000.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + Thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Fit cuts s to width cells with an ellipsis, or pads it to width.
func Fit(s string, width int) string {
	if width <= 0 {
		return ""
	}
	if ansi.StringWidth(s) > width {
		s = ansi.Truncate(s, width, "…")
	}
	return s + strings.Repeat(" ", width-ansi.StringWidth(s))
}

// FitMiddle cuts s to width cells by taking out its middle, or pads it:
// long file names differ at their ends (a size, a version, an extension).
func FitMiddle(s string, width int) string {
	w := ansi.StringWidth(s)
	if w <= width || width < 8 {
		return Fit(s, width)
	}
	tail := (width - 1) * 2 / 5
	head := width - 1 - tail
	return Fit(ansi.Truncate(s, head, "")+"…"+ansi.TruncateLeft(s, w-tail, ""), width)
}

// FitRight cuts s to width cells, or pads it on the left to width.
func FitRight(s string, width int) string {
	if ansi.StringWidth(s) > width {
		return ansi.Truncate(s, width, "…")
	}
	return strings.Repeat(" ", width-ansi.StringWidth(s)) + s
}
