package media

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// pdfInfoKeys are the Info dictionary entries copied into Metadata.
var pdfInfoKeys = []string{"Title", "Author", "Subject", "Keywords", "Creator", "Producer"}

// Limits of the PDF page walk and of the last-resort scan: how deep the
// page tree may nest and how many bytes the scan reads.
const (
	maxPageTreeDepth = 64
	maxPDFScanBytes  = 16 << 20
)

// probePDF reads the page count, the first page's size (MediaBox with
// inheritance, swapped for /Rotate 90 or 270), every page's trim and
// bleed and what its content draws (pdfpages.go) and the Info dictionary
// through the PDF layer (pkg/pdf). If the file does not open, a bounded
// scan of the raw bytes counts page objects and finds a MediaBox.
func probePDF(r io.ReaderAt, size int64) (Info, error) {
	info := Info{Kind: KindDocument, Format: "PDF", MimeType: MimePDF}
	if doc, err := pdf.Open(r, size); err == nil {
		// A damaged object keeps what was read before it.
		if err := doc.Do(func() { readPDFInfo(doc, &info) }); err != nil && info.Print != nil && info.Print.Unread == "" {
			info.Print.Unread = fmt.Sprintf("pages from %d on were not read: the PDF is damaged", info.Print.PagesRead+1)
		}
		if p := info.Print; p != nil && p.LowestImage != nil {
			info.DPI = p.LowestImage.DPI
		}
	}
	if info.PageCount == 0 || info.PageWidth == 0 {
		scan := Info{}
		if err := probePDFScan(r, size, &scan); err != nil {
			if info.PageCount > 0 {
				return info, nil
			}
			return info, err
		}
		if info.PageCount == 0 {
			info.PageCount = scan.PageCount
		}
		if info.PageWidth == 0 {
			info.PageWidth, info.PageHeight = scan.PageWidth, scan.PageHeight
		}
	}
	return info, nil
}

// readPDFInfo fills page count, first page size and metadata from doc.
func readPDFInfo(doc *pdf.Doc, info *Info) {
	trailer := doc.Trailer()
	pages := trailer.Key("Root").Key("Pages")
	if n := pages.Key("Count"); n.Kind() == pdf.Integer && n.Int64() > 0 && n.Int64() < 1<<31 {
		info.PageCount = int(n.Int64())
	}
	// Filled as it is read: a damaged object keeps what was read before it.
	info.Print = &PrintInfo{}
	readOutputIntents(trailer, info.Print)
	readPDFPages(doc, pages, info)
	if trailer.Key("Encrypt").Kind() != pdf.Null {
		return // Info strings are encrypted
	}
	meta := trailer.Key("Info")
	for _, k := range pdfInfoKeys {
		v := meta.Key(k)
		if v.Kind() != pdf.String {
			continue
		}
		if t := strings.TrimSpace(pdfText([]byte(v.RawString()))); t != "" {
			if info.Metadata == nil {
				info.Metadata = map[string]string{}
			}
			info.Metadata[k] = truncateRunes(t, maxTextLen)
		}
	}
}

// isDict reports whether v is a dictionary (a stream's dictionary counts).
func isDict(v pdf.Value) bool { return v.Kind() == pdf.Dict || v.Kind() == pdf.Stream }

// pageSize returns the page's width and height in points from the nearest
// MediaBox (inherited from the page tree when the page has none), swapped
// for a /Rotate of 90 or 270.
func pageSize(chain []pdf.Value) (float64, float64) {
	var box pdf.Value
	for i := len(chain) - 1; i >= 0; i-- {
		if b := chain[i].Key("MediaBox"); b.Kind() == pdf.Array && b.Len() == 4 {
			box = b
			break
		}
	}
	if box.Kind() == pdf.Null {
		return 0, 0
	}
	var v [4]float64
	for i := range v {
		v[i] = box.Index(i).Float64() // 0 for anything but a number
	}
	wd, ht := math.Abs(v[2]-v[0]), math.Abs(v[3]-v[1])
	if quarterTurned(chain) {
		wd, ht = ht, wd
	}
	return roundTo(wd, 2), roundTo(ht, 2)
}

// quarterTurned reports whether the page's /Rotate (inherited) is 90 or
// 270: its width is then the box's height.
func quarterTurned(chain []pdf.Value) bool {
	for i := len(chain) - 1; i >= 0; i-- {
		var rotate int64
		switch r := chain[i].Key("Rotate"); r.Kind() {
		case pdf.Integer:
			rotate = r.Int64()
		case pdf.Real:
			rotate = int64(r.Float64())
		default:
			continue
		}
		r := ((rotate % 360) + 360) % 360
		return r == 90 || r == 270
	}
	return false
}

// pageTrim reads the page's TrimBox (a page's own attribute) and the
// margins to its BleedBox, which defaults to the CropBox and that to the
// MediaBox (both inherited). nil without a usable TrimBox.
func pageTrim(chain []pdf.Value) *PageTrim {
	trim, ok := pdfRect(chain[len(chain)-1].Key("TrimBox"))
	if !ok {
		return nil
	}
	bleed, ok := pdfRect(chain[len(chain)-1].Key("BleedBox"))
	for _, key := range []string{"CropBox", "MediaBox"} {
		for i := len(chain) - 1; i >= 0 && !ok; i-- {
			bleed, ok = pdfRect(chain[i].Key(key))
		}
	}
	if !ok {
		return nil
	}
	w, h := trim[2]-trim[0], trim[3]-trim[1]
	if quarterTurned(chain) {
		w, h = h, w
	}
	margins := []float64{trim[0] - bleed[0], trim[1] - bleed[1], bleed[2] - trim[2], bleed[3] - trim[3]}
	t := &PageTrim{Width: roundTo(w, 2), Height: roundTo(h, 2), BleedMin: math.Inf(1)}
	for _, m := range margins {
		m = max(m, 0) // a bleed box inside the trim is no bleed
		t.BleedMin, t.BleedMax = min(t.BleedMin, m), max(t.BleedMax, m)
	}
	t.BleedMin, t.BleedMax = roundTo(t.BleedMin, 2), roundTo(t.BleedMax, 2)
	return t
}

// pdfRect reads a rectangle [llx lly urx ury] in normalised order; false
// unless it is four finite numbers spanning an area.
func pdfRect(v pdf.Value) ([4]float64, bool) {
	var r [4]float64
	if v.Kind() != pdf.Array || v.Len() != 4 {
		return r, false
	}
	for i := range r {
		e := v.Index(i)
		if e.Kind() != pdf.Integer && e.Kind() != pdf.Real {
			return r, false
		}
		r[i] = e.Float64()
		if math.IsNaN(r[i]) || math.IsInf(r[i], 0) {
			return r, false
		}
	}
	r[0], r[2] = min(r[0], r[2]), max(r[0], r[2])
	r[1], r[3] = min(r[1], r[3]), max(r[1], r[3])
	return r, r[2]-r[0] > 0 && r[3]-r[1] > 0
}

// pdfText decodes a PDF text string: UTF-16BE with a byte-order mark,
// UTF-8 with one (PDF 2.0), else PDFDocEncoding (read as Latin-1, which
// it matches for printable characters outside 0x80–0x9F).
func pdfText(s []byte) string {
	switch {
	case len(s) >= 2 && s[0] == 0xFE && s[1] == 0xFF:
		u := make([]uint16, 0, len(s)/2)
		for i := 2; i+1 < len(s); i += 2 {
			u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
		}
		return string(utf16.Decode(u))
	case len(s) >= 3 && s[0] == 0xEF && s[1] == 0xBB && s[2] == 0xBF:
		return string(bytes.ToValidUTF8(s[3:], []byte("\uFFFD")))
	}
	return latin1(s)
}

var (
	rePDFPage     = lazyregexp.New(`/Type\s*/Page\b`)
	rePDFMediaBox = lazyregexp.New(`/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]`)
)

// probePDFScan is the fallback: it counts "/Type /Page" objects and takes
// the first MediaBox in at most maxPDFScanBytes of the file. Pages kept in
// compressed object streams are invisible to it, so it only fills what
// the xref reader could not.
func probePDFScan(r io.ReaderAt, size int64, info *Info) error {
	n := min(size, maxPDFScanBytes)
	buf := make([]byte, n)
	m, err := r.ReadAt(buf, 0)
	if err != nil && err != io.EOF {
		return err
	}
	buf = buf[:m]
	if !bytes.Contains(buf, []byte("%PDF-")) {
		return corrupt("PDF", "no PDF header")
	}
	info.PageCount = len(rePDFPage().FindAllIndex(buf, -1))
	if mb := rePDFMediaBox().FindSubmatch(buf); mb != nil {
		var v [4]float64
		for i := range v {
			v[i], _ = strconv.ParseFloat(string(mb[i+1]), 64)
		}
		info.PageWidth = roundTo(math.Abs(v[2]-v[0]), 2)
		info.PageHeight = roundTo(math.Abs(v[3]-v[1]), 2)
	}
	if info.PageCount == 0 {
		return corrupt("PDF", "no readable pages (damaged cross-reference table%s)", encryptedHint(buf))
	}
	return nil
}

func encryptedHint(b []byte) string {
	if bytes.Contains(b, []byte("/Encrypt")) {
		return "; the file is encrypted"
	}
	return ""
}

// truncateRunes cuts s to at most n bytes on a rune boundary.
func truncateRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
