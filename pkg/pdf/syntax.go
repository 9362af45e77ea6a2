// The lexical rules of PDF (ISO 32000-1 §7.2–7.3) shared by the object
// lexer and the content-stream lexer. Every function is bounded by its
// input and never panics.

package pdf

// IsSpace reports whether c is PDF white space.
func IsSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

// IsDelim reports whether c is a PDF delimiter.
func IsDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

// skipSpaceAt returns the position of the first byte at or after pos that is
// neither white space nor inside a comment.
func skipSpaceAt(b []byte, pos int) int {
	for pos < len(b) {
		c := b[pos]
		if IsSpace(c) {
			pos++
			continue
		}
		if c == '%' {
			for pos < len(b) && b[pos] != '\n' && b[pos] != '\r' {
				pos++
			}
			continue
		}
		return pos
	}
	return pos
}

// Literal decodes the body of a literal string that starts at b[pos], just
// after its opening parenthesis: balanced parentheses, the escapes \n \r \t
// \b \f \( \) \\, octal escapes and escaped line ends. It returns the bytes,
// the position after the closing parenthesis, and whether the string was
// closed before the input ended.
func Literal(b []byte, pos int) (out []byte, next int, closed bool) {
	depth := 1
	for pos < len(b) {
		c := b[pos]
		pos++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return out, pos, true
			}
		case '\\':
			if pos >= len(b) {
				return out, pos, false
			}
			e := b[pos]
			pos++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r':
				if pos < len(b) && b[pos] == '\n' {
					pos++
				}
				continue
			case '\n':
				continue
			default:
				if '0' <= e && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && pos < len(b) && '0' <= b[pos] && b[pos] <= '7'; k++ {
						v = v*8 + int(b[pos]-'0')
						pos++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return out, pos, false
}

// Hex decodes the body of a hexadecimal string that starts at b[pos], just
// after its opening '<': white space and junk are skipped and an odd final
// digit counts as followed by 0. It returns the bytes, the position after
// the closing '>', and whether the string was closed.
func Hex(b []byte, pos int) (out []byte, next int, closed bool) {
	var hi byte
	half := false
	for pos < len(b) {
		c := b[pos]
		pos++
		if c == '>' {
			if half {
				out = append(out, hi<<4)
			}
			return out, pos, true
		}
		v, ok := hexValue(c)
		if !ok {
			continue
		}
		if half {
			out = append(out, hi<<4|v)
		} else {
			hi = v
		}
		half = !half
	}
	return out, pos, false
}

func hexValue(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
