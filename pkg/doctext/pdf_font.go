package doctext

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// maxCMapBytes bounds a ToUnicode CMap read into memory; maxCMapEntries
// bounds the codes one CMap may map.
const (
	maxCMapBytes   = 1 << 20
	maxCMapEntries = 1 << 17
)

// pdfFont decodes the codes shown with one PDF font into text and widths.
type pdfFont struct {
	twoByte  bool            // Type0 font with two-byte codes
	table    [256]string     // simple fonts: code to text
	widths   [256]float64    // simple fonts: code to width, in 1/1000 em
	cid      map[int]string  // Type0 fonts: code to text (from ToUnicode)
	cidWidth map[int]float64 // Type0 fonts: code to width
	dw       float64         // Type0 fonts: default width
	bold     bool            // bold or heavy face
	name     string          // base font name without subset prefix
	missing  float64         // width used when a simple font lists none
}

// loadFont reads a font dictionary. It panics on malformed input like the
// pdf package; callers recover.
func loadFont(v pdf.Value) *pdfFont {
	f := &pdfFont{dw: 1000, missing: 500}
	name := v.Key("BaseFont").Name()
	if i := strings.IndexByte(name, '+'); i >= 0 {
		name = name[i+1:]
	}
	f.name = name
	f.bold = isBoldName(name)
	desc := v.Key("FontDescriptor")
	if v.Key("Subtype").Name() == "Type0" {
		f.twoByte = true
		desc0 := v.Key("DescendantFonts").Index(0)
		desc = desc0.Key("FontDescriptor")
		f.loadCIDWidths(desc0)
		f.cid = map[int]string{}
		if tu := v.Key("ToUnicode"); tu.Kind() == pdf.Stream {
			parseCMap(tu, func(code int, _ int, text string) {
				if len(f.cid) < maxCMapEntries {
					f.cid[code] = text
				}
			})
		}
	} else {
		f.loadSimple(v)
	}
	if desc.Kind() == pdf.Dict {
		if w := desc.Key("FontWeight").Float64(); w >= 600 {
			f.bold = true
		}
		if desc.Key("Flags").Int64()&(1<<18) != 0 {
			f.bold = true
		}
		if mw := desc.Key("MissingWidth").Float64(); mw > 0 {
			f.missing = mw
		}
		if !f.bold {
			f.bold = isBoldName(desc.Key("FontName").Name())
		}
	}
	return f
}

func isBoldName(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "bold") || strings.Contains(n, "black") || strings.Contains(n, "heavy") ||
		strings.Contains(n, "semibold") || strings.Contains(n, "demi")
}

func (f *pdfFont) loadSimple(v pdf.Value) {
	// Base encoding.
	enc := v.Key("Encoding")
	base := ""
	switch enc.Kind() {
	case pdf.Name:
		base = enc.Name()
	case pdf.Dict:
		base = enc.Key("BaseEncoding").Name()
	}
	symbolic := strings.Contains(f.name, "Symbol")
	for c := 0; c < 256; c++ {
		f.table[c] = baseText(byte(c), base, symbolic)
	}
	if enc.Kind() == pdf.Dict {
		diffs := enc.Key("Differences")
		code := -1
		for i, n := 0, diffs.Len(); i < n && i < 1024; i++ {
			x := diffs.Index(i)
			switch x.Kind() {
			case pdf.Integer:
				code = int(x.Int64())
			case pdf.Name:
				if code >= 0 && code < 256 {
					if s, ok := glyphText(x.Name()); ok {
						f.table[code] = s
					}
				}
				code++
			}
		}
	}
	if tu := v.Key("ToUnicode"); tu.Kind() == pdf.Stream {
		parseCMap(tu, func(code int, n int, text string) {
			if n == 1 && code >= 0 && code < 256 {
				f.table[code] = text
			}
		})
	}
	// Widths.
	first := int(v.Key("FirstChar").Int64())
	ws := v.Key("Widths")
	for i, n := 0, ws.Len(); i < n && i < 256; i++ {
		if c := first + i; c >= 0 && c < 256 {
			f.widths[c] = ws.Index(i).Float64()
		}
	}
	if ws.Len() == 0 {
		for c := range f.widths {
			f.widths[c] = standardWidth(byte(c))
		}
	}
}

// standardWidth approximates a glyph width for fonts that list none (the
// standard 14 fonts): narrow punctuation, wide capitals.
func standardWidth(c byte) float64 {
	switch {
	case c == ' ':
		return 250
	case strings.IndexByte(".,:;'!|il", c) >= 0:
		return 278
	case c >= 'A' && c <= 'Z':
		return 667
	default:
		return 500
	}
}

func baseText(c byte, base string, symbolic bool) string {
	switch {
	case base == "WinAnsiEncoding":
		if c >= 0x80 && c < 0xA0 {
			if r := winAnsiHigh[c-0x80]; r != 0 {
				return string(r)
			}
			return ""
		}
		if c >= 0x20 {
			return string(rune(c))
		}
	case base == "MacRomanEncoding":
		if c >= 0x80 {
			return string(macRomanHigh[c-0x80])
		}
		if c >= 0x20 {
			return string(rune(c))
		}
	case symbolic:
		if r, ok := symbolTable[c]; ok {
			return string(r)
		}
		if c >= 0x20 && c < 0x7F {
			return string(rune(c))
		}
	default:
		if r, ok := standardHigh[c]; ok {
			return string(r)
		}
		if c >= 0x20 && c < 0x7F {
			return string(rune(c))
		}
		if c >= 0xA0 && base != "" {
			return string(rune(c))
		}
	}
	if c == '\t' {
		return " "
	}
	return ""
}

// glyphText maps a glyph name to text: the names table, uniXXXX, uXXXX[XX],
// ligature names joined with '_', and suffixed names like 'a.sc'.
func glyphText(name string) (string, bool) {
	if s, ok := glyphNames()[name]; ok {
		return s, true
	}
	if i := strings.IndexByte(name, '.'); i > 0 {
		return glyphText(name[:i])
	}
	if strings.Contains(name, "_") {
		var b strings.Builder
		for _, part := range strings.Split(name, "_") {
			s, ok := glyphText(part)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	}
	if strings.HasPrefix(name, "uni") && len(name) >= 7 && (len(name)-3)%4 == 0 {
		var units []uint16
		for i := 3; i < len(name); i += 4 {
			n, err := strconv.ParseUint(name[i:i+4], 16, 16)
			if err != nil {
				return "", false
			}
			units = append(units, uint16(n))
		}
		return string(utf16.Decode(units)), true
	}
	if strings.HasPrefix(name, "u") && len(name) >= 5 && len(name) <= 7 {
		n, err := strconv.ParseUint(name[1:], 16, 32)
		if err == nil && n <= 0x10FFFF {
			return string(rune(n)), true
		}
	}
	return "", false
}

func (f *pdfFont) loadCIDWidths(d pdf.Value) {
	if dw := d.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
		f.dw = dw.Float64()
	}
	f.cidWidth = map[int]float64{}
	w := d.Key("W")
	n := w.Len()
	for i := 0; i < n && len(f.cidWidth) < maxCMapEntries; {
		first := int(w.Index(i).Int64())
		if i+1 >= n {
			break
		}
		next := w.Index(i + 1)
		if next.Kind() == pdf.Array {
			for j, m := 0, next.Len(); j < m && j < maxCMapEntries; j++ {
				f.cidWidth[first+j] = next.Index(j).Float64()
			}
			i += 2
			continue
		}
		if i+2 >= n {
			break
		}
		last := int(next.Int64())
		width := w.Index(i + 2).Float64()
		for c := first; c <= last && c-first < maxCMapEntries; c++ {
			f.cidWidth[c] = width
		}
		i += 3
	}
}

// spaceWidth is the width of the font's space character in 1/1000 em, or
// 0 when the font has no single-byte space with a listed width.
func (f *pdfFont) spaceWidth() float64 {
	if f.twoByte || strings.TrimSpace(f.table[' ']) != "" {
		return 0
	}
	return f.widths[' ']
}

// glyph is one decoded character code.
type glyph struct {
	text  string
	width float64 // in 1/1000 em
	space bool    // single-byte code 32, which gets word spacing
}

// decode splits raw shown bytes into glyphs.
func (f *pdfFont) decode(raw string, out []glyph) []glyph {
	if f.twoByte {
		for i := 0; i+1 < len(raw); i += 2 {
			code := int(raw[i])<<8 | int(raw[i+1])
			w, ok := f.cidWidth[code]
			if !ok {
				w = f.dw
			}
			out = append(out, glyph{text: f.cid[code], width: w})
		}
		return out
	}
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		w := f.widths[c]
		if w == 0 && f.table[c] != "" {
			w = f.missing
		}
		out = append(out, glyph{text: f.table[c], width: w, space: c == ' '})
	}
	return out
}

// parseCMap reads the bfchar and bfrange sections of a ToUnicode CMap and
// calls put for each mapped code with its byte length and text.
func parseCMap(v pdf.Value, put func(code, n int, text string)) {
	data, err := io.ReadAll(io.LimitReader(v.Reader(), maxCMapBytes))
	if err != nil {
		return
	}
	toks := cmapTokens(data)
	count := 0
	for i := 0; i < len(toks); i++ {
		switch toks[i] {
		case "beginbfchar":
			for i++; i+1 < len(toks) && toks[i] != "endbfchar"; i += 2 {
				code, n, ok := hexCode(toks[i])
				if ok {
					put(code, n, hexText(toks[i+1]))
				}
			}
		case "beginbfrange":
			for i++; i+2 < len(toks) && toks[i] != "endbfrange"; {
				lo, n, ok1 := hexCode(toks[i])
				hi, _, ok2 := hexCode(toks[i+1])
				if toks[i+2] == "[" {
					j := i + 3
					for c := lo; j < len(toks) && toks[j] != "]"; j, c = j+1, c+1 {
						if ok1 && count < maxCMapEntries {
							put(c, n, hexText(toks[j]))
							count++
						}
					}
					i = j + 1
					continue
				}
				if ok1 && ok2 && hi >= lo {
					dst := []rune(hexText(toks[i+2]))
					for c := lo; c <= hi && count < maxCMapEntries; c++ {
						if len(dst) > 0 {
							d := append([]rune{}, dst...)
							d[len(d)-1] += rune(c - lo)
							put(c, n, string(d))
						}
						count++
					}
				}
				i += 3
			}
		}
	}
}

// cmapTokens splits CMap source into hex strings (with brackets), '[' ,
// ']' and words.
func cmapTokens(data []byte) []string {
	var toks []string
	for i := 0; i < len(data); {
		c := data[i]
		switch {
		case c == '<':
			j := bytes.IndexByte(data[i:], '>')
			if j < 0 {
				return toks
			}
			toks = append(toks, string(data[i:i+j+1]))
			i += j + 1
		case c == '[' || c == ']':
			toks = append(toks, string(c))
			i++
		case c == '%':
			for i < len(data) && data[i] != '\n' && data[i] != '\r' {
				i++
			}
		case c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0:
			i++
		default:
			j := i
			for j < len(data) && !strings.ContainsRune(" \n\r\t\f\x00<>[]%", rune(data[j])) {
				j++
			}
			if j == i { // a stray '>'
				i++
				continue
			}
			toks = append(toks, string(data[i:j]))
			i = j
		}
	}
	return toks
}

// hexBytes decodes a <hex> token with the PDF lexer's one hex decoder.
func hexBytes(tok string) ([]byte, bool) {
	if len(tok) < 2 || tok[0] != '<' || tok[len(tok)-1] != '>' {
		return nil, false
	}
	out, _, _ := pdf.Hex([]byte(tok), 1)
	return out, true
}

func hexCode(tok string) (code, n int, ok bool) {
	b, ok := hexBytes(tok)
	if !ok || len(b) == 0 || len(b) > 4 {
		return 0, 0, false
	}
	for _, c := range b {
		code = code<<8 | int(c)
	}
	return code, len(b), true
}

func hexText(tok string) string {
	b, ok := hexBytes(tok)
	if !ok {
		return ""
	}
	units := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		units = append(units, uint16(b[i])<<8|uint16(b[i+1]))
	}
	return string(utf16.Decode(units))
}
