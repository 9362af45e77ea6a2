package safezip

import (
	"bytes"
	"encoding/binary"
	"io"
)

// declaredEntries reads the entry count from the end-of-central-directory
// record (or its zip64 twin) so that an archive declaring millions of
// entries is refused before archive/zip parses its directory. ok is false
// when no record is found; archive/zip then reports the format error.
func declaredEntries(r io.ReaderAt, size int64) (n uint64, ok bool) {
	const eocdLen = 22
	tail := int64(eocdLen + 65535)
	if tail > size {
		tail = size
	}
	buf := make([]byte, tail)
	if _, err := r.ReadAt(buf, size-tail); err != nil && err != io.EOF {
		return 0, false
	}
	p := bytes.LastIndex(buf, []byte("PK\x05\x06"))
	if p < 0 || len(buf)-p < eocdLen {
		return 0, false
	}
	n = uint64(binary.LittleEndian.Uint16(buf[p+10:]))
	if n != 0xffff {
		return n, true
	}
	// zip64: the locator sits 20 bytes before the record.
	loc := p - 20
	if loc < 0 || !bytes.Equal(buf[loc:loc+4], []byte("PK\x06\x07")) {
		return n, true
	}
	off := binary.LittleEndian.Uint64(buf[loc+8:])
	if off > uint64(size) || uint64(size)-off < 56 {
		return n, true
	}
	var rec [56]byte
	if _, err := r.ReadAt(rec[:], int64(off)); err != nil {
		return n, true
	}
	if !bytes.Equal(rec[:4], []byte("PK\x06\x06")) {
		return n, true
	}
	return binary.LittleEndian.Uint64(rec[32:]), true
}
