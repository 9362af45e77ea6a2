package media

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"sync"
)

// maxGIFBlocks bounds the block walk of a GIF (frames, extensions).
const maxGIFBlocks = 1 << 20

// probeGIF reads the logical screen size and walks every block to count
// frames and add up Graphic Control Extension delays. Image data is
// skipped sub-block by sub-block; nothing is decompressed.
func probeGIF(r io.ReaderAt, size int64) (Info, error) {
	info := Info{Kind: KindImage, Format: "GIF", MimeType: MimeGIF, ColorModel: "Indexed"}
	// The whole file is read to count frames: pooled readers spare an
	// allocation per file when thousands are checked.
	br := gifReaders.Get().(*bufio.Reader)
	br.Reset(io.NewSectionReader(r, 0, size))
	defer gifReaders.Put(br)
	// Fixed-size parts are looked at in the reader's buffer (Peek) rather
	// than copied into arrays: an array handed to io.ReadFull escapes, one
	// allocation for every frame of every GIF.
	hdr, err := br.Peek(13)
	if err != nil {
		return info, corrupt("GIF", "truncated header")
	}
	info.Width = int(binary.LittleEndian.Uint16(hdr[6:]))
	info.Height = int(binary.LittleEndian.Uint16(hdr[8:]))
	colorTable := hdr[10]&0x80 != 0
	colorTableLen := 3 << (hdr[10]&7 + 1)
	_, _ = br.Discard(len(hdr))
	if colorTable {
		if _, err := br.Discard(colorTableLen); err != nil {
			return info, corrupt("GIF", "truncated colour table")
		}
	}
	var total, pending float64 // seconds; pending is the next frame's delay
	havePending, loopSeen := false, false
	frames := 0
	for i := 0; i < maxGIFBlocks; i++ {
		c, err := br.ReadByte()
		if err != nil {
			if frames > 0 {
				break // missing trailer: browsers show the frames anyway
			}
			return info, corrupt("GIF", "no image in file")
		}
		switch c {
		case 0x3B: // trailer
			i = maxGIFBlocks
		case 0x21: // extension
			label, err := br.ReadByte()
			if err != nil {
				return info, corrupt("GIF", "truncated extension")
			}
			first, err := readSubBlock(br)
			if err != nil {
				return info, corrupt("GIF", "truncated extension")
			}
			switch {
			case label == 0xF9 && len(first) >= 4:
				pending = float64(binary.LittleEndian.Uint16(first[1:])) / 100
				havePending = true
			case label == 0xFF && len(first) == 11 && (string(first) == "NETSCAPE2.0" || string(first) == "ANIMEXTS1.0"):
				if sub, err := readSubBlock(br); err == nil && len(sub) >= 3 && sub[0] == 1 {
					loopSeen = true
					n := int(binary.LittleEndian.Uint16(sub[1:]))
					// Browsers play a NETSCAPE loop count of n as n+1
					// plays; 0 loops forever.
					info.LoopCount = n + 1
					if n == 0 {
						info.LoopCount = -1
					}
				}
			}
			if len(first) > 0 {
				if err := skipSubBlocks(br); err != nil {
					return info, corrupt("GIF", "truncated extension")
				}
			}
		case 0x2C: // image descriptor
			d, err := br.Peek(9)
			if err != nil {
				return info, corrupt("GIF", "truncated image descriptor")
			}
			flags := d[8]
			_, _ = br.Discard(len(d))
			if flags&0x80 != 0 {
				if _, err := br.Discard(3 << (flags&7 + 1)); err != nil {
					return info, corrupt("GIF", "truncated colour table")
				}
			}
			if _, err := br.ReadByte(); err != nil { // LZW minimum code size
				return info, corrupt("GIF", "truncated image data")
			}
			if err := skipSubBlocks(br); err != nil {
				if frames > 0 {
					i = maxGIFBlocks // cut inside a later frame: keep what we have
					break
				}
				return info, corrupt("GIF", "truncated image data")
			}
			frames++
			if !havePending {
				pending = 0
			}
			total += gifLikeDelay(pending)
			havePending = false
		default:
			if frames > 0 {
				i = maxGIFBlocks // trailing garbage after frames is ignored
				break
			}
			return info, corrupt("GIF", "unknown block %#02x", c)
		}
	}
	if frames == 0 {
		return info, corrupt("GIF", "no image in file")
	}
	if info.Width == 0 || info.Height == 0 {
		return info, corrupt("GIF", "logical screen is %dx%d", info.Width, info.Height)
	}
	if frames > 1 {
		info.Animated = true
		info.FrameCount = frames
		info.DurationSeconds = roundTo(total, 3)
		if !loopSeen {
			info.LoopCount = 1
		}
	} else {
		info.LoopCount = 0
	}
	return info, nil
}

// readSubBlock reads one data sub-block (length byte then data); an empty
// result is the block terminator. The buffer is valid until the next read.
func readSubBlock(br *bufio.Reader) ([]byte, error) {
	n, err := br.ReadByte()
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, nil
	}
	b, err := br.Peek(int(n))
	if err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	_, _ = br.Discard(int(n))
	return b, nil
}

// skipSubBlocks discards sub-blocks up to and including the terminator.
// Most of a GIF's bytes are image data, so the sub-blocks already in the
// reader's buffer are walked in place rather than with calls for each.
func skipSubBlocks(br *bufio.Reader) error {
	for {
		buf, _ := br.Peek(br.Buffered())
		off := 0
		for off < len(buf) {
			n := int(buf[off])
			if n == 0 {
				_, _ = br.Discard(off + 1)
				return nil
			}
			if off+1+n > len(buf) {
				break // runs past the buffered bytes
			}
			off += 1 + n
		}
		_, _ = br.Discard(off)
		// The next sub-block runs past the buffer (or nothing is
		// buffered): read it through the reader, which refills.
		n, err := br.ReadByte()
		if err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		if _, err := br.Discard(int(n)); err != nil {
			if errors.Is(err, io.EOF) {
				return io.ErrUnexpectedEOF
			}
			return err
		}
	}
}

var gifReaders = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, 128<<10) }}
