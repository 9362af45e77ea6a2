package media_test

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// printDoc builds a PDF of pages (each a page dictionary's extra entries
// and its content stream) with shared objects after them: object 1 is
// the catalog, 2 the page tree, then each page and its content, then the
// extra objects (numbered from 3+2*len(pages)).
type printDoc struct {
	pages   []printPage
	extra   []string
	catalog string // extra catalog entries
	info    int    // the Info dictionary's object number, 0 for none
}

type printPage struct {
	attrs   string
	content string
}

// firstExtra is the object number of the first extra object.
func (d printDoc) firstExtra() int { return 3 + 2*len(d.pages) }

func (d printDoc) bytes() []byte {
	kids := make([]string, len(d.pages))
	objs := []string{"<< /Type /Catalog /Pages 2 0 R " + d.catalog + " >>", ""}
	for i, p := range d.pages {
		n := 3 + 2*i
		kids[i] = fmt.Sprintf("%d 0 R", n)
		objs = append(objs,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /Contents %d 0 R %s >>", n+1, p.attrs),
			pdfStream("", p.content))
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d /MediaBox [0 0 612.28 858.89] >>", strings.Join(kids, " "), len(d.pages))
	return makePDF("%PDF-1.6", d.info, append(objs, d.extra...)...)
}

func pdfStream(dict, data string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

func imageXObject(w, h int, colorSpace string) string {
	return pdfStream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s /BitsPerComponent 8", w, h, colorSpace), "")
}

// TestProbePDFEveryPage reads trim and bleed on every page: the first
// page's, and the pages that differ from it.
func TestProbePDFEveryPage(t *testing.T) {
	const a4 = "/TrimBox [8.5 8.5 603.78 850.39]" // 210 x 297 mm inside 3 mm of bleed
	const noBleed = "/TrimBox [8.5 8.5 603.78 850.39] /BleedBox [8.5 8.5 603.78 850.39]"
	tests := []struct {
		name  string
		pages []string
		other []int // pages listed as differing
		trim3 *media.PageTrim
	}{
		{"three alike", []string{a4, a4, a4}, nil, nil},
		{"page 3 without bleed", []string{a4, a4, noBleed}, []int{3}, &media.PageTrim{Width: 595.28, Height: 841.89}},
		{"page 2 without a TrimBox", []string{a4, "", a4}, []int{2}, nil},
		{"page 3 another size", []string{a4, a4, a4 + " /MediaBox [0 0 300 300]"}, []int{3}, &media.PageTrim{Width: 595.28, Height: 841.89, BleedMax: 8.5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var d printDoc
			for _, a := range tc.pages {
				d.pages = append(d.pages, printPage{attrs: a})
			}
			i, err := probeBytes(d.bytes(), "ad.pdf")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "pages", i.PageCount, len(tc.pages))
			var other []int
			for _, p := range i.OtherPages {
				other = append(other, p.Page)
				if p.Page == 3 && tc.trim3 != nil && (p.Trim == nil || *p.Trim != *tc.trim3) {
					t.Errorf("page 3 trim %+v, want %+v", p.Trim, *tc.trim3)
				}
			}
			eq(t, "other pages", fmt.Sprint(other), fmt.Sprint(tc.other))
			if i.Print == nil || i.Print.PagesRead != len(tc.pages) || i.Print.Unread != "" {
				t.Errorf("print %+v, want %d pages read", i.Print, len(tc.pages))
			}
		})
	}
}

// TestProbePDFImagesOnEveryPage finds the lowest effective resolution of
// the images every page draws, forms included, with the matrices of
// q/Q/cm and of the form.
func TestProbePDFImagesOnEveryPage(t *testing.T) {
	// Objects after two pages: 7 Im1 (2480x3508), 8 Im2 (150x150), 9 a
	// form drawing Im2 at 72 pt (its own resources), 10 a form drawing Fm1
	// scaled by 2 through its /Matrix, 11 a form drawing itself.
	extra := []string{
		imageXObject(2480, 3508, "/DeviceCMYK"),
		imageXObject(150, 150, "/DeviceRGB"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /Im2 8 0 R >> >>", "q 72 0 0 72 0 0 cm /Im2 Do Q"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Matrix [2 0 0 2 0 0] /Resources << /XObject << /Fm1 9 0 R >> >>", "/Fm1 Do"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /Fm9 11 0 R /Im1 7 0 R >> >>", "/Fm9 Do q 595.28 0 0 841.89 0 0 cm /Im1 Do Q"),
	}
	res := "/Resources << /XObject << /Im1 7 0 R /Im2 8 0 R /Fm1 9 0 R /Fm2 10 0 R /Fm9 11 0 R >> >>"
	full := "q 595.28 0 0 841.89 0 0 cm /Im1 Do Q"
	tests := []struct {
		name   string
		page1  string
		page2  string
		dpi    float64
		lowest *media.PlacedImage
	}{
		{"300 dpi on both pages", full, full, 300, &media.PlacedImage{Page: 1, Name: "Im1", DPI: 300}},
		{"page 2 places a 150 dpi image", full, full + " q 72 0 0 72 0 0 cm /Im2 Do Q", 150, &media.PlacedImage{Page: 2, Name: "Im2", DPI: 150}},
		{"inside a form", full, "q 1 0 0 1 0 0 cm /Fm1 Do Q", 150, &media.PlacedImage{Page: 2, Name: "Im2 in form Fm1", DPI: 150}},
		{"a form scaled by its matrix and the page", "q 0.5 0 0 0.5 0 0 cm /Fm2 Do Q", full, 150, &media.PlacedImage{Page: 1, Name: "Im2 in form Fm2/Fm1", DPI: 150}},
		{"a form that draws itself ends", full, "/Fm9 Do", 300, &media.PlacedImage{Page: 1, Name: "Im1", DPI: 300}},
		{"Q restores the matrix", "q 0.25 0 0 0.25 0 0 cm Q q 595.28 0 0 841.89 0 0 cm /Im1 Do Q", "", 300, &media.PlacedImage{Page: 1, Name: "Im1", DPI: 300}},
		{"no images", "BT /F1 12 Tf (text) Tj ET", "", 0, nil},
		{"an image stretched below 1 dpi is not 0, unknown", "q 20000 0 0 20000 0 0 cm /Im2 Do Q", "", 0.54, &media.PlacedImage{Page: 1, Name: "Im2", DPI: 0.54}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := printDoc{pages: []printPage{{res, tc.page1}, {res, tc.page2}}, extra: extra}
			i, err := probeBytes(d.bytes(), "ad.pdf")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "dpi", i.DPI, tc.dpi)
			if i.Print == nil {
				t.Fatal("no print facts")
			}
			switch got := i.Print.LowestImage; {
			case tc.lowest == nil && got != nil:
				t.Errorf("lowest %+v, want none", *got)
			case tc.lowest != nil && (got == nil || *got != *tc.lowest):
				t.Errorf("lowest %+v, want %+v", got, *tc.lowest)
			}
		})
	}
}

// TestProbePDFContentBudget stops reading content once the file's budget
// of operators is spent, and says which pages were not read.
func TestProbePDFContentBudget(t *testing.T) {
	// A form that draws itself twice: 2^12 draws at the depth limit
	// would be millions of operators without the budget.
	fork := pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /F 5 0 R >> >>",
		strings.Repeat("q Q ", 1000)+"/F Do /F Do")
	d := printDoc{pages: []printPage{{"/Resources << /XObject << /F 5 0 R >> >>", "/F Do"}}, extra: []string{fork}}
	i, err := probeBytes(d.bytes(), "ad.pdf")
	if err != nil {
		t.Fatal(err)
	}
	if i.Print == nil || !strings.Contains(i.Print.Unread, "pages from 1 on were not read") {
		t.Errorf("print %+v, want page 1 unread", i.Print)
	}
}

// printPagesSeedPDF is a fuzz seed for the page walk and the content
// walker: two pages, an image drawn by a form inside a form.
func printPagesSeedPDF() []byte {
	res := "/TrimBox [8.5 8.5 603.78 850.39] /Resources << /XObject << /Im1 7 0 R /Fm2 9 0 R >> >>"
	d := printDoc{pages: []printPage{{res, "q 595.28 0 0 841.89 0 0 cm /Im1 Do Q"}, {res, "q 0.5 0 0 0.5 0 0 cm /Fm2 Do Q"}}, extra: []string{
		imageXObject(2480, 3508, "/DeviceCMYK"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /Im1 7 0 R >> >>", "q 72 0 0 72 0 0 cm /Im1 Do Q"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Matrix [2 0 0 2 0 0] /Resources << /XObject << /Fm1 8 0 R >> >>", "/Fm1 Do"),
	}}
	return d.bytes()
}

// TestProbePDFColorSpaces lists the colour spaces pages paint with, each
// family and spot colour once, where it is first used.
func TestProbePDFColorSpaces(t *testing.T) {
	// Objects after two pages: 7 a CMYK image, 8 an RGB image, 9 an ICC
	// profile of 4 components, 10 an image in it, 11 a form painting RGB,
	// 12 an indexed image over RGB, 13 an axial shading in a spot colour,
	// 14 a stencil mask.
	extra := []string{
		imageXObject(10, 10, "/DeviceCMYK"),
		imageXObject(10, 10, "/DeviceRGB"),
		pdfStream("/N 4", ""),
		imageXObject(10, 10, "[/ICCBased 9 0 R]"),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1]", "1 0 0 rg 0 0 1 1 re f"),
		imageXObject(10, 10, "[/Indexed /DeviceRGB 1 <00000000ff00>]"),
		"<< /ShadingType 2 /ColorSpace [/Separation /Gold /DeviceCMYK 5 0 R] /Coords [0 0 1 0] /Function 5 0 R >>",
		pdfStream("/Type /XObject /Subtype /Image /Width 8 /Height 8 /ImageMask true /BitsPerComponent 1", ""),
	}
	res := `/Resources << /XObject << /Cmyk 7 0 R /Rgb 8 0 R /Icc 10 0 R /Fm1 11 0 R /Pal 12 0 R /Mask 14 0 R >>
		/ColorSpace << /CS0 [/Separation /PANTONE#20286#20C /DeviceCMYK 5 0 R] /CS1 [/DeviceN [/Cyan /Black] /DeviceCMYK 5 0 R] /CS2 [/ICCBased 9 0 R] >>
		/Shading << /Sh1 13 0 R >> >>`
	tests := []struct {
		name         string
		page1, page2 string
		want         string
	}{
		{"CMYK only", "0 0 0 1 k /Cmyk Do", "/CS2 cs 0 0 0 1 scn /Icc Do", "CMYK fill colour p1"},
		{"an RGB image on page 2", "/Cmyk Do", "/Rgb Do", "CMYK image Cmyk p1, RGB image Rgb p2"},
		{"a spot colour on page 2", "0.5 g", "/CS0 cs 1 scn", "Gray fill colour p1, Spot PANTONE 286 C fill colour p2"},
		{"process DeviceN is CMYK", "/CS1 CS 1 1 SCN", "", "CMYK stroke colour p1"},
		{"RGB inside a form", "/Fm1 Do", "", "RGB fill colour in form Fm1 p1"},
		{"an indexed image is its base", "/Pal Do", "", "RGB image Pal p1"},
		{"a shading in a spot colour", "/Sh1 sh", "", "Spot Gold shading Sh1 p1"},
		{"inline images", "BI /W 1 /H 1 /CS /RGB /BPC 8 ID \x00\x00\x00 EI", "BI /W 1 /H 1 /CS [/I /G 1 <00ff>] /BPC 8 ID \x00 EI", "RGB inline image p1, Gray inline image p2"},
		{"stencil masks paint with the fill colour", "/Mask Do BI /W 8 /H 1 /IM true ID \x00 EI", "", ""},
		{"no colour operators", "BT /F1 12 Tf (x) Tj ET", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i := probePrint(t, printDoc{pages: []printPage{{res, tc.page1}, {res, tc.page2}}, extra: extra})
			var got []string
			for _, u := range i.Print.ColorSpaces {
				got = append(got, strings.TrimSpace(fmt.Sprintf("%s %s %s p%d", u.Space, u.Name, u.What, u.Page)))
			}
			eq(t, "colour spaces", strings.ReplaceAll(strings.Join(got, ", "), "  ", " "), tc.want)
		})
	}
}

// TestProbePDFOutputAndFonts reads the output intents, the PDF/X version
// (Info, else XMP) and whether the fonts pages use are embedded.
func TestProbePDFOutputAndFonts(t *testing.T) {
	// One page (objects 3, 4), then: 5 a font program, 6 an embedded
	// TrueType font, 7 Helvetica (not embedded), 8 a Type 3 font, 9 a
	// Type 0 font whose descendant (10) has no program, 11 the Info
	// dictionary, 12 an XMP stream, 13 a form using Helvetica.
	xmp := `<x:xmpmeta><rdf:Description pdfxid:GTS_PDFXVersion="PDF/X-4"/></x:xmpmeta>`
	extra := []string{
		pdfStream("", "font program"),
		"<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+Arial /FontDescriptor << /FontName /ABCDEF+Arial /FontFile2 5 0 R >> >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		"<< /Type /Font /Subtype /Type3 /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << >> >>",
		"<< /Type /Font /Subtype /Type0 /BaseFont /MSGothic /DescendantFonts [10 0 R] >>",
		"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /MSGothic /FontDescriptor << /FontName /MSGothic >> >>",
		"<< /Title (Ad) /GTS_PDFXVersion (PDF/X-1a:2001) >>",
		pdfStream("/Type /Metadata /Subtype /XML", xmp),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /Font << /F2 7 0 R >> >>", "BT /F2 9 Tf (x) Tj ET"),
	}
	res := "/Resources << /Font << /F1 6 0 R /F2 7 0 R /F3 8 0 R /F4 9 0 R >> /XObject << /Fm1 13 0 R >> >>"
	fogra := "/OutputIntents [<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (FOGRA39) /OutputCondition (Coated FOGRA39 \\(ISO 12647-2:2004\\)) >>]"
	tests := []struct {
		name        string
		content     string
		catalog     string
		info        int
		fonts       int
		notEmbedded string
		intents     string
		pdfx        string
	}{
		{"embedded and Type 3 fonts", "BT /F1 9 Tf (a) Tj /F3 9 Tf (b) Tj /F1 10 Tf (c) Tj ET", "", 0, 2, "", "", ""},
		{"Helvetica and a CID font without programs", "BT /F2 9 Tf (a) Tj /F4 9 Tf <0001> Tj ET", "", 0, 2, "Helvetica, MSGothic", "", ""},
		{"a font used inside a form", "/Fm1 Do", "", 0, 1, "Helvetica", "", ""},
		{"output intent and PDF/X from Info", "", fogra, 11, 0, "", "GTS_PDFX FOGRA39 Coated FOGRA39 (ISO 12647-2:2004)", "PDF/X-1a:2001"},
		{"PDF/X from XMP", "", "/Metadata 12 0 R", 0, 0, "", "", "PDF/X-4"},
		{"neither", "", "", 0, 0, "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := probePrint(t, printDoc{pages: []printPage{{res, tc.content}}, extra: extra, catalog: tc.catalog, info: tc.info}).Print
			var intents []string
			for _, o := range p.OutputIntents {
				intents = append(intents, o.Subtype+" "+o.Identifier+" "+o.Condition)
			}
			eq(t, "fonts", p.Fonts, tc.fonts)
			eq(t, "not embedded", strings.Join(p.FontsNotEmbedded, ", "), tc.notEmbedded)
			eq(t, "intents", strings.Join(intents, "; "), tc.intents)
			eq(t, "pdfx", p.PDFX, tc.pdfx)
		})
	}
}

// TestProbePDFInk measures total ink: DeviceCMYK and grey colours, 8-bit
// CMYK images (unfiltered, Flate, DCT), and lists what it cannot sum.
func TestProbePDFInk(t *testing.T) {
	flate := func(b []byte) string {
		var z bytes.Buffer
		zw := zlib.NewWriter(&z)
		zw.Write(b)
		zw.Close()
		return z.String()
	}
	// 2x1 CMYK pixels: 40% of each ink, and C 100 M 100 Y 100 K 60 (360%).
	rich := []byte{102, 102, 102, 102, 255, 255, 255, 153}
	jpegRich := string(fixture(t, "jpeg_cmyk_richblack_16x16.jpg")) // 80% of each ink: 320%
	// Objects after two pages: 7 an unfiltered CMYK image, 8 the same
	// pixels in Flate, 9 a CMYK JPEG, 10 an RGB image, 11 the Flate image
	// inverted by /Decode, 12 a transparency group, 13 a grey image, 14 a
	// CMYK JPEG whose /Length runs past the end of the file.
	extra := []string{
		pdfStream("/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceCMYK /BitsPerComponent 8", string(rich)),
		pdfStream("/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter /FlateDecode", flate(rich)),
		pdfStream("/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter /DCTDecode", jpegRich),
		imageXObject(2, 1, "/DeviceRGB"),
		pdfStream("/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter [/FlateDecode] /Decode [1 0 1 0 1 0 1 0]", flate(rich)),
		pdfStream("/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Group << /S /Transparency >>", "0 0 0 1 k"),
		pdfStream("/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8", "\x80\x10"),
		"<< /Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter /DCTDecode /Length 9999999 >>\nstream\n" + jpegRich + "\nendstream",
	}
	res := `/Resources << /XObject << /Raw 7 0 R /Fl 8 0 R /Jpg 9 0 R /Rgb 10 0 R /Inv 11 0 R /Grp 12 0 R /Gry 13 0 R /Far 14 0 R >>
		/ColorSpace << /Icc [/ICCBased 7 0 R] /Spot [/Separation /Gold /DeviceCMYK 7 0 R] >>
		/ExtGState << /OP << /OP true >> /Plain << /LW 1 >> >> >>`
	tests := []struct {
		name         string
		page1, page2 string
		want         string // "max% what pN | not summed"
	}{
		{"a CMYK fill", "0.2 0.3 0.4 0.5 k", "0.9 0.9 0.9 0.1 K", "280% stroke colour p2 |"},
		{"scn in DeviceCMYK", "/DeviceCMYK cs 1 1 0 0.5 scn", "", "250% fill colour p1 |"},
		{"Q restores the colour space", "q /DeviceCMYK cs Q 0.5 scn", "", "50% fill colour p1 |"},
		{"grey is black ink", "0.25 g", "", "75% fill colour p1 |"},
		{"an unfiltered CMYK image", "/Raw Do", "", "360% image Raw p1 |"},
		{"a Flate CMYK image on page 2", "0 0 0 1 k", "/Fl Do", "360% image Fl p2 |"},
		{"a CMYK JPEG", "/Jpg Do", "", "320% image Jpg p1 |"},
		{"an inverted image", "/Inv Do", "", "240% image Inv p1 |"},
		{"a grey image", "/Gry Do", "", "93.7% image Gry p1 |"},
		{"ICC, spot and RGB colour are not summed", "/Icc cs 0 0 0 1 scn /Spot CS 1 SCN 1 0 0 rg", "", "0%  p0 | ICC-based colour, spot colours, RGB colour"},
		{"a JPEG whose bytes cannot be had is not measured", "/Far Do 0 0 0 1 k", "", "100% fill colour p1 | images that are not 8-bit CMYK or grey"},
		{"an RGB image is not summed", "/Rgb Do 0 0 0 1 k", "", "100% fill colour p1 | images that are not 8-bit CMYK or grey"},
		{"overprint and transparency groups", "/Plain gs /OP gs /Grp Do", "", "100% fill colour in form Grp p1 | overprint, transparency groups"},
		{"no colour", "BT (x) Tj ET", "", "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i := probePrint(t, printDoc{pages: []printPage{{res, tc.page1}, {res, tc.page2}}, extra: extra})
			got := "none"
			if ink := i.Print.Ink; ink != nil {
				got = fmt.Sprintf("%v%% %s p%d | %s", ink.MaxPercent, ink.What, ink.Page, strings.Join(ink.NotSummed, ", "))
			}
			eq(t, "ink", strings.TrimSpace(got), tc.want)
		})
	}
}

// printInkSeedPDF is a fuzz seed for the ink reader: CMYK fills, an
// unfiltered CMYK image, a CMYK JPEG, an ICC colour space and overprint.
func printInkSeedPDF(t testing.TB) []byte {
	jpegRich := string(fixture(t, "jpeg_cmyk_richblack_16x16.jpg"))
	res := `/Resources << /XObject << /Raw 5 0 R /Jpg 6 0 R >> /ColorSpace << /Icc [/ICCBased 5 0 R] >> /ExtGState << /OP << /OP true >> >> >>`
	d := printDoc{pages: []printPage{{res, "0.2 0.3 0.4 0.5 k /Raw Do /Jpg Do /Icc cs 1 0 0 0 scn /OP gs"}}, extra: []string{
		pdfStream("/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceCMYK /BitsPerComponent 8", "\x66\x66\x66\x66\xff\xff\xff\x99"),
		pdfStream("/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter /DCTDecode", jpegRich),
	}}
	return d.bytes()
}

// TestProbePDFPrintFactsOfBadFiles: a damaged, truncated or encrypted
// print PDF gives what could be read and says what could not, and never
// print facts it did not read.
func TestProbePDFPrintFactsOfBadFiles(t *testing.T) {
	res := "/Resources << /XObject << /Im1 7 0 R >> >>"
	good := printDoc{pages: []printPage{{res, "q 595.28 0 0 841.89 0 0 cm /Im1 Do Q"}, {res, "0 0 0 1 k"}}, extra: []string{imageXObject(2480, 3508, "/DeviceCMYK")}}.bytes()
	// Replacements keep the length: the cross-reference offsets hold.
	tests := []struct {
		name string
		pdf  []byte
		// facts: whether print facts are read; unread: text Unread must hold.
		facts  bool
		unread string
	}{
		{"the good file", good, true, ""},
		{"cut in half", good[:len(good)/2], false, ""},
		{"page 2 content missing", bytes.Replace(good, []byte("/Contents 6 0 R"), []byte("/Contents 9 0 R"), 1), true, ""},
		{"a page's content that is no stream", bytes.Replace(good, []byte("/Contents 6 0 R"), []byte("/Contents (xxx)"), 1), true, ""},
		{"encrypted", bytes.Replace(good, []byte("/Root 1 0 R"), []byte("/Root 1 0 R /Encrypt << /Filter /Standard /V 9 /R 9 >>"), 1), false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.pdf, "ad.pdf")
			if err != nil && tc.facts {
				t.Fatal(err)
			}
			if (i.Print != nil) != tc.facts {
				t.Fatalf("print facts %+v, want read %v (err %v)", i.Print, tc.facts, err)
			}
			if i.Print != nil && !strings.Contains(i.Print.Unread, tc.unread) {
				t.Errorf("unread %q, want %q", i.Print.Unread, tc.unread)
			}
		})
	}
}

// probePrint probes a built PDF and fails the test unless it has print facts.
func probePrint(t *testing.T, d printDoc) media.Info {
	t.Helper()
	i, err := probeBytes(d.bytes(), "ad.pdf")
	if err != nil {
		t.Fatal(err)
	}
	if i.Print == nil {
		t.Fatal("no print facts")
	}
	return i
}
