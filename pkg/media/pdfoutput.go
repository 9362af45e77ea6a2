package media

import (
	"io"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// What a PDF says about the printing it was made for (its output intents
// and PDF/X version) and whether the fonts its pages use are embedded.

// Limits of the catalog's lists and metadata read.
const (
	maxOutputIntents = 8
	maxFontsListed   = 32
	maxXMPBytes      = 1 << 20
)

// readOutputIntents reads the catalog's /OutputIntents and the PDF/X
// version from the Info dictionary or, without one there, the XMP
// metadata stream.
func readOutputIntents(trailer pdf.Value, p *PrintInfo) {
	root := trailer.Key("Root")
	intents := root.Key("OutputIntents")
	for i := 0; i < intents.Len() && len(p.OutputIntents) < maxOutputIntents; i++ {
		oi := intents.Index(i)
		o := OutputIntent{
			Subtype:    oi.Key("S").Name(),
			Identifier: strings.TrimSpace(pdfText([]byte(oi.Key("OutputConditionIdentifier").RawString()))),
			Condition:  strings.TrimSpace(pdfText([]byte(oi.Key("OutputCondition").RawString()))),
		}
		if o.Identifier != "" || o.Condition != "" {
			p.OutputIntents = append(p.OutputIntents, o)
		}
	}
	if v := trailer.Key("Info").Key("GTS_PDFXVersion"); v.Kind() == pdf.String && trailer.Key("Encrypt").Kind() == pdf.Null {
		p.PDFX = truncateRunes(strings.TrimSpace(pdfText([]byte(v.RawString()))), 64)
	}
	if p.PDFX == "" {
		p.PDFX = xmpPDFXVersion(root.Key("Metadata"))
	}
}

// rePDFXVersion finds GTS_PDFXVersion in XMP, as an element or an
// attribute.
var rePDFXVersion = lazyregexp.New(`GTS_PDFXVersion(?:\s*=\s*["']([^"'<]{1,64})["']|\s*>\s*([^<]{1,64})<)`)

// xmpPDFXVersion reads the PDF/X version of an XMP metadata stream (at
// most maxXMPBytes of it).
func xmpPDFXVersion(meta pdf.Value) string {
	if meta.Kind() != pdf.Stream {
		return ""
	}
	var data []byte
	func() {
		defer func() { _ = recover() }() // a filter the library does not know
		rc := meta.Reader()
		defer rc.Close()
		data, _ = io.ReadAll(io.LimitReader(rc, maxXMPBytes))
	}()
	m := rePDFXVersion().FindSubmatch(data)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(string(m[1]) + string(m[2]))
}

// useFont records a font a page draws text with (Tf's resource name),
// and whether its program is embedded.
func (w *contentWalker) useFont(name string, res pdf.Value) {
	font := res.Key("Font").Key(name)
	if !isDict(font) {
		return
	}
	base := font.Key("BaseFont").Name()
	if base == "" {
		base = name
	}
	// A subset's name carries a six-letter tag: "ABCDEF+Helvetica".
	if i := strings.IndexByte(base, '+'); i == 6 {
		base = base[i+1:]
	}
	if w.fonts[base] {
		return
	}
	if w.fonts == nil {
		w.fonts = map[string]bool{}
	}
	w.fonts[base] = true
	w.info.Fonts++
	if !fontEmbedded(font) && len(w.info.FontsNotEmbedded) < maxFontsListed {
		w.info.FontsNotEmbedded = append(w.info.FontsNotEmbedded, base)
	}
}

// fontEmbedded reports whether a font's program is in the file: its
// descriptor (a Type 0 font's descendant's) has a FontFile, FontFile2 or
// FontFile3; a Type 3 font draws its glyphs with content of its own.
func fontEmbedded(font pdf.Value) bool {
	switch font.Key("Subtype").Name() {
	case "Type3":
		return true
	case "Type0":
		font = font.Key("DescendantFonts").Index(0)
	}
	fd := font.Key("FontDescriptor")
	for _, k := range []string{"FontFile", "FontFile2", "FontFile3"} {
		if fd.Key(k).Kind() == pdf.Stream {
			return true
		}
	}
	return false
}
