package doctext

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/ledongthuc/pdf"
)

func TestZZDebug(t *testing.T) {
	path := os.Getenv("DBG_PDF")
	if path == "" {
		t.Skip()
	}
	pg, _ := strconv.Atoi(os.Getenv("DBG_PAGE"))
	f, r, err := pdf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pages, _ := pdfPages(r)
	c := &contentReader{fonts: map[fontKey]*pdfFont{}}
	pl, _ := readPDFPage(c, pages[pg-1], pg)
	for _, l := range pl.lines {
		fmt.Printf("y=%.2f x0=%.1f x1=%.1f size=%.1f bold=%v segs=%d %q\n", l.y, l.x0, l.x1, l.size, l.bold, len(l.segs), l.text)
	}
}
