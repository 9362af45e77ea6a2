package media

import (
	"fmt"
	"math"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// The print facts of a PDF are read from every page: its boxes (trim and
// bleed) and its content streams (the images it places). A hostile file
// cannot make this unbounded: the page tree walk visits at most
// maxPageNodes nodes, and all pages' content together (page streams and
// the forms they draw) is read within maxPrintContentBytes decompressed
// bytes and maxPrintContentOps operators; what a budget leaves unread is
// said (PrintInfo.Unread), so a check can warn instead of passing.
const (
	maxPageNodes         = 100_000
	maxOtherPages        = 200
	maxPrintContentBytes = 64 << 20
	maxPrintContentOps   = 2_000_000
	// maxFormDepth bounds forms drawn inside forms (and a form that draws
	// itself).
	maxFormDepth = 12
)

// walkPages calls visit for every page of the page tree in order, with the
// chain of nodes from the root to the page (for inherited attributes),
// until visit returns false. The walk is bounded in depth and in nodes,
// which also ends cycles.
func walkPages(root pdf.Value, visit func(page int, chain []pdf.Value) bool) {
	nodes, page := 0, 0
	var walk func(chain []pdf.Value) bool
	walk = func(chain []pdf.Value) bool {
		node := chain[len(chain)-1]
		if nodes++; nodes > maxPageNodes || len(chain) > maxPageTreeDepth {
			return false
		}
		kids := node.Key("Kids")
		if kids.Kind() != pdf.Array {
			if node.Key("Type").Name() == "Page" || node.Key("MediaBox").Kind() != pdf.Null {
				page++
				return visit(page, chain)
			}
			return true
		}
		for i, n := 0, kids.Len(); i < n; i++ {
			kid := kids.Index(i)
			if !isDict(kid) {
				continue
			}
			if !walk(append(chain[:len(chain):len(chain)], kid)) {
				return false
			}
		}
		return true
	}
	if isDict(root) {
		walk([]pdf.Value{root})
	}
}

// readPDFPages reads every page's boxes into info (the first page's trim,
// the pages that differ from it) and every page's content into
// info.Print, which the caller made.
func readPDFPages(doc *pdf.Doc, pages pdf.Value, info *Info) {
	w := newContentWalker(doc, info.Print)
	var first PageBox
	walkPages(pages, func(n int, chain []pdf.Value) bool {
		wd, ht := pageSize(chain)
		box := PageBox{Page: n, Width: wd, Height: ht, Trim: pageTrim(chain)}
		if n == 1 {
			first = box
			info.PageWidth, info.PageHeight, info.Trim = wd, ht, box.Trim
		} else if !sameBox(first, box) && len(info.OtherPages) < maxOtherPages {
			info.OtherPages = append(info.OtherPages, box)
		}
		w.page(n, chain)
		return true
	})
}

// sameBox reports whether two pages have the same size, trim and bleed.
func sameBox(a, b PageBox) bool {
	if a.Width != b.Width || a.Height != b.Height || (a.Trim == nil) != (b.Trim == nil) {
		return false
	}
	return a.Trim == nil || *a.Trim == *b.Trim
}

// contentWalker reads pages' content streams, following the forms they
// draw, within one budget for the whole file.
type contentWalker struct {
	bytesLeft int64
	opsLeft   int
	info      *PrintInfo
	pageNo    int
	fonts     map[string]bool // the fonts seen, by name
	doc       *pdf.Doc
	// imageInks caches the highest ink of each image measured (by its
	// stream), and pixelsLeft bounds the pixels decoded in the file.
	imageInks  map[int64]float64
	pixelsLeft int64
}

func newContentWalker(doc *pdf.Doc, into *PrintInfo) *contentWalker {
	return &contentWalker{bytesLeft: maxPrintContentBytes, opsLeft: maxPrintContentOps, info: into,
		doc: doc, imageInks: map[int64]float64{}, pixelsLeft: maxInkPixels}
}

// page reads one page's content; once a budget has run out the pages
// after are counted as unread.
func (w *contentWalker) page(n int, chain []pdf.Value) {
	w.pageNo = n
	if w.info.Unread != "" {
		return
	}
	var res pdf.Value
	for i := len(chain) - 1; i >= 0 && res.Kind() == pdf.Null; i-- {
		res = chain[i].Key("Resources")
	}
	if w.draw(chain[len(chain)-1].Key("Contents"), res, identity, "", 0) {
		w.info.PagesRead++
	}
}

var identity = [6]float64{1, 0, 0, 1, 0, 0}

// stop records that a budget ran out on the current page.
func (w *contentWalker) stop(why string) {
	if w.info.Unread == "" {
		w.info.Unread = fmt.Sprintf("pages from %d on were not read: %s", w.pageNo, why)
	}
}

// draw interprets one content stream (a page's or a form's) with its
// resources, starting from the matrix ctm; form names the form it is
// ("" for a page). It returns false when a budget ran out.
func (w *contentWalker) draw(content, res pdf.Value, ctm [6]float64, form string, depth int) bool {
	if content.Kind() == pdf.Null {
		return true
	}
	budget := w.bytesLeft
	data, err := pdf.ReadContent(content, &budget)
	if err != nil {
		w.stop("the content is larger than the reader's budget")
		return false
	}
	w.bytesLeft = budget
	xobjects := res.Key("XObject")
	// The colour spaces of fill and stroke, for the ink of sc/scn: a
	// page or form starts in DeviceGray.
	fill, stroke := inkGray, inkGray
	type saved struct {
		ctm          [6]float64
		fill, stroke inkSpace
	}
	var stack []saved
	// What this stream's resources hold, looked up once per name.
	fontsSeen := map[string]bool{}
	spaces := map[string]namedSpace{}
	ok := true
	pdf.Interpret(data, func(op string, args []pdf.Operand) {
		if !ok {
			return
		}
		if w.opsLeft--; w.opsLeft < 0 {
			w.stop("the content has more operators than the reader's budget")
			ok = false
			return
		}
		switch op {
		case "q":
			if len(stack) < 64 {
				stack = append(stack, saved{ctm, fill, stroke})
			}
		case "Q":
			if n := len(stack); n > 0 {
				ctm, fill, stroke = stack[n-1].ctm, stack[n-1].fill, stack[n-1].stroke
				stack = stack[:n-1]
			}
		case "cm":
			if m, good := matrixOf(args); good {
				ctm = concat(m, ctm)
			}
		case "Tf":
			// The library reads an object again on every access: each font
			// name is looked up once per content stream.
			if len(args) == 2 && args[0].Kind == '/' && !fontsSeen[args[0].Str] {
				fontsSeen[args[0].Str] = true
				w.useFont(args[0].Str, res)
			}
		case "cs", "CS":
			if len(args) != 1 || args[0].Kind != '/' {
				return
			}
			sp, seen := spaces[args[0].Str]
			if !seen {
				sp = namedSpace{inlineColorSpaceName(args[0].Str, res), inkSpaceOfName(args[0].Str, res)}
				spaces[args[0].Str] = sp
			}
			w.useColor(sp.colorants, colorUser(op, form))
			if sp.ink != inkCMYK && sp.ink != inkGray {
				w.notSummed(string(sp.ink))
			}
			if op == "cs" {
				fill = sp.ink
			} else {
				stroke = sp.ink
			}
		case "rg", "RG", "k", "K", "g", "G":
			w.colorOperator(op, res, form)
			switch op {
			case "k", "g":
				fill = inkSpace(op)
				w.colorInk(fill, args, op, form)
			case "K", "G":
				stroke = inkSpace(strings.ToLower(op))
				w.colorInk(stroke, args, op, form)
			default:
				w.notSummed("RGB colour")
			}
		case "sc", "scn":
			w.colorInk(fill, args, op, form)
		case "SC", "SCN":
			w.colorInk(stroke, args, op, form)
		case "gs":
			if len(args) == 1 && args[0].Kind == '/' {
				w.graphicsState(res.Key("ExtGState").Key(args[0].Str))
			}
		case "sh":
			if len(args) == 1 && args[0].Kind == '/' {
				sh := res.Key("Shading").Key(args[0].Str)
				w.useColor(colorSpaceOf(sh.Key("ColorSpace"), res, 0), "shading "+placedName(args[0].Str, form))
				w.notSummed("shadings")
			}
		case "BI":
			if im, ok := inlineEntry(args, "IM", "ImageMask"); ok && im.Kind == 'b' && im.Num == 1 {
				return // a stencil mask paints with the fill colour
			}
			if cs, ok := inlineEntry(args, "CS", "ColorSpace"); ok {
				w.useColor(inlineColorSpace(cs, res), placedName("inline image", form))
				w.notSummed("inline images")
			}
		case "Do":
			if len(args) != 1 || args[0].Kind != '/' {
				return
			}
			name := args[0].Str
			x := xobjects.Key(name)
			switch x.Key("Subtype").Name() {
			case "Image":
				w.image(x, name, form, ctm)
				if !x.Key("ImageMask").Bool() { // a stencil mask paints with the fill colour
					w.useColor(colorSpaceOf(x.Key("ColorSpace"), res, 0), "image "+placedName(name, form))
					w.imageInk(x, "image "+placedName(name, form))
				}
			case "Form":
				if depth >= maxFormDepth {
					return
				}
				m := ctm
				if fm, good := matrixOfValue(x.Key("Matrix")); good {
					m = concat(fm, ctm)
				}
				if x.Key("Group").Key("S").Name() == "Transparency" {
					w.notSummed("transparency groups")
				}
				fres := x.Key("Resources")
				if fres.Kind() == pdf.Null {
					fres = res // older files let forms use their page's resources
				}
				inner := name
				if form != "" {
					inner = form + "/" + name
				}
				ok = w.draw(x, fres, m, inner, depth+1)
			}
		}
	})
	return ok
}

// image records the effective resolution of an image drawn with ctm: its
// pixels over the size its unit square takes on the page, the lower of
// the two directions.
func (w *contentWalker) image(x pdf.Value, name, form string, ctm [6]float64) {
	wd, ht := float64(x.Key("Width").Int64()), float64(x.Key("Height").Int64())
	pw, ph := math.Hypot(ctm[0], ctm[1])/72, math.Hypot(ctm[2], ctm[3])/72
	if wd <= 0 || ht <= 0 || pw <= 0 || ph <= 0 {
		return
	}
	dpi := min(wd/pw, ht/ph)
	if math.IsInf(dpi, 0) || math.IsNaN(dpi) {
		return
	}
	// Compared as reported (whole dpi, hundredths below 1 so that a tiny
	// resolution is never 0, "unknown"): the first of equal images is named.
	if dpi < 1 {
		dpi = max(roundTo(dpi, 2), 0.01)
	} else {
		dpi = roundTo(dpi, 0)
	}
	if w.info.LowestImage == nil || dpi < w.info.LowestImage.DPI {
		w.info.LowestImage = &PlacedImage{Page: w.pageNo, Name: placedName(name, form), DPI: dpi}
	}
}

// placedName is an object's resource name, and the form it is drawn in.
func placedName(name, form string) string {
	if form == "" {
		return name
	}
	return name + " in form " + form
}

// matrixOf reads the six numbers of a "cm" operator.
func matrixOf(args []pdf.Operand) ([6]float64, bool) {
	var m [6]float64
	if len(args) != 6 {
		return m, false
	}
	for i, a := range args {
		if a.Kind != 'n' {
			return m, false
		}
		m[i] = a.Num
	}
	return m, true
}

// matrixOfValue reads a form's /Matrix array.
func matrixOfValue(v pdf.Value) ([6]float64, bool) {
	var m [6]float64
	if v.Kind() != pdf.Array || v.Len() != 6 {
		return m, false
	}
	for i := range m {
		e := v.Index(i)
		if e.Kind() != pdf.Integer && e.Kind() != pdf.Real {
			return m, false
		}
		m[i] = e.Float64()
	}
	return m, true
}

// concat is m × ctm, PDF's "cm": a matrix concatenated to the current one.
func concat(m, c [6]float64) [6]float64 {
	return [6]float64{
		m[0]*c[0] + m[1]*c[2], m[0]*c[1] + m[1]*c[3],
		m[2]*c[0] + m[3]*c[2], m[2]*c[1] + m[3]*c[3],
		m[4]*c[0] + m[5]*c[2] + c[4], m[4]*c[1] + m[5]*c[3] + c[5],
	}
}
