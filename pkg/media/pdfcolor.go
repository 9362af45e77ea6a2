package media

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// The colour spaces a PDF's pages use, read from their content: the
// colour operators (rg/RG, k/K, g/G, and cs/CS with the spaces they
// name), the images they draw (XObjects and inline images), and the
// shadings they paint, in pages and in the forms they draw. Patterns'
// own content and annotations are not followed.

// Colour space families of ColorUse.Space.
const (
	ColorCMYK = "CMYK"
	ColorRGB  = "RGB"
	ColorGray = "Gray"
	ColorLab  = "Lab"
	ColorSpot = "Spot"
)

// maxColorUses bounds the colour uses listed per file.
const maxColorUses = 32

// colorant is one family a colour space paints with; name is a spot
// colour's colorant.
type colorant struct{ space, name string }

// processColorants are DeviceN and Separation colorants that are the
// process inks themselves (or every plate: registration marks), not spot
// colours.
var processColorants = map[string]bool{"Cyan": true, "Magenta": true, "Yellow": true, "Black": true, "All": true}

// colorSpaceOf classifies a colour space value: a name (a device space,
// or a resource name looked up in res's /ColorSpace) or an array. It
// returns nil for what paints no colour of its own (/None, a pattern
// without a base, an unknown name).
func colorSpaceOf(cs, res pdf.Value, depth int) []colorant {
	if depth > 8 {
		return nil
	}
	switch cs.Kind() {
	case pdf.Name:
		if c := deviceSpace(cs.Name()); c != nil {
			return c
		}
		if named := res.Key("ColorSpace").Key(cs.Name()); named.Kind() != pdf.Null {
			return colorSpaceOf(named, res, depth+1)
		}
		return nil
	case pdf.Array:
	default:
		return nil
	}
	if cs.Len() == 0 {
		return nil
	}
	switch family := cs.Index(0).Name(); family {
	case "ICCBased":
		profile := cs.Index(1)
		switch profile.Key("N").Int64() {
		case 1:
			return []colorant{{space: ColorGray}}
		case 3:
			return []colorant{{space: ColorRGB}}
		case 4:
			return []colorant{{space: ColorCMYK}}
		}
		return colorSpaceOf(profile.Key("Alternate"), res, depth+1)
	case "Indexed", "I", "Pattern":
		return colorSpaceOf(cs.Index(1), res, depth+1)
	case "Separation":
		return colorantsOf([]string{cs.Index(1).Name()})
	case "DeviceN":
		names := cs.Index(1)
		var list []string
		for i := 0; i < names.Len() && i < 32; i++ {
			list = append(list, names.Index(i).Name())
		}
		return colorantsOf(list)
	default:
		return deviceSpace(family)
	}
}

// deviceSpace classifies the spaces a name alone can be (device spaces,
// their inline-image abbreviations, the CIE-based families).
func deviceSpace(name string) []colorant {
	switch name {
	case "DeviceCMYK", "CMYK":
		return []colorant{{space: ColorCMYK}}
	case "DeviceRGB", "RGB", "CalRGB":
		return []colorant{{space: ColorRGB}}
	case "DeviceGray", "G", "CalGray":
		return []colorant{{space: ColorGray}}
	case "Lab":
		return []colorant{{space: ColorLab}}
	}
	return nil
}

// colorantsOf classifies Separation and DeviceN colorants: process inks
// are CMYK, /None paints nothing, every other name is a spot colour.
func colorantsOf(names []string) []colorant {
	var out []colorant
	process := false
	for _, n := range names {
		switch {
		case n == "None" || n == "":
		case processColorants[n]:
			process = true
		default:
			out = append(out, colorant{space: ColorSpot, name: n})
		}
	}
	if process {
		out = append(out, colorant{space: ColorCMYK})
	}
	return out
}

// inlineColorSpace classifies an inline image's /CS (or /ColorSpace)
// operand: a name or an [/I base hival lookup] array.
func inlineColorSpace(v pdf.Operand, res pdf.Value) []colorant {
	switch v.Kind {
	case '/':
		if c := deviceSpace(v.Str); c != nil {
			return c
		}
		return colorSpaceOf(res.Key("ColorSpace").Key(v.Str), res, 1)
	case 'a':
		if len(v.Arr) >= 2 && v.Arr[0].Kind == '/' && (v.Arr[0].Str == "I" || v.Arr[0].Str == "Indexed") {
			return inlineColorSpace(v.Arr[1], res)
		}
	}
	return nil
}

// inlineEntry returns an inline image dictionary's value under its full
// or abbreviated key.
func inlineEntry(dict []pdf.Operand, keys ...string) (pdf.Operand, bool) {
	for i := 0; i+1 < len(dict); i += 2 {
		if dict[i].Kind != '/' {
			continue
		}
		for _, k := range keys {
			if dict[i].Str == k {
				return dict[i+1], true
			}
		}
	}
	return pdf.Operand{}, false
}

// useColor records that what (an image, the fill colour…) on the current
// page paints in the colour spaces cs, each family and spot colour once.
func (w *contentWalker) useColor(cs []colorant, what string) {
	for _, c := range cs {
		seen := false
		for _, u := range w.info.ColorSpaces {
			if u.Space == c.space && u.Name == c.name {
				seen = true
				break
			}
		}
		if !seen && len(w.info.ColorSpaces) < maxColorUses {
			w.info.ColorSpaces = append(w.info.ColorSpaces, ColorUse{Space: c.space, Name: c.name, Page: w.pageNo, What: what})
		}
	}
}

// namedSpace is a colour space resource as colour and ink see it.
type namedSpace struct {
	colorants []colorant
	ink       inkSpace
}

// colorUser names what a colour operator colours: "fill colour",
// "stroke colour in form Fm1".
func colorUser(op, form string) string {
	what := "fill colour"
	if strings.ToUpper(op) == op {
		what = "stroke colour"
	}
	if form != "" {
		what += " in form " + form
	}
	return what
}

// colorOperator records the colour space of a device colour operator
// (rg/RG, k/K, g/G); form is the form it is drawn in ("" on the page).
func (w *contentWalker) colorOperator(op string, res pdf.Value, form string) {
	what := colorUser(op, form)
	switch op {
	case "rg", "RG":
		w.useColor([]colorant{{space: ColorRGB}}, what)
	case "k", "K":
		w.useColor([]colorant{{space: ColorCMYK}}, what)
	case "g", "G":
		w.useColor([]colorant{{space: ColorGray}}, what)
	}
}

// inlineColorSpaceName classifies the operand of cs/CS: a device space
// or a resource name (never an inline abbreviation).
func inlineColorSpaceName(name string, res pdf.Value) []colorant {
	switch name {
	case "DeviceCMYK", "DeviceRGB", "DeviceGray", "Pattern":
		return deviceSpace(name)
	}
	return colorSpaceOf(res.Key("ColorSpace").Key(name), res, 1)
}
