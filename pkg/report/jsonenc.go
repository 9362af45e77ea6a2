package report

import (
	"encoding/binary"
	"errors"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// errNotFinite is appendAsset's error for a NaN or infinite number,
// which JSON cannot hold; Stream.Add then lets encoding/json report it.
var errNotFinite = errors.New("report: number is not finite")

// appendAsset appends a's JSON and a newline to b: the bytes
// json.Encoder.Encode writes for it (fields in struct order, omitempty,
// HTML-safe string escapes, encoding/json's number format), without
// reflection. The JSON report of a few thousand assets is a few MB;
// reflection made encoding it cost as much as checking the assets.
// TestAppendJSONAssetMatchesEncodingJSON holds it to encoding/json.
func (e *jsonEncoder) appendAsset(b []byte, a *JSONAsset) ([]byte, error) {
	var err error
	b = append(b, `{"path":`...)
	b = appendJSONString(b, a.Path)
	b = append(b, `,"name":`...)
	b = appendJSONString(b, a.Name)
	b = append(b, `,"type":`...)
	b = appendJSONString(b, a.Type)
	b = append(b, `,"format":`...)
	b = appendJSONString(b, a.Format)
	b = append(b, `,"mimeType":`...)
	b = appendJSONString(b, a.MimeType)
	b = append(b, `,"sizeBytes":`...)
	b = strconv.AppendInt(b, a.SizeBytes, 10)
	b = append(b, `,"width":`...)
	b = strconv.AppendInt(b, int64(a.Width), 10)
	b = append(b, `,"height":`...)
	b = strconv.AppendInt(b, int64(a.Height), 10)
	b = append(b, `,"durationSeconds":`...)
	if b, err = appendJSONFloat(b, a.DurationSeconds); err != nil {
		return b, err
	}
	b = append(b, `,"frameRate":`...)
	if b, err = appendJSONFloat(b, a.FrameRate); err != nil {
		return b, err
	}
	b = append(b, `,"videoCodec":`...)
	b = appendJSONString(b, a.VideoCodec)
	b = append(b, `,"complianceScore":`...)
	if a.ComplianceScore == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, int64(*a.ComplianceScore), 10)
	}
	b = append(b, `,"band":`...)
	if a.Band == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *a.Band)
	}
	b = append(b, `,"issues":`...)
	if a.Issues == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range a.Issues {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = e.appendIssue(b, &a.Issues[i]); err != nil {
				return b, err
			}
		}
		b = append(b, ']')
	}
	b = append(b, `,"recommendations":`...)
	if a.Recommendations == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, r := range a.Recommendations {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, r)
		}
		b = append(b, ']')
	}
	if a.Error != "" {
		b = append(b, `,"error":`...)
		b = appendJSONString(b, a.Error)
	}
	return append(b, "}\n"...), nil
}

// appendJSONSummary appends the summary's JSON and a newline, as
// json.Encoder.Encode writes it.
func appendJSONSummary(b []byte, s Summary) []byte {
	for _, f := range [...]struct {
		name string
		n    int
	}{{`{"assets":`, s.Assets}, {`,"totalChecks":`, s.TotalChecks}, {`,"passed":`, s.Passed}, {`,"failed":`, s.Failed}, {`,"warnings":`, s.Warnings}} {
		b = append(b, f.name...)
		b = strconv.AppendInt(b, int64(f.n), 10)
	}
	return append(b, "}\n"...)
}

// jsonEncoder writes assets as json.Encoder does, without reflection
// (appendAsset). It keeps the encoded rule fields of each rule's issues:
// they are the same for every asset the rule checks, and escaping them
// again for every asset was a third of the report's cost.
type jsonEncoder struct {
	heads map[string]issueHead // by rule ID
}

// issueHead is an issue's rule fields and their JSON, from {"ruleId" to
// the channel's value.
type issueHead struct {
	rule, severity, field, section, channel string
	json                                    []byte
}

// appendIssue appends an issue's JSON as encoding/json writes it.
func (e *jsonEncoder) appendIssue(b []byte, is *compliance.Issue) ([]byte, error) {
	if is.RuleID == "" { // a builder check: no rule to remember
		b = appendJSONIssueHead(b, is)
	} else {
		h, ok := e.heads[is.RuleID]
		if !ok || h.rule != is.Rule || h.severity != string(is.Severity) || h.field != is.Field || h.section != is.Section || h.channel != is.Channel {
			h = issueHead{rule: is.Rule, severity: string(is.Severity), field: is.Field, section: is.Section, channel: is.Channel,
				json: appendJSONIssueHead(nil, is)}
			if e.heads == nil {
				e.heads = map[string]issueHead{}
			}
			e.heads[is.RuleID] = h
		}
		b = append(b, h.json...)
	}
	b = append(b, `,"status":`...)
	b = appendJSONString(b, string(is.Status))
	b = append(b, `,"message":`...)
	b = appendJSONString(b, is.Message)
	if is.DetectedValue != "" {
		b = append(b, `,"detectedValue":`...)
		b = appendJSONString(b, is.DetectedValue)
	}
	if is.ExpectedValue != "" {
		b = append(b, `,"expectedValue":`...)
		b = appendJSONString(b, is.ExpectedValue)
	}
	if c := is.Coordinates; c != nil {
		var err error
		for i, f := range [4]struct {
			name string
			v    float64
		}{{`"x":`, c.X}, {`"y":`, c.Y}, {`"width":`, c.Width}, {`"height":`, c.Height}} {
			if i == 0 {
				b = append(b, `,"coordinates":{`...)
			} else {
				b = append(b, ',')
			}
			b = append(b, f.name...)
			if b, err = appendJSONFloat(b, f.v); err != nil {
				return b, err
			}
		}
		b = append(b, '}')
	}
	if is.GridLocation != "" {
		b = append(b, `,"gridLocation":`...)
		b = appendJSONString(b, is.GridLocation)
	}
	return append(b, '}'), nil
}

// appendJSONIssueHead appends an issue's JSON up to its channel's value.
func appendJSONIssueHead(b []byte, is *compliance.Issue) []byte {
	b = append(b, '{')
	if is.RuleID != "" {
		b = append(b, `"ruleId":`...)
		b = appendJSONString(b, is.RuleID)
		b = append(b, ',')
	}
	b = append(b, `"rule":`...)
	b = appendJSONString(b, is.Rule)
	b = append(b, `,"severity":`...)
	b = appendJSONString(b, string(is.Severity))
	b = append(b, `,"field":`...)
	b = appendJSONString(b, is.Field)
	b = append(b, `,"section":`...)
	b = appendJSONString(b, is.Section)
	b = append(b, `,"channel":`...)
	return appendJSONString(b, is.Channel)
}

// appendJSONFloat formats a float64 as encoding/json does: the shortest
// decimal that reads back the same, in exponent form below 1e-6 and from
// 1e21 up, with a one-digit negative exponent where it fits ("1e-7").
func appendJSONFloat(b []byte, f float64) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return b, errNotFinite
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b, nil
}

const hexDigits = "0123456789abcdef"

// plainWords returns the length of the longest prefix of s made of whole
// 8-byte words in which no byte needs escaping: no control byte, nothing
// non-ASCII, none of " \\ < > &. Each word is tested at once with the
// classic "has a zero byte" arithmetic, exact for "any byte".
func plainWords(s string) int {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := binary.LittleEndian.Uint64([]byte(s[i : i+8]))
		q, b, l, g, a := x^(lo*'"'), x^(lo*'\\'), x^(lo*'<'), x^(lo*'>'), x^(lo*'&')
		if (x|(x-lo*0x20)|(q-lo)&^q|(b-lo)&^b|(l-lo)&^l|(g-lo)&^g|(a-lo)&^a)&hi != 0 {
			break
		}
	}
	return i
}

// jsonSafe marks the ASCII bytes appendJSONString copies as they are.
var jsonSafe = func() (t [utf8.RuneSelf]bool) {
	for c := byte(0x20); c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// appendJSONString appends s as a JSON string as encoding/json writes it
// with HTML escaping on (json.Encoder's default): the short escapes for
// quote, backslash and \b \f \n \r \t; \u00XX for other control bytes and
// for < > &; \u2028 and \u2029; invalid UTF-8 as \ufffd.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		// Eight bytes at a time while none needs escaping: most of a
		// report is plain ASCII.
		i += plainWords(s[i:])
		if i >= len(s) {
			break
		}
		if c := s[i]; c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
