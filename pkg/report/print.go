package report

import (
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// PrintFacts is what a PDF's bytes show the print checks, in the JSON
// report (asset.print) and the CSV report's last columns: nil for other
// files.
type PrintFacts struct {
	Pages int `json:"pages"`
	// ColorSpaces are the colour spaces the pages paint with: CMYK, RGB,
	// Gray, Lab, or "spot colour NAME".
	ColorSpaces []string `json:"colorSpaces"`
	// OutputIntents are the output conditions the file declares, and PDFX
	// its PDF/X version.
	OutputIntents    []string `json:"outputIntents"`
	PDFX             string   `json:"pdfx"`
	FontsNotEmbedded []string `json:"fontsNotEmbedded"`
	// LowestImageDPI is the lowest effective resolution of the placed
	// images, and LowestImage which it is ("Im2 on page 3").
	LowestImageDPI float64 `json:"lowestImageDpi"`
	LowestImage    string  `json:"lowestImage"`
	// TotalInkPercent is the highest C+M+Y+K measured; it is a lower bound
	// when TotalInkLowerBound (colour only a colour engine can sum).
	TotalInkPercent    float64 `json:"totalInkPercent"`
	TotalInkLowerBound bool    `json:"totalInkLowerBound"`
	// Unread says which pages were not read (a budget ran out).
	Unread string `json:"unread,omitempty"`
}

// printFactsOf summarises a PDF's print facts; nil for other files.
func printFactsOf(i media.Info) *PrintFacts {
	p := i.Print
	if p == nil {
		return nil
	}
	f := &PrintFacts{Pages: i.PageCount, PDFX: p.PDFX, Unread: p.Unread,
		ColorSpaces: []string{}, OutputIntents: []string{}, FontsNotEmbedded: []string{}}
	for _, u := range p.ColorSpaces {
		label := u.Space
		if u.Space == media.ColorSpot {
			label = "spot colour " + u.Name
		}
		f.ColorSpaces = append(f.ColorSpaces, label)
	}
	for _, oi := range p.OutputIntents {
		name := oi.Identifier
		if oi.Condition != "" {
			name = oi.Condition
		}
		f.OutputIntents = append(f.OutputIntents, name)
	}
	f.FontsNotEmbedded = append(f.FontsNotEmbedded, p.FontsNotEmbedded...)
	if l := p.LowestImage; l != nil {
		f.LowestImageDPI = l.DPI
		f.LowestImage = l.Name + " on page " + strconv.Itoa(l.Page)
	}
	if ink := p.Ink; ink != nil {
		f.TotalInkPercent = ink.MaxPercent
		f.TotalInkLowerBound = len(ink.NotSummed) > 0
	}
	if p.Unread != "" {
		f.TotalInkLowerBound = true
	}
	return f
}

// printCSVHeader are the CSV report's print columns, after the others.
var printCSVHeader = []string{"pages", "colorSpaces", "outputIntents", "pdfx", "fontsNotEmbedded", "lowestImageDpi", "totalInkPercent", "totalInkLowerBound"}

// printCSV is an asset's print columns: empty for other files.
func printCSV(f *PrintFacts) []string {
	if f == nil {
		return make([]string, len(printCSVHeader))
	}
	dpi, ink, lower := "", "", ""
	if f.LowestImageDPI > 0 {
		dpi = strconv.FormatFloat(f.LowestImageDPI, 'f', -1, 64)
	}
	if f.TotalInkPercent > 0 || f.TotalInkLowerBound {
		ink, lower = strconv.FormatFloat(f.TotalInkPercent, 'f', -1, 64), strconv.FormatBool(f.TotalInkLowerBound)
	}
	return []string{strconv.Itoa(f.Pages), strings.Join(f.ColorSpaces, "; "), strings.Join(f.OutputIntents, "; "), f.PDFX,
		strings.Join(f.FontsNotEmbedded, "; "), dpi, ink, lower}
}
