package doctext

import (
	"errors"
	"math"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// maxCoord bounds glyph coordinates, in points: PDF pages are at most
// 14,400 points wide (user units aside); NaN fails the test too.
const maxCoord = 1e6

// errPageBudget aborts a page whose content exceeds the glyph or operator
// budget; the glyphs read so far are kept.
var errPageBudget = errors.New("page content exceeds extraction limits")

// textGlyph is one positioned character on a page, in page space (points,
// Y increasing upwards).
type textGlyph struct {
	s    string
	x, y float64 // baseline origin
	w    float64 // advance width
	size float64 // font size as rendered
	// space is the font's own space width as rendered, or 0 when the font
	// does not say; word gaps are judged against it. (float32 keeps the
	// struct at 56 bytes: pages hold many glyphs.)
	space float32
	bold  bool
}

// affine is a PDF transformation matrix [a b c d e f].
type affine [6]float64

var identity = affine{1, 0, 0, 1, 0, 0}

// mul returns m × n (apply m first, then n).
func (m affine) mul(n affine) affine {
	return affine{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

type textState struct {
	ctm, tm, tlm        affine
	tc, tw, th, tl, tfs float64
	trise               float64
	font                *pdfFont
}

// contentReader runs a page's content streams and collects glyphs.
type contentReader struct {
	glyphs []textGlyph
	ops    int
	buf    []glyph
	budget int64 // content bytes still allowed on this page
	fonts  map[fontKey]*pdfFont
}

// scope is the resources dictionary in effect, its loaded fonts and the
// document-wide font cache.
type scope struct {
	res   pdf.Value
	fonts map[string]*pdfFont
	cache map[fontKey]*pdfFont
}

func (s *scope) font(name string) *pdfFont {
	if f, ok := s.fonts[name]; ok {
		return f
	}
	dict := s.res.Key("Font")
	var f *pdfFont
	key, cacheable := fontRef(dict, name)
	if cacheable && s.cache != nil {
		f = s.cache[key]
	}
	if f == nil {
		fv := dict.Key(name)
		if fv.Kind() == pdf.Dict {
			f = loadFont(fv)
		} else {
			f = &pdfFont{dw: 1000, missing: 500, name: name}
			for c := range f.table {
				f.table[c] = baseText(byte(c), "", false)
				f.widths[c] = standardWidth(byte(c))
			}
		}
		if cacheable && s.cache != nil && len(s.cache) < 4096 {
			s.cache[key] = f
		}
	}
	s.fonts[name] = f
	return f
}

// run interprets content with the given resources and state. It panics with
// errPageBudget when the page exceeds its budget.
func (c *contentReader) run(data []byte, sc *scope, g textState, depth int) {
	var stack []textState
	pdf.Interpret(data, func(op string, args []pdf.Operand) {
		c.ops++
		if c.ops > maxOpsPerPage {
			panic(errPageBudget)
		}
		n := len(args)
		num := func(i int) float64 {
			if i < len(args) {
				return args[i].Num
			}
			return 0
		}
		switch op {
		case "q":
			if len(stack) < 256 {
				stack = append(stack, g)
			}
		case "Q":
			if len(stack) > 0 {
				g = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
		case "cm":
			if n == 6 {
				g.ctm = affine{num(0), num(1), num(2), num(3), num(4), num(5)}.mul(g.ctm)
			}
		case "BT":
			g.tm, g.tlm = identity, identity
		case "Tc":
			g.tc = num(0)
		case "Tw":
			g.tw = num(0)
		case "Tz":
			g.th = num(0) / 100
		case "TL":
			g.tl = num(0)
		case "Ts":
			g.trise = num(0)
		case "Tf":
			if n == 2 {
				g.font = sc.font(args[0].Str)
				g.tfs = num(1)
			}
		case "Td", "TD":
			if n == 2 {
				if op == "TD" {
					g.tl = -num(1)
				}
				g.tlm = affine{1, 0, 0, 1, num(0), num(1)}.mul(g.tlm)
				g.tm = g.tlm
			}
		case "Tm":
			if n == 6 {
				g.tm = affine{num(0), num(1), num(2), num(3), num(4), num(5)}
				g.tlm = g.tm
			}
		case "T*":
			g.tlm = affine{1, 0, 0, 1, 0, -g.tl}.mul(g.tlm)
			g.tm = g.tlm
		case "Tj":
			if n == 1 {
				c.show(&g, args[0].Str)
			}
		case "'", "\"":
			if op == "\"" && n == 3 {
				g.tw, g.tc = num(0), num(1)
				args = args[2:]
			}
			g.tlm = affine{1, 0, 0, 1, 0, -g.tl}.mul(g.tlm)
			g.tm = g.tlm
			if len(args) == 1 {
				c.show(&g, args[0].Str)
			}
		case "TJ":
			if n != 1 {
				return
			}
			for _, x := range args[0].Arr {
				switch x.Kind {
				case 's':
					c.show(&g, x.Str)
				case 'n':
					tx := -x.Num / 1000 * g.tfs * g.th
					g.tm = affine{1, 0, 0, 1, tx, 0}.mul(g.tm)
				}
			}
		case "Do":
			if n != 1 || depth >= maxFormDepth {
				return
			}
			xo := sc.res.Key("XObject").Key(args[0].Str)
			if xo.Kind() != pdf.Stream || xo.Key("Subtype").Name() != "Form" {
				return
			}
			data, err := pdf.ReadContent(xo, &c.budget)
			if err != nil {
				panic(errPageBudget)
			}
			inner := g
			if m := xo.Key("Matrix"); m.Len() == 6 {
				inner.ctm = affine{m.Index(0).Float64(), m.Index(1).Float64(), m.Index(2).Float64(),
					m.Index(3).Float64(), m.Index(4).Float64(), m.Index(5).Float64()}.mul(g.ctm)
			}
			sub := sc
			if r := xo.Key("Resources"); r.Kind() == pdf.Dict {
				sub = &scope{res: r, fonts: map[string]*pdfFont{}, cache: sc.cache}
			}
			c.run(data, sub, inner, depth+1)
		}
	})
}

// show positions the glyphs of one shown string. The text matrix times
// the CTM is computed once; each glyph's origin is that matrix applied to
// the advance so far.
func (c *contentReader) show(g *textState, raw string) {
	if g.font == nil {
		return
	}
	c.buf = g.font.decode(raw, c.buf[:0])
	m := g.tm.mul(g.ctm)
	scaleX := g.tfs * g.th * m[0]
	size := g.tfs * math.Hypot(m[2], m[3])
	upright := math.Abs(m[1]) <= 0.05*math.Abs(m[0]) && m[0] > 0 && m[3] > 0 && size > 0.5 && size < 500
	dx := 0.0 // advance in text space
	space := float32(g.font.spaceWidth() / 1000 * scaleX)
	for _, gl := range c.buf {
		w0 := gl.width / 1000
		x, y := dx*m[0]+g.trise*m[2]+m[4], dx*m[1]+g.trise*m[3]+m[5]
		// Glyphs far outside any page (damaged numbers) are not text.
		if gl.text != "" && upright && math.Abs(x) < maxCoord && math.Abs(y) < maxCoord {
			if len(c.glyphs) >= maxGlyphsPerPage {
				panic(errPageBudget)
			}
			c.glyphs = append(c.glyphs, textGlyph{
				s: gl.text, x: x, y: y,
				w: w0 * scaleX, size: size, space: space, bold: g.font.bold,
			})
		}
		tx := w0*g.tfs + g.tc
		if gl.space {
			tx += g.tw
		}
		dx += tx * g.th
	}
	g.tm = affine{1, 0, 0, 1, dx, 0}.mul(g.tm)
}
