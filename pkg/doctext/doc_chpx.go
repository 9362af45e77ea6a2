package doctext

import (
	"encoding/binary"
	"sort"
)

// fcRange is a half-open range of file character positions in the
// WordDocument stream.
type fcRange struct{ from, to uint32 }

// hiddenRanges reads the character property pages (PlcBteChpx) and returns
// the FC ranges of text marked as a tracked deletion (sprmCFRMarkDel),
// hidden (sprmCFVanish) or struck through (sprmCFStrike, sprmCFDStrike: in a
// document's revisions, the old wording beside the new), sorted by start.
// Damaged pages are skipped.
func hiddenRanges(wd, table []byte, fcPlc, lcbPlc int) []fcRange {
	le := binary.LittleEndian
	if lcbPlc < 12 || fcPlc < 0 || fcPlc+lcbPlc > len(table) || (lcbPlc-4)%8 != 0 {
		return nil
	}
	plc := table[fcPlc : fcPlc+lcbPlc]
	n := (lcbPlc - 4) / 8
	var out []fcRange
	for i := 0; i < n && i < 1<<16; i++ {
		pn := int(le.Uint32(plc[4*(n+1)+4*i:]) & 0x3FFFFF)
		off := pn * 512
		if off < 0 || off+512 > len(wd) {
			continue
		}
		fkp := wd[off : off+512]
		crun := int(fkp[511])
		if crun == 0 || 4*(crun+1)+crun > 511 {
			continue
		}
		for k := 0; k < crun; k++ {
			bx := int(fkp[4*(crun+1)+k]) * 2
			if bx == 0 || bx >= 511 {
				continue
			}
			cb := int(fkp[bx])
			if bx+1+cb > 511 {
				continue
			}
			if grpprlHides(fkp[bx+1 : bx+1+cb]) {
				from, to := le.Uint32(fkp[4*k:]), le.Uint32(fkp[4*k+4:])
				if to > from {
					out = append(out, fcRange{from, to})
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].from < out[j].from })
	return out
}

// grpprlHides reports whether a character property list marks text deleted,
// hidden or struck through.
func grpprlHides(g []byte) bool {
	for i := 0; i+2 <= len(g); {
		sprm := binary.LittleEndian.Uint16(g[i:])
		i += 2
		var size int
		switch sprm >> 13 {
		case 0, 1:
			size = 1
		case 2, 4, 5:
			size = 2
		case 3:
			size = 4
		case 7:
			size = 3
		case 6:
			if i >= len(g) {
				return false
			}
			size = 1 + int(g[i])
		}
		if i+size > len(g) {
			return false
		}
		if (sprm == 0x0800 || sprm == 0x083C || sprm == 0x0837 || sprm == 0x2A53) && (g[i] == 1 || g[i] == 0x81) {
			return true
		}
		i += size
	}
	return false
}

// inRanges reports whether fc falls in one of the sorted ranges.
func inRanges(rs []fcRange, fc uint32) bool {
	i := sort.Search(len(rs), func(i int) bool { return rs[i].to > fc })
	return i < len(rs) && rs[i].from <= fc
}
