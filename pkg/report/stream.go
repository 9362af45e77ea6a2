package report

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Stream writes a report one asset at a time, for the formats whose bytes
// for an asset do not depend on the assets after it (json and csv): a
// run over thousands of files writes each result as soon as it and every
// earlier one are ready, and keeps none of them.
type Stream struct {
	bw      *bufio.Writer
	json    bool
	summary Summary
	buf     []byte
	enc     jsonEncoder
}

// NewStream starts a report in format on w, writing its opening. Only
// json and csv can be streamed; any other format is an error and nothing
// is written.
func NewStream(w io.Writer, format string) (*Stream, error) {
	if f := strings.ToLower(format); f != "json" && f != "csv" {
		return nil, fmt.Errorf("report format %q cannot be streamed", format)
	}
	s := &Stream{bw: bufio.NewWriterSize(w, 64<<10), json: strings.EqualFold(format, "json")}
	if s.json {
		// Compact, one asset per line: indenting a report of thousands of
		// assets costs more than checking them, and the lines keep it
		// readable with grep and diff.
		s.bw.WriteString("{\"assets\":[\n")
	} else {
		writeCSVRow(s.bw, CSVHeader)
	}
	return s, nil
}

// Add writes one asset.
func (s *Stream) Add(a AssetResult) error {
	if s.json {
		if s.summary.Assets > 0 {
			s.bw.WriteByte(',')
		}
		ja := toJSONAsset(a)
		var err error
		if s.buf, err = s.enc.appendAsset(s.buf[:0], &ja); err != nil {
			// A number JSON cannot hold: encoding/json says which.
			if _, jerr := json.Marshal(ja); jerr != nil {
				return jerr
			}
			return err
		}
		s.bw.Write(s.buf)
	} else {
		writeCSVAsset(s.bw, a)
	}
	s.summary.Add(a)
	return nil
}

// Close ends the report (the JSON summary) and flushes it.
func (s *Stream) Close() error {
	if s.json {
		s.bw.WriteString("],\n\"summary\":")
		s.bw.Write(appendJSONSummary(s.buf[:0], s.summary))
		s.bw.WriteString("}\n")
	}
	return s.bw.Flush()
}
