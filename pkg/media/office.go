package media

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
	"github.com/richardlehane/mscfb"
)

// listLimits are used to list a zip before knowing what it is. Office
// files may embed large media and very compressible XML, so sizes and
// ratio are loose here: listing decompresses nothing, and the few
// property parts read are capped at maxPropsXML. HTML5 banners are
// re-opened with safezip.DefaultLimits.
var listLimits = safezip.Limits{MaxEntries: 10000, MaxTotalSize: 4 << 30, MaxFileSize: 16 << 20, MaxRatio: 1000}

// maxPropsXML bounds the docProps parts read from a DOCX.
const maxPropsXML = 1 << 20

// probeZip tells a DOCX from other office zips and from an HTML5 banner.
func probeZip(r io.ReaderAt, size int64) (Info, error) {
	z, err := safezip.Open(r, size, listLimits)
	if err != nil {
		return Info{}, fmt.Errorf("ZIP: %w", err)
	}
	has := func(name string) bool { _, ok := z.Stat(name); return ok }
	switch {
	case has("word/document.xml"), isWordPackage(z):
		return probeDOCX(z), nil
	case has("xl/workbook.xml"):
		return Info{}, unsupported("XLSX spreadsheet")
	case has("ppt/presentation.xml"):
		return Info{}, unsupported("PPTX presentation")
	case has("mimetype") && has("content.xml"):
		return Info{}, unsupported("OpenDocument file")
	}
	z, err = safezip.Open(r, size, safezip.DefaultLimits)
	if err != nil {
		return Info{}, fmt.Errorf("HTML5 zip: %w", err)
	}
	return probeHTML5(z, size)
}

// isWordPackage reports whether the package relationships (_rels/.rels)
// name a main document part under word/, for DOCX files whose main part
// is not word/document.xml.
func isWordPackage(z *safezip.Reader) bool {
	b, err := z.ReadFile("_rels/.rels", maxPropsXML)
	if err != nil {
		return false
	}
	var rels struct {
		Rel []struct {
			Type   string `xml:"Type,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	if xml.Unmarshal(b, &rels) != nil {
		return false
	}
	for _, r := range rels.Rel {
		t := strings.TrimPrefix(r.Target, "/")
		if strings.HasSuffix(r.Type, "/officeDocument") && strings.HasPrefix(t, "word/") {
			_, ok := z.Stat(t)
			return ok
		}
	}
	return false
}

// probeDOCX fills a DOCX's metadata from docProps/core.xml (title,
// subject, keywords, description, author) and its page count from
// docProps/app.xml, which Word updates on every save.
func probeDOCX(z *safezip.Reader) Info {
	info := Info{Kind: KindDocument, Format: "DOCX", MimeType: MimeDOCX}
	var core struct {
		Title       string `xml:"title"`
		Subject     string `xml:"subject"`
		Keywords    string `xml:"keywords"`
		Description string `xml:"description"`
		Creator     string `xml:"creator"`
	}
	if b, err := z.ReadFile("docProps/core.xml", maxPropsXML); err == nil && xml.Unmarshal(b, &core) == nil {
		for k, v := range map[string]string{
			"Title": core.Title, "Subject": core.Subject, "Keywords": core.Keywords,
			"Description": core.Description, "Author": core.Creator,
		} {
			if v = strings.TrimSpace(v); v != "" {
				if info.Metadata == nil {
					info.Metadata = map[string]string{}
				}
				info.Metadata[k] = truncateRunes(v, maxTextLen)
			}
		}
	}
	var app struct {
		Pages string `xml:"Pages"`
	}
	if b, err := z.ReadFile("docProps/app.xml", maxPropsXML); err == nil && xml.Unmarshal(b, &app) == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(app.Pages)); err == nil && n > 0 {
			info.PageCount = n
		}
	}
	return info
}

// probeOLE opens an OLE compound file and recognises a Word 97-2003
// document by its WordDocument stream.
func probeOLE(r io.ReaderAt, size int64) (info Info, err error) {
	defer func() {
		if x := recover(); x != nil {
			info, err = Info{}, corrupt("DOC", "malformed compound file")
		}
	}()
	if size > 1<<31 {
		return Info{}, unsupported("compound file larger than 2 GB")
	}
	doc, err := mscfb.New(r)
	if err != nil {
		return Info{}, corrupt("DOC", "%v", err)
	}
	found := map[string]bool{}
	for i := 0; i < 100000; i++ {
		e, err := doc.Next()
		if err != nil {
			if !errors.Is(err, io.EOF) && len(found) == 0 {
				return Info{}, corrupt("DOC", "%v", err)
			}
			break
		}
		found[e.Name] = true
	}
	switch {
	case found["WordDocument"]:
		return Info{Kind: KindDocument, Format: "DOC", MimeType: MimeDOC}, nil
	case found["Workbook"], found["Book"]:
		return Info{}, unsupported("XLS spreadsheet")
	case found["PowerPoint Document"]:
		return Info{}, unsupported("PPT presentation")
	case found["EncryptedPackage"]:
		return Info{}, unsupported("password-protected Office document")
	}
	return Info{}, unsupported("OLE compound file without a WordDocument stream")
}
