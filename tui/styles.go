package tui

import (
	"github.com/charmbracelet/lipgloss"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Styles is the TUI's one style sheet. Status is always written in words
// (FAIL, WARN, PASS) as well as coloured, so the screen reads the same
// without colour (NO_COLOR, or a terminal without colours).
type Styles struct {
	Title, Subtitle, Muted, Error, Notice lipgloss.Style
	// Selected marks the row or check under the cursor.
	Selected lipgloss.Style
	// Header is a table's column header.
	Header lipgloss.Style
	// Tab and ActiveTab draw the filter tabs.
	Tab, ActiveTab lipgloss.Style
	// Badge draws an asset's type badge.
	Badge lipgloss.Style
	// Fail, Warn, Pass and Info colour statuses, scores by band and counts.
	Fail, Warn, Pass, Info lipgloss.Style
	// Key and KeyHelp draw the help bar.
	Key, KeyHelp lipgloss.Style
}

// NewStyles returns the style sheet drawn by r (whose colour profile
// decides whether colours are drawn at all).
func NewStyles(r *lipgloss.Renderer) Styles {
	red := lipgloss.AdaptiveColor{Light: "#B91C1C", Dark: "#F87171"}
	amber := lipgloss.AdaptiveColor{Light: "#B45309", Dark: "#FBBF24"}
	green := lipgloss.AdaptiveColor{Light: "#15803D", Dark: "#4ADE80"}
	slate := lipgloss.AdaptiveColor{Light: "#475569", Dark: "#94A3B8"}
	accent := lipgloss.AdaptiveColor{Light: "#4338CA", Dark: "#A5B4FC"}
	return Styles{
		Title:     r.NewStyle().Bold(true).Foreground(accent),
		Subtitle:  r.NewStyle().Bold(true),
		Muted:     r.NewStyle().Foreground(slate),
		Error:     r.NewStyle().Foreground(red).Bold(true),
		Notice:    r.NewStyle().Foreground(amber),
		Selected:  r.NewStyle().Reverse(true),
		Header:    r.NewStyle().Bold(true).Foreground(slate),
		Tab:       r.NewStyle().Foreground(slate),
		ActiveTab: r.NewStyle().Bold(true).Underline(true).Foreground(accent),
		Badge:     r.NewStyle().Bold(true),
		Fail:      r.NewStyle().Foreground(red),
		Warn:      r.NewStyle().Foreground(amber),
		Pass:      r.NewStyle().Foreground(green),
		Info:      r.NewStyle().Foreground(slate),
		Key:       r.NewStyle().Bold(true),
		KeyHelp:   r.NewStyle().Foreground(slate),
	}
}

// Status styles a check's status.
func (s Styles) Status(st compliance.Status) lipgloss.Style {
	switch st {
	case compliance.StatusFail:
		return s.Fail
	case compliance.StatusWarning:
		return s.Warn
	case compliance.StatusPass:
		return s.Pass
	}
	return s.Info
}

// Band styles a compliance score by its band.
func (s Styles) Band(b compliance.Band) lipgloss.Style {
	switch b {
	case compliance.BandCompliant:
		return s.Pass
	case compliance.BandReview:
		return s.Warn
	case compliance.BandNonCompliant:
		return s.Fail
	}
	return s.Muted
}
