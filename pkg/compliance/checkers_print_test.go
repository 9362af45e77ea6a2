package compliance_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func TestPrintAndResolutionChecks(t *testing.T) {
	pt := func(mm float64) float64 { return mm * 72 / 25.4 }
	num := func(v float64) *float64 { return &v }
	printPDF := func(trim *media.PageTrim) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageWidth, a.Info.PageHeight = pt(216), pt(303)
		a.Info.Trim = trim
		return a
	}
	a4 := func(bleedMin, bleedMax float64) *media.PageTrim {
		return &media.PageTrim{Width: pt(210), Height: pt(297), BleedMin: pt(bleedMin), BleedMax: pt(bleedMax)}
	}
	withDPI := func(dpi float64) compliance.Asset {
		a := img("photo.jpg", 2480, 3508, 900000)
		a.Info.DPI = dpi
		return a
	}
	withPDFDPI := func(a compliance.Asset, dpi float64) compliance.Asset {
		a.Info.DPI = dpi
		return a
	}
	rule := func(field string, p compliance.Params) compliance.Rule {
		return compliance.Rule{ID: "r", Rule: "r", Field: field, Severity: compliance.SeverityCritical, Enabled: true, Params: &p}
	}
	bleed3 := rule("dimensions", compliance.Params{Min: num(3), Max: num(3), Unit: "mm", Check: compliance.DimensionsCheckBleed})
	noBleed := rule("dimensions", compliance.Params{Min: num(0), Max: num(0), Unit: "mm", Check: compliance.DimensionsCheckBleed})
	dpi300 := rule("dimensions", compliance.Params{Min: num(300), Unit: "dpi", Check: compliance.DimensionsCheckResolution})
	trimA4 := rule("dimensions", compliance.Params{Allowed: []string{"210x297"}, Unit: "mm", Check: compliance.DimensionsCheckTrimSize})
	minHD := rule("dimensions", compliance.Params{MinWidth: 1280, MinHeight: 720})
	maxWide := rule("dimensions", compliance.Params{MaxWidth: 600})
	ink := rule("format", compliance.Params{Max: num(300), Unit: "%", Check: compliance.FormatCheckTotalInk})
	spot := func(head, tail float64) compliance.Asset {
		a := compliance.Asset{FileName: "spot.wav", Info: media.Info{Kind: media.KindAudio, Format: "WAV", DurationSeconds: 30,
			Audio: &media.AudioInfo{Codec: "PCM", SampleRate: 48000, Channels: 2, HeadSilence: &head, TailSilence: &tail}}}
		return a
	}
	cmyk := rule("format", compliance.Params{Allowed: []string{"CMYK"}, Check: compliance.FormatCheckColorSpace})
	srgb := rule("format", compliance.Params{Allowed: []string{"sRGB"}, Check: compliance.FormatCheckColorSpace})
	colored := func(model string) compliance.Asset {
		a := img("photo.jpg", 2480, 3508, 900000)
		a.Info.ColorModel = model
		return a
	}
	progressive := rule("codec", compliance.Params{Allowed: []string{"progressive"}, Check: compliance.CodecCheckScanType})
	constantRate := rule("frameRate", compliance.Params{Allowed: []string{"constant"}, Check: compliance.FrameRateCheckConstant})
	leaveHalf := rule("duration", compliance.Params{Min: num(0.5), Unit: "s", Check: compliance.DurationCheckHeadTail})
	atMostHalf := rule("duration", compliance.Params{Max: num(0.5), Unit: "s", Check: compliance.DurationCheckHeadTail})
	tests := []struct {
		name   string
		asset  compliance.Asset
		rule   compliance.Rule
		status string // "" when the rule does not apply
	}{
		{"3 mm bleed on every side", printPDF(a4(3, 3)), bleed3, "pass"},
		{"bleed rounded by the exporter", printPDF(a4(2.8, 3.2)), bleed3, "pass"},
		{"2 mm bleed is short", printPDF(a4(2, 3)), bleed3, "fail"},
		{"5 mm bleed on one side is too much", printPDF(a4(3, 5)), bleed3, "fail"},
		{"no TrimBox: bleed unknown", printPDF(nil), bleed3, "warning"},
		{"no bleed wanted, none given", printPDF(a4(0, 0)), noBleed, "pass"},
		{"no bleed wanted, 3 mm given", printPDF(a4(3, 3)), noBleed, "fail"},
		{"bleed of an image", withDPI(300), bleed3, ""},
		{"the TrimBox is the trim size", printPDF(a4(3, 3)), trimA4, "pass"},
		{"a TrimBox of another size", printPDF(&media.PageTrim{Width: pt(186), Height: pt(131)}), trimA4, "fail"},
		{"300 dpi", withDPI(300), dpi300, "pass"},
		{"72 dpi", withDPI(72), dpi300, "fail"},
		{"no density declared", withDPI(0), dpi300, "warning"},
		{"resolution of a video", video("v.mp4", 1920, 1080, 1000, 15), dpi300, ""},
		{"a PDF's placed images at 300 dpi", withPDFDPI(printPDF(a4(3, 3)), 300), dpi300, "pass"},
		{"a PDF's placed image at 150 dpi", withPDFDPI(printPDF(a4(3, 3)), 150), dpi300, "fail"},
		{"a PDF without a placed image", printPDF(a4(3, 3)), dpi300, "warning"},
		{"HD minimum met by UHD", video("v.mp4", 3840, 2160, 1000, 15), minHD, "pass"},
		{"HD minimum failed by SD", video("v.mp4", 960, 540, 1000, 15), minHD, "fail"},
		{"height below the minimum", video("v.mp4", 1920, 600, 1000, 15), minHD, "fail"},
		{"no wider than 600 px", img("hero.jpg", 600, 300, 1000), maxWide, "pass"},
		{"wider than 600 px", img("hero.jpg", 1200, 300, 1000), maxWide, "fail"},
		{"total ink is reported, not measured", printPDF(a4(3, 3)), ink, "warning"},
		{"a CMYK JPEG for print", colored("CMYK"), cmyk, "pass"},
		{"an RGB JPEG for print", colored("RGB"), cmyk, "fail"},
		{"a greyscale image prints on black", colored("Gray"), cmyk, "pass"},
		{"a palette PNG is screen colour", colored("Indexed"), srgb, "pass"},
		{"a CMYK image for screens", colored("CMYK"), srgb, "fail"},
		{"a PDF's colour spaces are not read", printPDF(a4(3, 3)), cmyk, "warning"},
		{"colour space of a video", video("v.mp4", 1920, 1080, 1000, 15), cmyk, ""},
		{"a video's scan type is reported, not read", video("v.mp4", 1920, 1080, 1000, 15), progressive, "warning"},
		{"scan type of an image", colored("RGB"), progressive, ""},
		{"a constant frame rate is reported, not read", video("v.mp4", 1920, 1080, 1000, 15), constantRate, "warning"},
		{"frame rate of an image", colored("RGB"), constantRate, ""},
		{"half a second of silence each side", spot(0.5, 0.6), leaveHalf, "pass"},
		{"no silence at the head", spot(0, 0.6), leaveHalf, "fail"},
		{"too long a tail", spot(0.2, 1.5), atMostHalf, "fail"},
		{"silence within the maximum", spot(0.2, 0.4), atMostHalf, "pass"},
		{"silence of an MP3 is not measured", compliance.Asset{FileName: "spot.mp3", Info: media.Info{Kind: media.KindAudio, Format: "MP3", Audio: &media.AudioInfo{Codec: "mp3"}}}, leaveHalf, "warning"},
		{"silence of an image", withDPI(300), leaveHalf, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tt.rule); err != nil {
				t.Fatal(err)
			}
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			got := ""
			if ok {
				got = string(is.Status)
			}
			if got != tt.status {
				t.Errorf("got %q (%s), want %q", got, is.Message, tt.status)
			}
		})
	}
}

func TestValidateRulePixelBounds(t *testing.T) {
	for _, p := range []compliance.Params{
		{MinWidth: -1},
		{MinWidth: 1300, MaxWidth: 1280},
	} {
		r := compliance.Rule{ID: "r", Rule: "r", Field: "dimensions", Severity: compliance.SeverityCritical, Params: &p}
		if compliance.ValidateRule(r) == nil {
			t.Errorf("%+v: want an error", p)
		}
	}
	r := compliance.Rule{ID: "r", Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Params: &compliance.Params{MaxWidth: 600}}
	if compliance.ValidateRule(r) == nil {
		t.Error("pixel bounds on a file size rule: want an error")
	}
}

// TestPrintChecksOnEveryPage checks trim and bleed on every page of a
// PDF and names the page that fails; resolution names its image.
func TestPrintChecksOnEveryPage(t *testing.T) {
	pt := func(mm float64) float64 { return mm * 72 / 25.4 }
	num := func(v float64) *float64 { return &v }
	a4 := func(bleed float64) *media.PageTrim {
		return &media.PageTrim{Width: pt(210), Height: pt(297), BleedMin: pt(bleed), BleedMax: pt(bleed)}
	}
	ad := func(others ...media.PageBox) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageCount = 3
		a.Info.PageWidth, a.Info.PageHeight = pt(216), pt(303)
		a.Info.Trim = a4(3)
		a.Info.OtherPages = others
		return a
	}
	withLowest := func(a compliance.Asset, page int, name string, dpi float64, unread string) compliance.Asset {
		a.Info.DPI = dpi
		a.Info.Print = &media.PrintInfo{PagesRead: 3, Unread: unread, LowestImage: &media.PlacedImage{Page: page, Name: name, DPI: dpi}}
		return a
	}
	rule := func(field string, p compliance.Params) compliance.Rule {
		return compliance.Rule{ID: "r", Rule: "r", Field: field, Severity: compliance.SeverityCritical, Enabled: true, Params: &p}
	}
	bleed3 := rule("dimensions", compliance.Params{Min: num(3), Unit: "mm", Check: compliance.DimensionsCheckBleed})
	trimA4 := rule("dimensions", compliance.Params{Allowed: []string{"210x297"}, Unit: "mm", Check: compliance.DimensionsCheckTrimSize})
	dpi300 := rule("dimensions", compliance.Params{Min: num(300), Unit: "dpi", Check: compliance.DimensionsCheckResolution})
	tests := []struct {
		name    string
		asset   compliance.Asset
		rule    compliance.Rule
		status  string
		message string
	}{
		{"every page with 3 mm bleed", ad(), bleed3, "pass", "(all 3 pages)"},
		{"page 3 has no bleed", ad(media.PageBox{Page: 3, Width: pt(210), Height: pt(297), Trim: a4(0)}), bleed3, "fail", "Page 3: Bleed 0 mm below 3 mm"},
		{"page 2 has no TrimBox", ad(media.PageBox{Page: 2, Width: pt(216), Height: pt(303)}), bleed3, "warning", "Page 2: Bleed could not be measured"},
		{"every page is A4", ad(), trimA4, "pass", "(all 3 pages)"},
		{"page 2 is another size", ad(media.PageBox{Page: 2, Width: pt(216), Height: pt(303), Trim: &media.PageTrim{Width: pt(148), Height: pt(210)}}), trimA4, "fail", "Page 2: Trim box 148x210 mm"},
		{"page 3 without a TrimBox is A4 with bleed", ad(media.PageBox{Page: 3, Width: pt(216), Height: pt(303)}), trimA4, "pass", ""},
		{"a 150 dpi image on page 2", withLowest(ad(), 2, "Im2", 150, ""), dpi300, "fail", "(image Im2 on page 2)"},
		{"the lowest image is 300 dpi", withLowest(ad(), 1, "Im1 in form Fm1", 300, ""), dpi300, "pass", "image Im1 in form Fm1 on page 1"},
		{"pages left unread are said", withLowest(ad(), 1, "Im1", 300, "pages from 40 on were not read: budget"), dpi300, "warning", "pages from 40 on were not read"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			if !ok || string(is.Status) != tt.status || !strings.Contains(is.Message, tt.message) {
				t.Errorf("got %v %q (%s), want %q with %q", ok, is.Status, is.Message, tt.status, tt.message)
			}
		})
	}
}

// TestPDFColorSpaces checks the colour spaces a PDF's pages paint with
// and names where a space the rule does not allow is used.
func TestPDFColorSpaces(t *testing.T) {
	ad := func(unread string, uses ...media.ColorUse) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageCount = 2
		a.Info.Print = &media.PrintInfo{PagesRead: 2, Unread: unread, ColorSpaces: uses}
		return a
	}
	cmykFill := media.ColorUse{Space: media.ColorCMYK, Page: 1, What: "fill colour"}
	gray := media.ColorUse{Space: media.ColorGray, Page: 1, What: "image Im1"}
	rgbImage := media.ColorUse{Space: media.ColorRGB, Page: 1, What: "image Im2"}
	spot := media.ColorUse{Space: media.ColorSpot, Name: "PANTONE 286 C", Page: 2, What: "fill colour"}
	lab := media.ColorUse{Space: media.ColorLab, Page: 2, What: "image Im3 in form Fm1"}
	rule := func(allowed ...string) compliance.Rule {
		return compliance.Rule{ID: "r", Rule: "r", Field: "format", Severity: compliance.SeverityCritical, Enabled: true,
			Params: &compliance.Params{Allowed: allowed, Check: compliance.FormatCheckColorSpace}}
	}
	tests := []struct {
		name    string
		asset   compliance.Asset
		rule    compliance.Rule
		status  string
		message string
	}{
		{"CMYK and grey meet CMYK", ad("", cmykFill, gray), rule("CMYK"), "pass", "Colour spaces CMYK, Gray meet colour space CMYK"},
		{"an RGB image fails CMYK", ad("", cmykFill, rgbImage), rule("CMYK"), "fail", "RGB image Im2 on page 1"},
		{"a spot colour fails CMYK", ad("", cmykFill, spot), rule("CMYK"), "fail", "spot colour PANTONE 286 C on page 2"},
		{"a spot colour a rule allows", ad("", cmykFill, spot), rule("CMYK", "Spot"), "pass", "spot colour PANTONE 286 C"},
		{"Lab fails CMYK", ad("", lab), rule("CMYK"), "fail", "Lab image Im3 in form Fm1 on page 2"},
		{"both named", ad("", rgbImage, spot), rule("CMYK"), "fail", "RGB image Im2 on page 1; spot colour PANTONE 286 C on page 2"},
		{"RGB meets sRGB", ad("", rgbImage, gray), rule("sRGB"), "pass", ""},
		{"only the default black", ad(""), rule("CMYK"), "pass", "default black"},
		{"pages left unread", ad("pages from 9 on were not read: budget", cmykFill), rule("CMYK"), "warning", "on the pages read"},
		{"an RGB JPEG keeps its colour model", func() compliance.Asset { a := img("a.jpg", 10, 10, 100); a.Info.ColorModel = "RGB"; return a }(), rule("CMYK"), "fail", "Colour space RGB is not"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			if !ok || string(is.Status) != tt.status || !strings.Contains(is.Message, tt.message) {
				t.Errorf("got %v %q (%s), want %q with %q", ok, is.Status, is.Message, tt.status, tt.message)
			}
		})
	}
}

// TestPDFDocumentChecks checks a PDF's page count, output intent and
// PDF/X version, and embedded fonts.
func TestPDFDocumentChecks(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	doc := func(pages int, pr *media.PrintInfo) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageCount = pages
		a.Info.Print = pr
		return a
	}
	fogra39 := media.OutputIntent{Subtype: "GTS_PDFX", Identifier: "FOGRA39", Condition: "Coated FOGRA39 (ISO 12647-2:2004)"}
	x1a := &media.PrintInfo{PagesRead: 1, OutputIntents: []media.OutputIntent{fogra39}, PDFX: "PDF/X-1a:2001", Fonts: 2}
	x4 := &media.PrintInfo{PagesRead: 1, OutputIntents: []media.OutputIntent{{Identifier: "FOGRA51"}}, PDFX: "PDF/X-4", Fonts: 1, FontsNotEmbedded: []string{"Helvetica"}}
	bare := &media.PrintInfo{PagesRead: 1}
	rule := func(field string, p compliance.Params) compliance.Rule {
		return compliance.Rule{ID: "r", Rule: "r", Field: field, Severity: compliance.SeverityCritical, Enabled: true, Params: &p}
	}
	pages := func(p compliance.Params) compliance.Rule {
		p.Check, p.Unit = compliance.MetaCheckPageCount, "pages"
		return rule("metadata", p)
	}
	intent := func(allowed ...string) compliance.Rule {
		return rule("metadata", compliance.Params{Allowed: allowed, Check: compliance.MetaCheckOutputIntent})
	}
	fonts := rule("typography", compliance.Params{Check: compliance.TypographyCheckFontsEmbedded})
	tests := []struct {
		name    string
		asset   compliance.Asset
		rule    compliance.Rule
		status  string
		message string
	}{
		{"one page as allowed", doc(1, bare), pages(compliance.Params{Allowed: []string{"1"}}), "pass", "1 page"},
		{"two pages where one is allowed", doc(2, bare), pages(compliance.Params{Allowed: []string{"1"}}), "fail", "2 pages, not 1 page"},
		{"four pages within 2 to 8", doc(4, bare), pages(compliance.Params{Min: num(2), Max: num(8)}), "pass", ""},
		{"twelve pages over 8", doc(12, bare), pages(compliance.Params{Max: num(8)}), "fail", "exceeds 8 pages"},
		{"pages not read", doc(0, nil), pages(compliance.Params{Max: num(8)}), "warning", ""},
		{"page count of an image", img("a.jpg", 10, 10, 10), pages(compliance.Params{Max: num(8)}), "", ""},
		{"FOGRA39 by its condition", doc(1, x1a), intent("Coated FOGRA39"), "pass", ""},
		{"FOGRA39 by its identifier", doc(1, x1a), intent("FOGRA39"), "pass", ""},
		{"FOGRA51 is not FOGRA39", doc(1, x4), intent("Coated FOGRA39"), "fail", "Output intent FOGRA51 is not Coated FOGRA39"},
		{"no output intent", doc(1, bare), intent("Coated FOGRA39"), "fail", "declares no output intent"},
		{"any output intent, none given", doc(1, bare), intent(), "fail", "declares no output intent"},
		{"PDF/X-1a meets PDF/X-1a:2001", doc(1, x1a), intent("PDF/X-1a"), "pass", ""},
		{"PDF/X-4 is not PDF/X-1a", doc(1, x4), intent("PDF/X-1a"), "fail", "PDF/X version PDF/X-4 is not PDF/X-1a"},
		{"not a PDF/X file", doc(1, bare), intent("PDF/X-4"), "fail", "Not a PDF/X file"},
		{"a version and a condition, both met", doc(1, x1a), intent("PDF/X-1a:2001", "Coated FOGRA39"), "pass", ""},
		{"a version met, the condition not", doc(1, x4), intent("PDF/X-4", "Coated FOGRA39"), "fail", "not Coated FOGRA39"},
		{"a year that differs", doc(1, x1a), intent("PDF/X-1a:2003"), "fail", ""},
		{"fonts embedded", doc(1, x1a), fonts, "pass", "All 2 fonts are embedded"},
		{"a font not embedded", doc(1, x4), fonts, "fail", "1 of 1 fonts not embedded: Helvetica"},
		{"no fonts", doc(1, bare), fonts, "pass", "no text"},
		{"fonts not read", doc(1, nil), fonts, "warning", ""},
		{"fonts of a video", video("v.mp4", 10, 10, 10, 1), fonts, "", ""},
		{"other typography needs perception", doc(1, x1a), rule("typography", compliance.Params{}), "warning", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tt.rule); err != nil {
				t.Fatal(err)
			}
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			got := ""
			if ok {
				got = string(is.Status)
			}
			if got != tt.status || !strings.Contains(is.Message, tt.message) {
				t.Errorf("got %q (%s), want %q with %q", got, is.Message, tt.status, tt.message)
			}
		})
	}
	bad := rule("metadata", compliance.Params{Allowed: []string{"two"}, Check: compliance.MetaCheckPageCount})
	if err := compliance.ValidateRule(bad); err == nil || !strings.Contains(err.Error(), "bad page count") {
		t.Errorf("page count \"two\": %v, want refused", err)
	}
}

// TestPDFTotalInk checks the total ink measured in a PDF: over the limit
// fails naming where; ink that could not be summed never passes.
func TestPDFTotalInk(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	doc := func(unread string, ink *media.InkCoverage) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageCount = 2
		a.Info.Print = &media.PrintInfo{PagesRead: 2, Unread: unread, Ink: ink}
		return a
	}
	rule := compliance.Rule{ID: "r", Rule: "r", Field: "format", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Max: num(300), Unit: "%", Check: compliance.FormatCheckTotalInk}}
	tests := []struct {
		name    string
		asset   compliance.Asset
		status  string
		message string
	}{
		{"280% within 300%", doc("", &media.InkCoverage{MaxPercent: 280, Page: 1, What: "fill colour"}), "pass", "Total ink 280% (fill colour on page 1) within"},
		{"a rich black image over 300%", doc("", &media.InkCoverage{MaxPercent: 320, Page: 2, What: "image Im1"}), "fail", "Total ink 320% exceeds 300% limit (image Im1 on page 2)"},
		{"over the limit even with ICC colour beside", doc("", &media.InkCoverage{MaxPercent: 340, Page: 1, What: "fill colour", NotSummed: []string{"ICC-based colour"}}), "fail", "exceeds"},
		{"within, but ICC colour not summed", doc("", &media.InkCoverage{MaxPercent: 250, Page: 1, What: "fill colour", NotSummed: []string{"ICC-based colour", "shadings"}}), "warning", "at least 250%"},
		{"only RGB colour", doc("", &media.InkCoverage{NotSummed: []string{"RGB colour"}}), "warning", "Total ink not measured; not summed without a colour engine: RGB colour"},
		{"pages unread", doc("pages from 3 on were not read: budget", &media.InkCoverage{MaxPercent: 100, Page: 1, What: "fill colour"}), "warning", "pages from 3 on"},
		{"only the default black", doc("", nil), "pass", "default black"},
		{"an image file", img("a.jpg", 10, 10, 10), "warning", "not measured"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(context.Background(), tt.asset, rule, compliance.Options{})
			if !ok || string(is.Status) != tt.status || !strings.Contains(is.Message, tt.message) {
				t.Errorf("got %v %q (%s), want %q with %q", ok, is.Status, is.Message, tt.status, tt.message)
			}
		})
	}
}

// TestPrintRecommendations says how to fix each print check that fails.
func TestPrintRecommendations(t *testing.T) {
	tests := []struct {
		is   compliance.Issue
		want string
	}{
		{compliance.Issue{Field: "dimensions", Message: "Resolution 150 dpi below 300 dpi minimum (image Im2 on page 3)", DetectedValue: "150 dpi (image Im2 on page 3)", ExpectedValue: "at least 300 dpi"},
			"Replace or enlarge the low-resolution image Im2 on page 3: it must be at least 300 dpi at its placed size"},
		{compliance.Issue{Field: "dimensions", Message: "Resolution 150 dpi below 300 dpi minimum", ExpectedValue: "at least 300 dpi"},
			"Replace or enlarge the low-resolution image: it must be at least 300 dpi at its placed size"},
		{compliance.Issue{Field: "dimensions", Message: "Page 3: Bleed 0 mm below 3 mm", ExpectedValue: "at least 3 mm on every side"}, "Extend the artwork into the bleed and set the BleedBox: at least 3 mm on every side"},
		{compliance.Issue{Field: "format", Message: "Total ink 320% exceeds 300% limit (image Im1 on page 2)", ExpectedValue: "at most 300%"}, "Reduce the total ink to at most 300%: convert rich blacks and dark images with the press profile's ink limit"},
		{compliance.Issue{Field: "format", Status: compliance.StatusWarning, Message: "Total ink at least 250% (fill colour on page 1); not summed without a colour engine: ICC-based colour", ExpectedValue: "at most 300%"},
			"Check the total ink in preflight (at most 300%): the file has colour only a colour engine can sum"},
		{compliance.Issue{Field: "format", Message: "Not colour space CMYK: RGB image Im2 on page 1", ExpectedValue: "colour space CMYK"}, "Convert RGB images and spot colours to CMYK with the press profile"},
		{compliance.Issue{Field: "metadata", Message: "3 pages, not 1 page", ExpectedValue: "1 page"}, "Deliver the file with 1 page"},
		{compliance.Issue{Field: "metadata", Message: "Output intent FOGRA51 is not Coated FOGRA39", ExpectedValue: "Coated FOGRA39"}, "Export as PDF/X with the output intent Coated FOGRA39"},
		{compliance.Issue{Field: "typography", Message: "1 of 2 fonts not embedded: Helvetica", DetectedValue: "Helvetica not embedded"}, "Embed every font (export as PDF/X, or outline the text): Helvetica not embedded"},
		{compliance.Issue{Field: "format", Message: "Format PDF not in allowed formats", ExpectedValue: "one of JPG, PNG"}, "Export the asset as one of JPG, PNG"},
	}
	for _, tt := range tests {
		if tt.is.Status == "" {
			tt.is.Status = compliance.StatusFail
		}
		tt.is.Severity, tt.is.Rule = compliance.SeverityCritical, "r"
		got := compliance.Recommendations([]compliance.Issue{tt.is})
		if !slices.Contains(got, tt.want) {
			t.Errorf("%s: got %q, want %q", tt.is.Message, got, tt.want)
		}
	}
}
