package doctext

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// docxLimits bound the DOCX archive: a DOCX is a zip and may be a zip bomb.
var docxLimits = safezip.Limits{
	MaxEntries:   2000,
	MaxTotalSize: 512 << 20,
	MaxFileSize:  maxXMLBytes,
	MaxRatio:     200,
	RatioFloor:   1 << 20,
}

// ExtractDOCX extracts the text of a Word (OOXML) document: paragraphs,
// headings (from paragraph styles and outline levels), list items, table
// rows and page breaks. Deleted tracked changes are dropped and inserted
// ones kept.
func ExtractDOCX(r io.ReaderAt, size int64) (doc Document, err error) {
	defer func() {
		if x := recover(); x != nil {
			doc, err = Document{}, fmt.Errorf("%w: DOCX: %v", ErrCorrupt, x)
		}
	}()
	z, err := safezip.Open(r, size, docxLimits)
	if err != nil {
		return Document{}, zipErr("DOCX", err)
	}
	main := docxMainPart(z)
	if _, ok := z.Stat(main); !ok {
		if _, isXLSX := z.Stat("xl/workbook.xml"); isXLSX {
			return Document{}, fmt.Errorf("%w: a spreadsheet, not a Word document", ErrUnsupported)
		}
		if _, isPPTX := z.Stat("ppt/presentation.xml"); isPPTX {
			return Document{}, fmt.Errorf("%w: a presentation, not a Word document", ErrUnsupported)
		}
		return Document{}, fmt.Errorf("%w: zip file without a Word document part", ErrUnsupported)
	}
	styles := docxStyleSheet{}
	if data, err := z.ReadFile(path.Join(path.Dir(main), "styles.xml"), 16<<20); err == nil {
		styles = parseDOCXStyles(data)
	}
	rc, err := z.OpenFile(main, maxXMLBytes)
	if err != nil {
		return Document{}, docxReadErr(err)
	}
	defer rc.Close()
	return parseDOCXBody(rc, styles)
}

func docxReadErr(err error) error {
	if errors.Is(err, safezip.ErrTooLarge) || errors.Is(err, safezip.ErrRatio) {
		return fmt.Errorf("%w: DOCX: %v", ErrTooLarge, err)
	}
	return fmt.Errorf("%w: DOCX: %v", ErrCorrupt, err)
}

// docxMainPart finds the main document part through _rels/.rels, falling
// back to word/document.xml.
func docxMainPart(z *safezip.Reader) string {
	data, err := z.ReadFile("_rels/.rels", 1<<20)
	if err == nil {
		var rels struct {
			Rel []struct {
				Type   string `xml:"Type,attr"`
				Target string `xml:"Target,attr"`
			} `xml:"Relationship"`
		}
		if xml.Unmarshal(data, &rels) == nil {
			for _, r := range rels.Rel {
				if strings.HasSuffix(r.Type, "/officeDocument") && r.Target != "" {
					return strings.TrimPrefix(path.Clean("/"+r.Target), "/")
				}
			}
		}
	}
	return "word/document.xml"
}

// docxStyle is what matters of a paragraph style.
type docxStyle struct {
	name, basedOn string
	outline       int // 1-based heading level, 0 none
	list          bool
}

type docxStyleSheet map[string]docxStyle

func parseDOCXStyles(data []byte) docxStyleSheet {
	var doc struct {
		Styles []struct {
			ID   string `xml:"styleId,attr"`
			Name struct {
				Val string `xml:"val,attr"`
			} `xml:"name"`
			BasedOn struct {
				Val string `xml:"val,attr"`
			} `xml:"basedOn"`
			PPr struct {
				Outline *struct {
					Val string `xml:"val,attr"`
				} `xml:"outlineLvl"`
				NumPr *struct{} `xml:"numPr"`
			} `xml:"pPr"`
		} `xml:"style"`
	}
	sheet := docxStyleSheet{}
	if xml.Unmarshal(data, &doc) != nil {
		return sheet
	}
	for _, s := range doc.Styles {
		st := docxStyle{name: strings.ToLower(s.Name.Val), basedOn: s.BasedOn.Val, list: s.PPr.NumPr != nil}
		if s.PPr.Outline != nil {
			if n, ok := atoiSmall(s.PPr.Outline.Val); ok && n < 9 {
				st.outline = n + 1
			}
		}
		sheet[s.ID] = st
	}
	return sheet
}

// resolve returns the heading level and list flag of a style, following
// basedOn links and well-known names.
func (s docxStyleSheet) resolve(id string) (level int, list, title bool) {
	for depth := 0; depth < 12 && id != ""; depth++ {
		st, ok := s[id]
		name := strings.ToLower(id)
		if ok && st.name != "" {
			name = st.name
		}
		switch {
		case name == "title" || strings.EqualFold(id, "Title"):
			return 1, false, true
		case strings.HasPrefix(strings.ReplaceAll(name, " ", ""), "heading"):
			if n, ok := atoiSmall(strings.TrimPrefix(strings.ReplaceAll(name, " ", ""), "heading")); ok && n >= 1 && n <= 9 {
				return n, false, false
			}
		}
		if ok && st.outline > 0 {
			return st.outline, false, false
		}
		if ok && st.list || strings.HasPrefix(name, "list bullet") || strings.HasPrefix(name, "list number") {
			return 0, true, false
		}
		if !ok {
			return 0, false, false
		}
		id = st.basedOn
	}
	return 0, false, false
}

func atoiSmall(s string) (int, bool) {
	if s == "" || len(s) > 3 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}
