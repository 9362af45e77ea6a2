package report

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"github.com/mattn/go-runewidth"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// ANSI colours of the table: pass green, warning amber, fail red (the
// design's status colours), always next to a text label.
const (
	ansiReset  = "\x1b[0m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiBold   = "\x1b[1m"
	ansiDim    = "\x1b[2m"
)

// cell is one table cell: its text and an optional colour.
type cell struct {
	text  string
	color string
	right bool
}

// writeAligned writes rows with columns padded to their widest cell
// (display width, so wide characters align), colouring after padding so
// escape codes never break alignment.
func writeAligned(w *bufio.Writer, rows [][]cell, indent string, color bool) {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			if cw := runewidth.StringWidth(c.text); cw > widths[i] {
				widths[i] = cw
			}
		}
	}
	for _, r := range rows {
		var line strings.Builder
		line.WriteString(indent)
		for i, c := range r {
			pad := strings.Repeat(" ", widths[i]-runewidth.StringWidth(c.text))
			txt := c.text
			if color && c.color != "" {
				txt = c.color + txt + ansiReset
			}
			if i == len(r)-1 && !c.right {
				line.WriteString(txt) // no trailing spaces
				break
			}
			if c.right {
				line.WriteString(pad + txt)
			} else {
				line.WriteString(txt + pad)
			}
			if i < len(r)-1 {
				line.WriteString("  ")
			}
		}
		w.WriteString(line.String())
		w.WriteByte('\n')
	}
}

// clean makes untrusted text (file names, messages) safe for a terminal:
// control characters become "?" so a file name cannot inject escape codes.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == unicode.ReplacementChar {
			return '?'
		}
		return r
	}, s)
}

func statusCell(st compliance.Status) cell {
	switch st {
	case compliance.StatusPass:
		return cell{text: "PASS", color: ansiGreen}
	case compliance.StatusFail:
		return cell{text: "FAIL", color: ansiRed}
	case compliance.StatusWarning:
		return cell{text: "WARN", color: ansiYellow}
	}
	return cell{text: strings.ToUpper(string(st))}
}

func bandColor(b string) string {
	switch compliance.Band(b) {
	case compliance.BandCompliant:
		return ansiGreen
	case compliance.BandReview:
		return ansiYellow
	case compliance.BandNonCompliant:
		return ansiRed
	}
	return ""
}

// humanSize formats bytes as B, KB or MB with one decimal.
func humanSize(n int64) string {
	switch {
	case n < 1024:
		return strconv.FormatInt(n, 10) + " B"
	case n < 1024*1024:
		return strconv.FormatFloat(float64(n)/1024, 'f', 1, 64) + " KB"
	default:
		return strconv.FormatFloat(float64(n)/(1024*1024), 'f', 1, 64) + " MB"
	}
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func writeTable(w io.Writer, res Results, opts Options) error {
	bw := bufio.NewWriter(w)
	rows := [][]cell{{{text: "ASSET"}, {text: "TYPE"}, {text: "FORMAT"}, {text: "SIZE", right: true}, {text: "DIMENSIONS"},
		{text: "DURATION", right: true}, {text: "SCORE", right: true}, {text: "BAND"}, {text: "PASS", right: true},
		{text: "WARN", right: true}, {text: "FAIL", right: true}}}
	for _, a := range res.Assets {
		if a.Error != "" {
			rows = append(rows, []cell{{text: clean(assetLabel(a))}, {text: "ERROR", color: ansiRed}, {text: "-"}, {text: "-", right: true},
				{text: "-"}, {text: "-", right: true}, {text: "-", right: true}, {text: "-"}, {text: "-", right: true}, {text: "-", right: true}, {text: "-", right: true}})
			continue
		}
		dims, dur, score := "-", "-", "-"
		if a.Info.Width > 0 && a.Info.Height > 0 {
			dims = fmt.Sprintf("%dx%d", a.Info.Width, a.Info.Height)
		}
		if a.Info.DurationSeconds > 0 {
			dur = strconv.FormatFloat(a.Info.DurationSeconds, 'f', 1, 64) + "s"
		}
		if a.Analysis.ComplianceScore != nil {
			score = strconv.Itoa(*a.Analysis.ComplianceScore)
		}
		s := a.Analysis.Summary
		b := bandOf(a)
		rows = append(rows, []cell{{text: clean(assetLabel(a))}, {text: dash(string(a.Info.Kind))}, {text: dash(clean(a.Info.Format))},
			{text: humanSize(a.Info.Size), right: true}, {text: dims}, {text: dur, right: true}, {text: score, right: true, color: bandColor(b)},
			{text: dash(b), color: bandColor(b)}, {text: strconv.Itoa(s.Passed), right: true}, {text: strconv.Itoa(s.Warnings), right: true},
			{text: strconv.Itoa(s.Failed), right: true}})
	}
	writeAligned(bw, rows, "", opts.Color)

	for _, a := range res.Assets {
		var issueRows [][]cell
		if a.Error != "" {
			issueRows = append(issueRows, []cell{{text: "ERROR", color: ansiRed}, {text: "-"}, {text: "read asset"}, {text: clean(a.Error)}})
		}
		for _, is := range a.Analysis.Issues {
			if is.Status == compliance.StatusPass {
				continue
			}
			msg := is.Message
			if is.ExpectedValue != "" && is.DetectedValue != "" && !strings.Contains(msg, is.ExpectedValue) {
				msg += " (expected " + is.ExpectedValue + ")"
			}
			issueRows = append(issueRows, []cell{statusCell(is.Status), {text: string(is.Severity)}, {text: clean(is.Rule)}, {text: clean(msg)}})
		}
		if len(issueRows) == 0 {
			continue
		}
		bw.WriteByte('\n')
		title := clean(assetLabel(a))
		if opts.Color {
			title = ansiBold + title + ansiReset
		}
		bw.WriteString(title + "\n")
		writeAligned(bw, issueRows, "  ", opts.Color)
		for _, r := range a.Analysis.Recommendations {
			line := "  → " + clean(r)
			if opts.Color {
				line = ansiDim + line + ansiReset
			}
			bw.WriteString(line + "\n")
		}
	}

	s := res.Summary()
	bw.WriteByte('\n')
	line := fmt.Sprintf("%d %s, %d %s: %d passed, %d failed, %d %s", s.Assets, plural(s.Assets, "asset", "assets"),
		s.TotalChecks, plural(s.TotalChecks, "check", "checks"), s.Passed, s.Failed, s.Warnings, plural(s.Warnings, "warning", "warnings"))
	if s.Errors > 0 {
		line += fmt.Sprintf(", %d unreadable", s.Errors)
	}
	bw.WriteString(line + "\n")
	return bw.Flush()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
