package pdf

import (
	"errors"
	"io"
)

// ErrContentTooLarge reports a page whose decompressed content streams
// exceed the caller's budget.
var ErrContentTooLarge = errors.New("page content too large")

// ReadContent returns the decompressed bytes of a content value (a stream
// or an array of streams), charging them to budget. A stream that cannot be
// decoded contributes what could be read.
func ReadContent(v Value, budget *int64) ([]byte, error) {
	var out []byte
	read := func(s Value) error {
		if s.Kind() != Stream {
			return nil
		}
		var data []byte
		func() {
			defer func() { _ = recover() }()
			rc := s.Reader()
			defer rc.Close()
			data, _ = io.ReadAll(io.LimitReader(rc, *budget+1))
		}()
		*budget -= int64(len(data))
		if *budget < 0 {
			return ErrContentTooLarge
		}
		out = append(out, data...)
		out = append(out, '\n')
		return nil
	}
	if v.Kind() == Array {
		for i, n := 0, v.Len(); i < n && i < 10000; i++ {
			if err := read(v.Index(i)); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return out, read(v)
}
