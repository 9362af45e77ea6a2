package pdf

import (
	"strconv"
	"strings"
	"sync"
)

// The content-stream lexer. ledongthuc/pdf's interpreter can loop forever
// on a truncated content stream (an unterminated hex string at the end), so
// page content is tokenized here from bytes already read under a size
// limit; the library is used for the object graph only.

// Operand is one content stream operand.
type Operand struct {
	Kind byte // 'n' number, 's' string, '/' name, 'a' array, 'b' boolean (Num 1 for true), 'd' dictionary or other
	Num  float64
	Str  string
	Arr  []Operand
}

const maxOperands = 64

type contentLexer struct {
	data []byte
	pos  int
}

// Interpret tokenizes the content stream data and calls do for every
// operator with its operands (at most 64). An inline image is one "BI"
// whose operands are its dictionary's keys and values in turn (/W 8 /CS
// /RGB …); its data is skipped. It is bounded by len(data) and never
// panics.
func Interpret(data []byte, do func(op string, args []Operand)) {
	lx := contentLexer{data: data}
	lx.interpret(do)
}

func (lx *contentLexer) interpret(do func(op string, args []Operand)) {
	var stack []Operand
	for {
		v, op, ok := lx.next(0)
		if !ok {
			return
		}
		if op == "" {
			if len(stack) >= maxOperands {
				stack = stack[:0]
			}
			stack = append(stack, v)
			continue
		}
		if op == "BI" {
			do("BI", lx.inlineImage())
			stack = stack[:0]
			continue
		}
		do(op, stack)
		stack = stack[:0]
	}
}

func (lx *contentLexer) skipSpace() { lx.pos = skipSpaceAt(lx.data, lx.pos) }

// next returns either an operand or an operator name; ok is false at the
// end of the data.
func (lx *contentLexer) next(depth int) (v Operand, op string, ok bool) {
	lx.skipSpace()
	if lx.pos >= len(lx.data) {
		return Operand{}, "", false
	}
	c := lx.data[lx.pos]
	switch {
	case c == '(':
		lx.pos++
		return Operand{Kind: 's', Str: lx.literal()}, "", true
	case c == '<' && lx.pos+1 < len(lx.data) && lx.data[lx.pos+1] == '<':
		lx.pos += 2
		lx.skipDict()
		return Operand{Kind: 'd'}, "", true
	case c == '<':
		lx.pos++
		return Operand{Kind: 's', Str: lx.hex()}, "", true
	case c == '/':
		lx.pos++
		start := lx.pos
		for lx.pos < len(lx.data) && !IsSpace(lx.data[lx.pos]) && !IsDelim(lx.data[lx.pos]) {
			lx.pos++
		}
		return Operand{Kind: '/', Str: unescapeName(lx.data[start:lx.pos])}, "", true
	case c == '[':
		lx.pos++
		arr := Operand{Kind: 'a'}
		for {
			lx.skipSpace()
			if lx.pos >= len(lx.data) {
				return arr, "", true
			}
			if lx.data[lx.pos] == ']' {
				lx.pos++
				return arr, "", true
			}
			if depth > 32 {
				lx.pos++
				continue
			}
			e, eop, ok := lx.next(depth + 1)
			if !ok {
				return arr, "", true
			}
			if eop == "" && len(arr.Arr) < 1<<16 {
				arr.Arr = append(arr.Arr, e)
			}
		}
	case c == ']' || c == '>' || c == ')' || c == '{' || c == '}':
		lx.pos++
		return Operand{Kind: 'd'}, "", true
	case c == '+' || c == '-' || c == '.' || (c >= '0' && c <= '9'):
		start := lx.pos
		lx.pos++
		for lx.pos < len(lx.data) {
			d := lx.data[lx.pos]
			if (d >= '0' && d <= '9') || d == '.' {
				lx.pos++
				continue
			}
			break
		}
		return Operand{Kind: 'n', Num: parseNumber(lx.data[start:lx.pos])}, "", true
	default:
		start := lx.pos
		for lx.pos < len(lx.data) && !IsSpace(lx.data[lx.pos]) && !IsDelim(lx.data[lx.pos]) {
			lx.pos++
		}
		if lx.pos == start {
			lx.pos++
			return Operand{Kind: 'd'}, "", true
		}
		word, known := operators()[string(lx.data[start:lx.pos])]
		if !known {
			word = string(lx.data[start:lx.pos])
		}
		switch word {
		case "true":
			return Operand{Kind: 'b', Num: 1}, "", true
		case "false":
			return Operand{Kind: 'b'}, "", true
		case "null":
			return Operand{Kind: 'd'}, "", true
		}
		return Operand{}, word, true
	}
}

// literal reads a (string) body after the opening parenthesis; an
// unclosed string keeps what was read.
func (lx *contentLexer) literal() string {
	out, next, _ := Literal(lx.data, lx.pos)
	lx.pos = next
	return string(out)
}

// hex reads a <hex> string body after the opening bracket.
func (lx *contentLexer) hex() string {
	out, next, _ := Hex(lx.data, lx.pos)
	lx.pos = next
	return string(out)
}

// skipDict skips a << >> dictionary body, nested ones included.
func (lx *contentLexer) skipDict() {
	nest := 1
	for lx.pos < len(lx.data) {
		c := lx.data[lx.pos]
		switch {
		case c == '(':
			lx.pos++
			lx.literal()
			continue
		case c == '<' && lx.pos+1 < len(lx.data) && lx.data[lx.pos+1] == '<':
			nest++
			lx.pos += 2
			continue
		case c == '>' && lx.pos+1 < len(lx.data) && lx.data[lx.pos+1] == '>':
			nest--
			lx.pos += 2
			if nest == 0 {
				return
			}
			continue
		}
		lx.pos++
	}
}

// inlineImage reads an inline image's dictionary after BI, up to ID, as
// operands, and skips its data up to EI.
func (lx *contentLexer) inlineImage() []Operand {
	var dict []Operand
	for {
		v, op, ok := lx.next(0)
		if !ok {
			return dict
		}
		if op == "ID" {
			break
		}
		if op == "" && len(dict) < maxOperands {
			dict = append(dict, v)
		}
	}
	// One white-space byte separates ID from the data.
	lx.pos++
	for lx.pos+2 < len(lx.data) {
		if lx.data[lx.pos] == 'E' && lx.data[lx.pos+1] == 'I' && IsSpace(lx.data[lx.pos-1]) &&
			(lx.pos+2 == len(lx.data) || IsSpace(lx.data[lx.pos+2])) {
			lx.pos += 2
			return dict
		}
		lx.pos++
	}
	lx.pos = len(lx.data)
	return dict
}

// operators interns the content stream operators so that reading one does
// not allocate. It is built when first used.
var operators = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, op := range strings.Fields(`b B b* B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EI EMC ET EX f F f* G g gs h i ID j J K k l m M MP n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz v w W W* y ' " true false null`) {
		m[op] = op
	}
	return m
})

// parseNumber parses a PDF number (optional sign, digits, one decimal
// point); malformed numbers read as 0, as PDF readers do.
func parseNumber(b []byte) float64 {
	neg := false
	i := 0
	for i < len(b) && (b[i] == '+' || b[i] == '-') {
		neg = neg != (b[i] == '-')
		i++
	}
	var n float64
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		n = n*10 + float64(b[i]-'0')
	}
	if i < len(b) && b[i] == '.' {
		i++
		scale := 0.1
		for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
			n += float64(b[i]-'0') * scale
			scale /= 10
		}
	}
	if i != len(b) {
		if f, err := strconv.ParseFloat(string(b), 64); err == nil {
			return f
		}
		return 0
	}
	if neg {
		return -n
	}
	return n
}
