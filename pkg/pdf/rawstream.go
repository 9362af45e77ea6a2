package pdf

import (
	"reflect"
)

// ledongthuc/pdf decodes FlateDecode and ASCII85Decode streams only (it
// panics on any other filter, such as DCTDecode, a JPEG image), and its
// Value keeps where a stream's data starts unexported. The print probe
// needs a JPEG image's bytes as stored, and a way to tell one stream from
// another (an image drawn on every page is measured once), so the offset
// is read through reflect. If a later version of the library renames the
// field, streamOffset reports false (and TestRawStream fails) rather than
// reading the wrong bytes.

// streamOffset returns where stream v's data starts in the file the
// library reads.
func streamOffset(v Value) (int64, bool) {
	if v.Kind() != Stream {
		return 0, false
	}
	data := reflect.ValueOf(v).FieldByName("data")
	if !data.IsValid() || data.Kind() != reflect.Interface || data.IsNil() {
		return 0, false
	}
	st := data.Elem()
	if st.Kind() != reflect.Struct {
		return 0, false
	}
	off := st.FieldByName("offset")
	if !off.IsValid() || off.Kind() != reflect.Int64 {
		return 0, false
	}
	return off.Int(), true
}

// StreamID identifies a stream of the file (its data's offset); false
// for what is no stream.
func StreamID(v Value) (int64, bool) { return streamOffset(v) }

// RawStream returns stream v's bytes as stored in the file, before its
// filters, when its /Length is at most limit; false when v is no stream,
// the file is encrypted (the bytes would be ciphertext), or the stream
// is longer or cannot be read.
func (d *Doc) RawStream(v Value, limit int64) ([]byte, bool) {
	if d.rd.Trailer().Key("Encrypt").Kind() != Null {
		return nil, false
	}
	off, ok := streamOffset(v)
	n := v.Key("Length").Int64()
	if !ok || n <= 0 || n > limit {
		return nil, false
	}
	buf := make([]byte, n)
	if m, _ := d.view.ReadAt(buf, off); int64(m) != n {
		return nil, false
	}
	return buf, true
}
