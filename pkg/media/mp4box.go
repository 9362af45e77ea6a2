package media

import (
	"encoding/binary"
	"fmt"
)

// Limits of the ISO BMFF (MP4/MOV) reader. A hostile file cannot make the
// reader allocate more than maxMoovBytes or loop more than maxTopBoxes
// (top level) or maxChildBox (per container) times. Nesting is bounded
// because the reader only follows fixed paths (moov/trak/mdia/minf/stbl/
// stsd, at most seven levels), never a recursive descent.
const (
	maxMoovBytes = 64 << 20
	maxTopBoxes  = 1 << 16
	maxChildBox  = 1 << 16
)

// box is one ISO BMFF box: its four-character type and where its payload
// lies. For boxes in memory, offsets are indexes into the parent slice.
type box struct {
	typ        string
	start, end int64 // whole box
	payload    int64 // first payload byte
}

// parseBoxHeader decodes the box header at off in b (a buffer whose first
// byte is at file offset base), bounded by limit (the end of the parent).
// It handles 64-bit sizes (size 1), size 0 (box runs to limit) and uuid
// boxes.
func parseBoxHeader(h []byte, off, limit int64) (box, error) {
	if len(h) < 8 {
		return box{}, fmt.Errorf("box header at %d truncated", off)
	}
	size := int64(binary.BigEndian.Uint32(h))
	bx := box{typ: string(h[4:8]), start: off, payload: off + 8}
	switch size {
	case 0:
		bx.end = limit
	case 1:
		if len(h) < 16 {
			return box{}, fmt.Errorf("box %q at %d: truncated 64-bit size", bx.typ, off)
		}
		large := binary.BigEndian.Uint64(h[8:])
		if large < 16 || large > uint64(limit-off) {
			return box{}, fmt.Errorf("box %q at %d: size %d exceeds its container", bx.typ, off, large)
		}
		bx.end = off + int64(large)
		bx.payload = off + 16
	default:
		if size < 8 {
			return box{}, fmt.Errorf("box %q at %d: invalid size %d", bx.typ, off, size)
		}
		if size > limit-off {
			return box{}, fmt.Errorf("box %q at %d: size %d exceeds its container", bx.typ, off, size)
		}
		bx.end = off + size
	}
	if bx.typ == "uuid" {
		bx.payload += 16
	}
	if bx.payload > bx.end {
		return box{}, fmt.Errorf("box %q at %d: header larger than box", bx.typ, off)
	}
	return bx, nil
}

// walkChildren calls yield with each box inside b[from:to], in order,
// until yield returns false. Like players, it stops at the first child
// that does not fit its container (a damaged trailing udta or meta box
// must not hide the tracks before it); the error is returned only when not
// a single child could be read.
func walkChildren(b []byte, from, to int64, yield func(box) bool) error {
	off := from
	for n := 0; off < to; n++ {
		if n >= maxChildBox {
			return fmt.Errorf("more than %d boxes in one container", maxChildBox)
		}
		if to-off < 8 {
			// Trailing padding inside a container is common (QuickTime
			// writes a 4-byte zero terminator); ignore it.
			break
		}
		bx, err := parseBoxHeader(b[off:min(to, off+16)], off, to)
		if err != nil {
			if n == 0 {
				return err
			}
			break
		}
		if !yield(bx) {
			return nil
		}
		off = bx.end
	}
	return nil
}

// children lists the boxes inside b[from:to], in order (see walkChildren).
func children(b []byte, from, to int64) ([]box, error) {
	var out []box
	if err := walkChildren(b, from, to, func(k box) bool { out = append(out, k); return true }); err != nil {
		return nil, err
	}
	return out, nil
}

// findChild returns the first child of type typ inside parent. It walks
// the children without listing them: a video's probe looks for a dozen
// boxes this way.
func findChild(b []byte, parent box, typ string) (box, bool) {
	var found box
	ok := false
	_ = walkChildren(b, parent.payload, parent.end, func(k box) bool {
		found, ok = k, k.typ == typ
		return !ok
	})
	return found, ok
}

// boxPath follows a chain of child types from parent, e.g. "mdia", "minf".
func boxPath(b []byte, parent box, types ...string) (box, bool) {
	cur := parent
	for _, t := range types {
		next, ok := findChild(b, cur, t)
		if !ok {
			return box{}, false
		}
		cur = next
	}
	return cur, true
}
