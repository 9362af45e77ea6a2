package doctext

import (
	"encoding/binary"
	"sort"
	"strings"
	"unicode/utf16"
)

// docParaProps are the paragraph properties that shape blocks.
type docParaProps struct {
	istd    int
	ilfo    int  // list (numbering) instance, 0 none
	outline int  // 1-based outline level from direct formatting, 0 none
	ttp     bool // table row end mark
	newPage bool // page break before the paragraph
}

// papxRun is a range of file positions sharing paragraph properties.
type papxRun struct {
	from, to uint32
	props    docParaProps
}

// docStyle is what matters of a DOC paragraph style.
type docStyle struct {
	name    string
	base    int
	outline int
	list    bool
}

// readPAPX reads the paragraph property pages (PlcBtePapx) into runs
// sorted by position. Damaged pages are skipped.
func readPAPX(wd, table []byte, fc, lcb int) []papxRun {
	le := binary.LittleEndian
	if lcb < 12 || fc < 0 || fc+lcb > len(table) || (lcb-4)%8 != 0 {
		return nil
	}
	plc := table[fc : fc+lcb]
	n := (lcb - 4) / 8
	var runs []papxRun
	for i := 0; i < n && i < 1<<16; i++ {
		off := int(le.Uint32(plc[4*(n+1)+4*i:])&0x3FFFFF) * 512
		if off < 0 || off+512 > len(wd) {
			continue
		}
		fkp := wd[off : off+512]
		crun := int(fkp[511])
		if crun == 0 || 4*(crun+1)+13*crun > 511 {
			continue
		}
		for k := 0; k < crun; k++ {
			run := papxRun{from: le.Uint32(fkp[4*k:]), to: le.Uint32(fkp[4*k+4:])}
			bx := int(fkp[4*(crun+1)+13*k]) * 2
			if bx > 0 && bx < 511 {
				size := 0
				start := bx + 1
				if cb := int(fkp[bx]); cb != 0 {
					size = 2*cb - 1
				} else if bx+1 < 511 {
					size = 2 * int(fkp[bx+1])
					start = bx + 2
				}
				if size >= 2 && start+size <= 511 {
					g := fkp[start : start+size]
					run.props.istd = int(le.Uint16(g))
					applyParaSprms(g[2:], &run.props)
				}
			}
			if run.to > run.from {
				runs = append(runs, run)
			}
		}
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i].from < runs[j].from })
	return runs
}

// applyParaSprms reads the paragraph sprms that matter from a grpprl.
func applyParaSprms(g []byte, p *docParaProps) {
	for i := 0; i+2 <= len(g); {
		sprm := binary.LittleEndian.Uint16(g[i:])
		i += 2
		size := sprmOperandSize(sprm, g[i:])
		if size < 0 || i+size > len(g) {
			return
		}
		op := g[i : i+size]
		switch sprm {
		case 0x460B: // sprmPIlfo
			if len(op) >= 2 {
				p.ilfo = int(int16(binary.LittleEndian.Uint16(op)))
			}
		case 0x2640: // sprmPOutLvl
			if len(op) >= 1 && op[0] < 9 {
				p.outline = int(op[0]) + 1
			}
		case 0x2407: // sprmPFPageBreakBefore
			p.newPage = len(op) >= 1 && op[0] != 0
		case 0x2417: // sprmPFTtp
			p.ttp = len(op) >= 1 && op[0] != 0
		case 0x244C: // sprmPFInnerTtp
			p.ttp = p.ttp || len(op) >= 1 && op[0] != 0
		}
		i += size
	}
}

// sprmOperandSize is the operand length of a sprm (spra in its top bits);
// -1 when the data ends.
func sprmOperandSize(sprm uint16, rest []byte) int {
	switch sprm >> 13 {
	case 0, 1:
		return 1
	case 2, 4, 5:
		return 2
	case 3:
		return 4
	case 7:
		return 3
	default: // 6: variable, length in the first byte
		if sprm == 0xD608 && len(rest) >= 2 { // sprmTDefTable: two-byte length
			return int(binary.LittleEndian.Uint16(rest)) + 1
		}
		if len(rest) < 1 {
			return -1
		}
		return 1 + int(rest[0])
	}
}

// propsAt returns the properties of the paragraph whose mark is at fc.
func propsAt(runs []papxRun, fc uint32) (docParaProps, bool) {
	i := sort.Search(len(runs), func(i int) bool { return runs[i].to > fc })
	if i < len(runs) && runs[i].from <= fc {
		return runs[i].props, true
	}
	return docParaProps{}, false
}

// readStyles reads the style sheet (STSH): names, base styles, outline
// levels and numbering of paragraph styles, by istd.
func readStyles(table []byte, fc, lcb int) []docStyle {
	le := binary.LittleEndian
	if lcb < 4 || fc < 0 || fc+lcb > len(table) {
		return nil
	}
	st := table[fc : fc+lcb]
	cbStshi := int(le.Uint16(st))
	if cbStshi < 4 || 2+cbStshi > len(st) {
		return nil
	}
	cstd := int(le.Uint16(st[2:]))
	cbBase := int(le.Uint16(st[4:]))
	if cstd > 4096 || cbBase < 10 {
		return nil
	}
	styles := make([]docStyle, cstd)
	pos := 2 + cbStshi
	for i := 0; i < cstd && pos+2 <= len(st); i++ {
		cb := int(le.Uint16(st[pos:]))
		pos += 2
		if cb == 0 {
			styles[i].base = 0x0FFF
			continue
		}
		if pos+cb > len(st) {
			break
		}
		std := st[pos : pos+cb]
		pos += cb
		if len(std) < cbBase+2 {
			continue
		}
		sti := int(le.Uint16(std) & 0x0FFF)
		stk := int(le.Uint16(std[2:]) & 0x000F)
		s := docStyle{base: int(le.Uint16(std[2:]) >> 4)}
		// The name: a length-prefixed UTF-16 string after the base.
		p := cbBase
		cch := int(le.Uint16(std[p:]))
		p += 2
		if p+2*cch > len(std) {
			continue
		}
		units := make([]uint16, cch)
		for k := range units {
			units[k] = le.Uint16(std[p+2*k:])
		}
		s.name = strings.ToLower(string(utf16.Decode(units)))
		p += 2*cch + 2
		if sti >= 1 && sti <= 9 {
			s.outline = sti
		}
		// A paragraph style's first UPX holds its paragraph sprms.
		if stk == 1 {
			if p%2 == 1 {
				p++
			}
			if p+2 <= len(std) {
				cbUpx := int(le.Uint16(std[p:]))
				p += 2
				if cbUpx >= 2 && p+cbUpx <= len(std) {
					var props docParaProps
					applyParaSprms(std[p+2:p+cbUpx], &props)
					if props.outline > 0 {
						s.outline = props.outline
					}
					s.list = props.ilfo > 0
				}
			}
		}
		styles[i] = s
	}
	return styles
}

// styleKind resolves a style's heading level, list flag and title flag
// through its base styles.
func styleKind(styles []docStyle, istd int) (level int, list, title bool) {
	for depth := 0; depth < 12 && istd >= 0 && istd < len(styles); depth++ {
		s := styles[istd]
		switch {
		case s.name == "title":
			return 1, false, true
		case strings.HasPrefix(s.name, "heading "):
			if n, ok := atoiSmall(strings.TrimPrefix(s.name, "heading ")); ok && n >= 1 && n <= 9 {
				return n, false, false
			}
		}
		if s.outline > 0 {
			return s.outline, false, false
		}
		if s.list || strings.HasPrefix(s.name, "list bullet") || strings.HasPrefix(s.name, "list number") {
			return 0, true, false
		}
		if s.base == istd || s.base >= 0x0FFE {
			break
		}
		istd = s.base
	}
	return 0, false, false
}
