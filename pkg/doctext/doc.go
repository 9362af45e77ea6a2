package doctext

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"
	"unicode/utf16"

	"github.com/richardlehane/mscfb"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// maxDOCStream bounds one compound-file stream read into memory.
const maxDOCStream = 128 << 20

// ExtractDOC extracts the text of a legacy Word 97–2003 (.doc) document
// through its piece table: paragraphs, headings (heading styles and
// outline levels from the style sheet and paragraph properties), list
// items (numbered paragraphs), table rows (cells end in \x07, rows at the
// table-row mark) and page breaks. Field codes are dropped and field
// results kept; tracked deletions and hidden text are dropped. When the
// paragraph properties cannot be read, numbered section titles become
// headings.
func ExtractDOC(r io.ReaderAt, size int64) (doc Document, err error) {
	defer func() {
		if x := recover(); x != nil {
			doc, err = Document{}, fmt.Errorf("%w: DOC: %v", ErrCorrupt, x)
		}
	}()
	cf, err := mscfb.New(io.NewSectionReader(r, 0, size))
	if err != nil {
		return Document{}, fmt.Errorf("%w: DOC: %v", ErrCorrupt, err)
	}
	streams := map[string][]byte{}
	for i := 0; i < 10000; i++ {
		f, err := cf.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Document{}, fmt.Errorf("%w: DOC: %v", ErrCorrupt, err)
		}
		if len(f.Path) != 0 {
			continue
		}
		switch f.Name {
		case "EncryptedPackage", "EncryptionInfo":
			return Document{}, fmt.Errorf("%w: Office document", ErrEncrypted)
		case "WordDocument", "0Table", "1Table":
			if f.Size > maxDOCStream || f.Size > size {
				return Document{}, fmt.Errorf("%w: DOC stream %s is %d bytes", ErrCorrupt, f.Name, f.Size)
			}
			data, err := io.ReadAll(io.LimitReader(f, f.Size))
			if err != nil {
				return Document{}, fmt.Errorf("%w: DOC: reading %s: %v", ErrCorrupt, f.Name, err)
			}
			streams[f.Name] = data
		}
	}
	wd, ok := streams["WordDocument"]
	if !ok {
		return Document{}, fmt.Errorf("%w: compound file without a Word document stream", ErrUnsupported)
	}
	raw, err := docText(wd, streams)
	if err != nil {
		return Document{}, err
	}
	return docBlocks(raw)
}

// docRaw is the main text of a DOC file with what is needed to shape it:
// the file position of each paragraph and cell mark, in text order, the
// paragraph property runs and the style sheet.
type docRaw struct {
	text   []rune
	marks  []uint32
	runs   []papxRun
	styles []docStyle
}

// docText reads the main document text through the FIB and piece table.
func docText(wd []byte, streams map[string][]byte) (docRaw, error) {
	var raw docRaw
	if len(wd) < 0x22 {
		return raw, fmt.Errorf("%w: DOC: WordDocument stream too short", ErrCorrupt)
	}
	le := binary.LittleEndian
	if le.Uint16(wd) != 0xA5EC {
		return raw, fmt.Errorf("%w: DOC: bad FIB signature", ErrCorrupt)
	}
	if nFib := le.Uint16(wd[2:]); nFib < 101 {
		return raw, fmt.Errorf("%w: Word 6/95 documents (nFib %d) are not supported", ErrUnsupported, nFib)
	}
	flags := le.Uint16(wd[0x0A:])
	if flags&0x0100 != 0 {
		return raw, fmt.Errorf("%w: DOC", ErrEncrypted)
	}
	table := streams["0Table"]
	if flags&0x0200 != 0 {
		table = streams["1Table"]
	}
	// FibBase (32 bytes), csw + FibRgW, cslw + FibRgLw, cbRgFcLcb + FibRgFcLcb.
	pos := 32
	need := func(n int) error {
		if pos+n > len(wd) {
			return fmt.Errorf("%w: DOC: truncated FIB", ErrCorrupt)
		}
		return nil
	}
	if err := need(2); err != nil {
		return raw, err
	}
	pos += 2 + 2*int(le.Uint16(wd[pos:]))
	if err := need(2); err != nil {
		return raw, err
	}
	cslw := int(le.Uint16(wd[pos:]))
	pos += 2
	if err := need(4 * cslw); err != nil || cslw < 4 {
		return raw, fmt.Errorf("%w: DOC: truncated FIB", ErrCorrupt)
	}
	ccpText := int(le.Uint32(wd[pos+12:]))
	pos += 4 * cslw
	if err := need(2); err != nil {
		return raw, err
	}
	cb := int(le.Uint16(wd[pos:]))
	pos += 2
	if cb < 34 || need(34*8) != nil {
		return raw, fmt.Errorf("%w: DOC: truncated FIB", ErrCorrupt)
	}
	fcLcb := func(i int) (int, int) { return int(le.Uint32(wd[pos+8*i:])), int(le.Uint32(wd[pos+8*i+4:])) }
	hidden := hiddenRanges(wd, table, int(le.Uint32(wd[pos+12*8:])), int(le.Uint32(wd[pos+12*8+4:])))
	if f, l := fcLcb(13); l > 0 {
		raw.runs = readPAPX(wd, table, f, l)
	}
	if f, l := fcLcb(1); l > 0 {
		raw.styles = readStyles(table, f, l)
	}
	fcClx := int(le.Uint32(wd[pos+33*8:]))
	lcbClx := int(le.Uint32(wd[pos+33*8+4:]))
	if lcbClx <= 0 || fcClx < 0 || fcClx+lcbClx > len(table) || fcClx+lcbClx < fcClx {
		return raw, fmt.Errorf("%w: DOC: missing piece table", ErrCorrupt)
	}
	clx := table[fcClx : fcClx+lcbClx]
	// Skip Prc entries, find the Pcdt.
	i := 0
	for i < len(clx) && clx[i] == 0x01 {
		if i+3 > len(clx) {
			return raw, fmt.Errorf("%w: DOC: bad piece table", ErrCorrupt)
		}
		i += 3 + int(int16(le.Uint16(clx[i+1:])))
	}
	if i+5 > len(clx) || clx[i] != 0x02 {
		return raw, fmt.Errorf("%w: DOC: bad piece table", ErrCorrupt)
	}
	lcb := int(le.Uint32(clx[i+1:]))
	plc := clx[i+5:]
	if lcb > len(plc) || lcb < 16 || (lcb-4)%12 != 0 {
		return raw, fmt.Errorf("%w: DOC: bad piece table", ErrCorrupt)
	}
	n := (lcb - 4) / 12
	var out []rune
	for k := 0; k < n && len(out) < ccpText; k++ {
		cp0, cp1 := int(le.Uint32(plc[4*k:])), int(le.Uint32(plc[4*k+4:]))
		if cp1 <= cp0 || cp0 < 0 {
			continue
		}
		cp1 = min(cp1, ccpText)
		pcd := plc[4*(n+1)+8*k:]
		fc := le.Uint32(pcd[2:])
		count := cp1 - cp0
		if count > MaxTextBytes {
			return raw, fmt.Errorf("%w: DOC text", ErrTooLarge)
		}
		if fc&0x40000000 != 0 {
			off := int(fc&^0x40000000) / 2
			if off < 0 || off+count > len(wd) {
				return raw, fmt.Errorf("%w: DOC: piece outside the document", ErrCorrupt)
			}
			for j, c := range wd[off : off+count] {
				if hidden != nil && inRanges(hidden, uint32(off+j)) {
					continue
				}
				if c == '\r' || c == 0x07 {
					raw.marks = append(raw.marks, uint32(off+j))
				}
				out = append(out, cp1252(c))
			}
		} else {
			off := int(fc)
			if off < 0 || off+2*count > len(wd) {
				return raw, fmt.Errorf("%w: DOC: piece outside the document", ErrCorrupt)
			}
			units := make([]uint16, 0, count)
			for j := 0; j < count; j++ {
				if hidden != nil && inRanges(hidden, uint32(off+2*j)) {
					continue
				}
				u := le.Uint16(wd[off+2*j:])
				if u == '\r' || u == 0x07 {
					raw.marks = append(raw.marks, uint32(off+2*j))
				}
				units = append(units, u)
			}
			out = append(out, utf16.Decode(units)...)
		}
		if len(out) > MaxTextBytes {
			return raw, fmt.Errorf("%w: DOC text", ErrTooLarge)
		}
	}
	raw.text = out
	return raw, nil
}

func cp1252(c byte) rune {
	if c >= 0x80 && c < 0xA0 {
		if r := winAnsiHigh[c-0x80]; r != 0 {
			return r
		}
		return 0
	}
	return rune(c)
}

var docHeadingRe = lazyregexp.New(`^(\d{1,2}(?:\.\d{1,2}){0,4})\.?\s+\p{Lu}`)

// docBlocks splits DOC text into paragraphs, table rows and pages.
func docBlocks(raw docRaw) (Document, error) {
	doc := Document{Format: "DOC"}
	page := Page{Number: 1, Blocks: []Block{}}
	var para strings.Builder
	var cells []string
	fieldDepth := 0     // open fields
	inInstr := []bool{} // per open field: still in the instruction part
	lastCell := false
	prevCols := 0
	mark := 0 // next entry of raw.marks
	haveProps := len(raw.runs) > 0
	// nextProps returns the properties of the paragraph or cell whose mark
	// is the current character.
	nextProps := func() (docParaProps, bool) {
		if mark >= len(raw.marks) {
			return docParaProps{}, false
		}
		fc := raw.marks[mark]
		mark++
		if !haveProps {
			return docParaProps{}, false
		}
		return propsAt(raw.runs, fc)
	}
	emitPara := func(props docParaProps, known bool) {
		t := cleanText(para.String())
		para.Reset()
		if t == "" {
			return
		}
		if known && props.newPage && len(page.Blocks) > 0 && len(doc.Pages) < MaxPages-1 {
			doc.Pages = append(doc.Pages, page)
			page = Page{Number: len(doc.Pages) + 1, Blocks: []Block{}}
		}
		b := Block{Kind: BlockParagraph, Text: t}
		level, list, title := 0, false, false
		if known {
			level, list, title = styleKind(raw.styles, props.istd)
			if props.outline > 0 && level == 0 {
				level = props.outline
			}
			list = list || props.ilfo > 0
		}
		switch {
		case level > 0:
			b.Kind, b.Level = BlockHeading, level
			if title && doc.Title == "" {
				doc.Title = t
			}
		case list:
			b.Kind = BlockListItem
		case !known:
			if m := docHeadingRe().FindStringSubmatch(t); m != nil && len(t) < 100 && !endsSentence(t) {
				b.Kind, b.Level = BlockHeading, strings.Count(m[1], ".")+1
			}
		}
		page.Blocks = append(page.Blocks, b)
	}
	for _, c := range raw.text {
		hidden := fieldDepth > 0 && inInstr[len(inInstr)-1]
		switch c {
		case 0x13:
			fieldDepth++
			inInstr = append(inInstr, true)
			continue
		case 0x14:
			if fieldDepth > 0 {
				inInstr[len(inInstr)-1] = false
			}
			continue
		case 0x15:
			if fieldDepth > 0 {
				fieldDepth--
				inInstr = inInstr[:len(inInstr)-1]
			}
			continue
		}
		if hidden {
			continue
		}
		switch c {
		case '\r':
			props, known := nextProps()
			if cells != nil {
				para.WriteByte(' ')
			} else {
				emitPara(props, known)
			}
			lastCell = false
		case 0x07:
			props, known := nextProps()
			rowEnd := lastCell && (prevCols == 0 || len(cells) >= prevCols)
			if known {
				rowEnd = props.ttp
			}
			if rowEnd {
				// Row end mark.
				prevCols = len(cells)
				if len(cells) > 0 {
					row := append([]string(nil), cells...)
					page.Blocks = append(page.Blocks, Block{Kind: BlockTableRow, Text: tableText(row), Cells: row})
				}
				cells = nil
				lastCell = false
				continue
			}
			cells = append(cells, cleanText(para.String()))
			para.Reset()
			lastCell = true
			continue
		case 0x0C:
			emitPara(docParaProps{}, false)
			if len(page.Blocks) > 0 {
				doc.Pages = append(doc.Pages, page)
				if len(doc.Pages) >= MaxPages {
					return Document{}, fmt.Errorf("%w: more than %d pages", ErrTooLarge, MaxPages)
				}
				page = Page{Number: len(doc.Pages) + 1, Blocks: []Block{}}
			}
		case 0x0B, 0x0E, '\t', 0xA0:
			para.WriteByte(' ')
		case 0x1E:
			para.WriteByte('-')
		case 0x1F:
		default:
			if c >= 0x20 {
				para.WriteRune(c)
			}
		}
		lastCell = false
	}
	emitPara(docParaProps{}, false)
	if len(page.Blocks) > 0 || len(doc.Pages) == 0 {
		doc.Pages = append(doc.Pages, page)
	}
	return doc, nil
}
