package pdf

import (
	"bytes"
	"errors"
	"strconv"
)

// The object lexer of the cross-reference pre-scan (guard.go); the object
// graph itself is read by ledongthuc/pdf.
//
// PDF object model of the bounded parser: nil (null), bool, int64,
// float64, pdfName, pdfString, pdfArray, pdfDict, pdfRef and *pdfStream.
type (
	pdfName   string
	pdfString []byte
	pdfArray  []any
	pdfDict   map[pdfName]any
	pdfRef    struct{ num, gen int64 }
	pdfStream struct {
		dict pdfDict
		data int64 // file offset of the first data byte (-1 inside object streams)
	}
)

// pdfKeyword is a bare keyword token (obj, endobj, stream, R, trailer…).
type pdfKeyword string

// maxPDFNesting bounds nested arrays and dictionaries.
const maxPDFNesting = 64

var errPDFSyntax = errors.New("PDF syntax error")

// pdfLexer tokenises a byte slice holding (part of) a PDF file.
type pdfLexer struct {
	b   []byte
	pos int
}

// skipSpace skips white space and comments.
func (l *pdfLexer) skipSpace() { l.pos = skipSpaceAt(l.b, l.pos) }

// token returns the next token: a delimiter string ("<<", ">>", "[",
// "]", "{", "}"), pdfName, pdfString, int64, float64, bool, nil or
// pdfKeyword. ok is false at the end of the input.
func (l *pdfLexer) token() (tok any, ok bool, err error) {
	l.skipSpace()
	if l.pos >= len(l.b) {
		return nil, false, nil
	}
	c := l.b[l.pos]
	switch c {
	case '[', ']', '{', '}':
		l.pos++
		return string(c), true, nil
	case '<':
		if l.pos+1 < len(l.b) && l.b[l.pos+1] == '<' {
			l.pos += 2
			return "<<", true, nil
		}
		s, err := l.hexString()
		return s, err == nil, err
	case '>':
		if l.pos+1 < len(l.b) && l.b[l.pos+1] == '>' {
			l.pos += 2
			return ">>", true, nil
		}
		return nil, false, errPDFSyntax
	case '(':
		s, err := l.literalString()
		return s, err == nil, err
	case '/':
		l.pos++
		start := l.pos
		for l.pos < len(l.b) && !IsSpace(l.b[l.pos]) && !IsDelim(l.b[l.pos]) {
			l.pos++
		}
		return pdfName(unescapeName(l.b[start:l.pos])), true, nil
	case ')':
		return nil, false, errPDFSyntax
	}
	start := l.pos
	for l.pos < len(l.b) && !IsSpace(l.b[l.pos]) && !IsDelim(l.b[l.pos]) {
		l.pos++
	}
	word := l.b[start:l.pos]
	if len(word) == 0 {
		l.pos++
		return nil, false, errPDFSyntax
	}
	switch string(word) {
	case "true":
		return true, true, nil
	case "false":
		return false, true, nil
	case "null":
		return nil, true, nil
	}
	if c == '+' || c == '-' || c == '.' || ('0' <= c && c <= '9') {
		if i, err := strconv.ParseInt(string(word), 10, 64); err == nil {
			return i, true, nil
		}
		if f, err := strconv.ParseFloat(string(word), 64); err == nil {
			return f, true, nil
		}
		return 0.0, true, nil // malformed numbers such as "--1" read as 0, as viewers do
	}
	return pdfKeyword(word), true, nil
}

// unescapeName decodes #xx escapes in a name.
func unescapeName(b []byte) string {
	if bytes.IndexByte(b, '#') < 0 {
		return string(b)
	}
	var out []byte
	for i := 0; i < len(b); i++ {
		if b[i] == '#' && i+2 < len(b) {
			hi, ok1 := hexValue(b[i+1])
			lo, ok2 := hexValue(b[i+2])
			if ok1 && ok2 {
				out = append(out, hi<<4|lo)
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return string(out)
}

func (l *pdfLexer) hexString() (pdfString, error) {
	out, next, closed := Hex(l.b, l.pos+1) // after '<'
	l.pos = next
	if !closed {
		return nil, errPDFSyntax
	}
	return out, nil
}

func (l *pdfLexer) literalString() (pdfString, error) {
	out, next, closed := Literal(l.b, l.pos+1) // after '('
	l.pos = next
	if !closed {
		return nil, errPDFSyntax
	}
	return out, nil
}

// object parses one object. "n g R" becomes a pdfRef; a dictionary
// followed by "stream" becomes a *pdfStream whose data offset is
// relative to the lexer's buffer (the caller rebases it).
func (l *pdfLexer) object(depth int) (any, error) {
	if depth > maxPDFNesting {
		return nil, errors.New("PDF objects nested too deeply")
	}
	tok, ok, err := l.token()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errPDFSyntax
	}
	switch t := tok.(type) {
	case string:
		switch t {
		case "[":
			var arr pdfArray
			for {
				save := l.pos
				l.skipSpace()
				if l.pos < len(l.b) && l.b[l.pos] == ']' {
					l.pos++
					return arr, nil
				}
				l.pos = save
				v, err := l.object(depth + 1)
				if err != nil {
					return nil, err
				}
				arr = append(arr, v)
			}
		case "<<":
			d := pdfDict{}
			for {
				k, ok, err := l.token()
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, errPDFSyntax
				}
				if k == ">>" {
					break
				}
				name, isName := k.(pdfName)
				if !isName {
					return nil, errPDFSyntax
				}
				v, err := l.object(depth + 1)
				if err != nil {
					return nil, err
				}
				d[name] = v
			}
			// A stream?
			save := l.pos
			if kw, ok, _ := l.token(); ok && kw == pdfKeyword("stream") {
				if l.pos < len(l.b) && l.b[l.pos] == '\r' {
					l.pos++
				}
				if l.pos < len(l.b) && l.b[l.pos] == '\n' {
					l.pos++
				}
				return &pdfStream{dict: d, data: int64(l.pos)}, nil
			}
			l.pos = save
			return d, nil
		}
		return nil, errPDFSyntax
	case int64:
		// Look ahead for "gen R".
		save := l.pos
		if g, ok, _ := l.token(); ok {
			if gen, isInt := g.(int64); isInt {
				if r, ok, _ := l.token(); ok && r == pdfKeyword("R") {
					return pdfRef{t, gen}, nil
				}
			}
		}
		l.pos = save
		return t, nil
	}
	return tok, nil
}
