package pdf

import (
	"bytes"
	"strconv"
	"strings"
)

// ledongthuc/pdf decodes FlateDecode and ASCII85Decode streams only (it
// panics on any other filter, such as DCTDecode, a JPEG image), and its API
// has no accessor for where a stream's data starts or for the object number
// behind a Value. The one public place it shows the start is Value.String,
// which prints a stream as its dictionary followed by "@offset". The print
// probe needs a JPEG image's bytes as stored, and a way to tell one stream
// from another (an image drawn on every page is measured once), so
// streamStart reads that offset and then checks it with PDF's own syntax:
// the bytes before it must be the "stream" keyword and its end of line.
// If a later version of the library prints streams another way, the check
// fails and RawStream reports false (and TestRawStream fails) rather than
// reading the wrong bytes.

// streamStart returns where stream v's data starts, as the library printed
// it; false for what is no stream or prints no offset.
func streamStart(v Value) (int64, bool) {
	if v.Kind() != Stream {
		return 0, false
	}
	s := v.String()
	at := strings.LastIndexByte(s, '@')
	if at < 0 || !strings.HasSuffix(s[:at], ">>") {
		return 0, false
	}
	off, err := strconv.ParseInt(s[at+1:], 10, 64)
	if err != nil || off < 0 {
		return 0, false
	}
	return off, true
}

// StreamID identifies a stream of the file (its data's offset); false
// for what is no stream.
func StreamID(v Value) (int64, bool) { return streamStart(v) }

// RawStream returns stream v's bytes as stored in the file, before its
// filters, when its /Length (direct or an indirect object, which the
// library resolves) is at most limit; false when v is no stream, the file
// is encrypted (the bytes would be ciphertext), the data does not follow a
// "stream" keyword, or its range runs past the end of the file.
func (d *Doc) RawStream(v Value, limit int64) ([]byte, bool) {
	if d.rd.Trailer().Key("Encrypt").Kind() != Null {
		return nil, false
	}
	off, ok := streamStart(v)
	if !ok {
		return nil, false
	}
	n := v.Key("Length").Int64()
	if n <= 0 || n > limit || off > d.size || n > d.size-off || !afterStreamKeyword(d, off) {
		return nil, false
	}
	buf := make([]byte, n)
	if m, _ := d.view.ReadAt(buf, off); int64(m) != n {
		return nil, false
	}
	return buf, true
}

// afterStreamKeyword reports whether off follows the keyword "stream" (a
// whole token: "endstream" is not it) and its end of line (CR LF, LF, or a
// lone CR, which the library also accepts).
func afterStreamKeyword(d *Doc, off int64) bool {
	const kw = "stream"
	back := min(off, int64(len(kw)+3))
	buf := make([]byte, back)
	if m, _ := d.view.ReadAt(buf, off-back); int64(m) != back {
		return false
	}
	for _, eol := range []string{"\r\n", "\n", "\r"} {
		if rest, ok := bytes.CutSuffix(buf, []byte(kw+eol)); ok {
			return len(rest) == 0 || IsSpace(rest[len(rest)-1]) || IsDelim(rest[len(rest)-1])
		}
	}
	return false
}
