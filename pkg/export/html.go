package export

import (
	"bufio"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"
	"time"
)

//go:embed matrix.html.tmpl
var matrixHTML string

// htmlColumns are the HTML table's columns: the CSV's, with the creative
// status before the preview link.
var htmlColumns = []string{
	"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel",
	"Indication", "Customer Type", "Compliance Score", "Status", "Preview URL",
}

// matrixTemplate is parsed on first use, not at every command's start-up.
var matrixTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("matrix").Funcs(template.FuncMap{
		"kb":        formatKB,
		"percent":   func(f float64) string { return fmt.Sprintf("%.1f%%", f*100) },
		"band":      func(s int) string { return BandOf(&s) },
		"bandClass": func(b string) string { return strings.ReplaceAll(b, " ", "-") },
		"isNum": func(c string) bool {
			return c == "File Size (KB)" || c == "Compliance Score"
		},
	}).Parse(matrixHTML))
})

// htmlPage is the data the template renders.
type htmlPage struct {
	Campaign string
	Date     string
	Summary  Summary
	Columns  []string
	Rows     []Row
}

// WriteHTML writes the matrix as one self-contained, printable HTML page:
// the campaign name and export date, totals, the compliance breakdown by
// band and the counts by channel, then the matrix table. Every value is
// escaped by html/template; the page has no scripts and no external
// resources, and its inline CSS prints the table landscape with repeated
// headers.
func WriteHTML(w io.Writer, m Matrix) error {
	rows := make([]Row, len(m.Rows))
	for i, r := range m.Rows {
		rows[i] = r.WithDefaults()
	}
	date := m.Generated
	if date.IsZero() {
		date = time.Now().UTC()
	}
	page := htmlPage{
		Campaign: m.CampaignName(),
		Date:     date.Format("January 2, 2006"),
		Summary:  Summarize(rows),
		Columns:  htmlColumns,
		Rows:     rows,
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := matrixTemplate().Execute(bw, page); err != nil {
		return fmt.Errorf("html export: %w", err)
	}
	return bw.Flush()
}
