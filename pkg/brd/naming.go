package brd

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

var (
	// namingToken is a file-name template or example: segments joined by "_"
	// (or "-"), optionally bracketed, optionally with an extension.
	// A bracketed placeholder may name alternatives
	// ("[Size or Length]", "[Size/Length]", "[Rx|OTC]") or be a few words
	// ("[Approval code]").
	namingToken = lazyRe(`(?:[A-Za-z0-9#]|` + bracketedPlaceholder + `)+(?:[_-](?:[A-Za-z0-9#]|` + bracketedPlaceholder + `)+){2,}(?:\.(?:[\[{<]?[A-Za-z0-9]+[\]}>]?))?`)
	namingKw    = lazyRe(`(?i)\b(?:naming|file ?names?|named|nomenclature|name (?:all |every |each |the |your )?(?:\w+ )?(?:files?|assets?|creatives?|videos?|images?|deliverables?)|same (?:file )?name)\b`)
	wxhSeg      = lazyRe(`^\d+[xX]\d+$`)
	versionSeg  = lazyRe(`^[Vv]\d+$`)
	// letterNumberSeg is a segment of one lower-case letter and a number
	// placeholder of capital N's: "vNN", "rNNN".
	letterNumberSeg = lazyRe(`^([a-z])(N{2,})$`)
	digitsSeg       = lazyRe(`^\d+$`)
)

// bracketedPlaceholder is a placeholder in brackets: words in any script,
// possibly hyphenated ("[Tamaño]", "[Ad-ID]"), a few of them or
// alternatives, with a stray space before the closing bracket ("[NN ]").
const bracketedPlaceholder = `[\[{<][\p{L}0-9#]+(?:-[\p{L}0-9#]+)*(?:(?: (?:or |/ |\| )?|/|\|)[\p{L}0-9#]+(?:-[\p{L}0-9#]+)*){0,5} ?[\]}>]`

// placeholderRegex maps placeholder names (lower-case, no brackets) to the
// regular expression of their values.
var placeholderRegex = map[string]string{
	"size": sizeValue, "dimensions": sizeValue, "dimension": sizeValue, "wxh": sizeValue, "dims": sizeValue, "adsize": sizeValue, "widthxheight": sizeValue,
	"version": `[Vv]\d+`, "ver": `[Vv]\d+`, "v#": `[Vv]\d+`, "vx": `[Vv]\d+`, "vn": `[Vv]\d+`, "v##": `[Vv]\d+`,
	"date": `\d{8}`, "yyyymmdd": `\d{8}`, "mmddyy": `\d{6}`, "yymmdd": `\d{6}`, "mmddyyyy": `\d{8}`,
	"language": `[A-Za-z]{2,3}`, "lang": `[A-Za-z]{2,3}`,
	"duration": `\d+s?`, "length": `\d+s?`, "seconds": `\d+s?`,
	"###": `\d{3}`, "##": `\d{2}`, "#": `\d+`,
	"aspect": `\d+(?:x|:)\d+`, "ratio": `\d+(?:x|:)\d+`, "aspectratio": `\d+(?:x|:)\d+`,
	// Codes and IDs may contain the template's own separators
	// ("OAK-CVX-10472").
	"code": codeValue, "id": codeValue, "adid": codeValue, "jobcode": codeValue, "reviewcode": codeValue, "isci": codeValue,
}

// sizeValue is a size placeholder's value: pixels ("300x250") or a print
// trim in inches ("8.5x11", "5.5x8.5").
const sizeValue = `\d+(?:\.\d+)?x\d+(?:\.\d+)?`

// codeValue is a code or ID placeholder's value: words joined by hyphens.
const codeValue = `[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*`

// placeholderNames are words read as placeholders even without brackets
// ("Brand_Size_Version").
var placeholderNames = map[string]bool{
	"brand": true, "product": true, "campaign": true, "size": true, "dimensions": true, "wxh": true,
	"version": true, "date": true, "language": true, "lang": true, "channel": true, "market": true,
	"country": true, "concept": true, "audience": true, "indication": true, "variant": true,
	"tactic": true, "format": true, "agency": true, "description": true, "name": true,
	"creative": true, "headline": true, "yyyymmdd": true, "mmddyy": true, "yymmdd": true, "v#": true,
	"vx": true, "vn": true, "duration": true, "length": true, "platform": true, "placement": true,
	"customertype": true, "type": true, "phase": true, "quarter": true, "year": true, "publisher": true,
	"site": true, "vendor": true, "cta": true, "id": true, "jobcode": true, "code": true, "###": true,
	"##": true, "#": true, "ratio": true, "spot": true, "title": true, "asset": true,
}

// templateSegRe is a segment of a file-name template, not of a file's name:
// a placeholder of capital digit markers ("YYYYMMDD", "NNNN", "vNN", "##").
var templateSegRe = lazyRe(`^(?:[a-z]?N{2,}|#+|(?:YYYY|YY|MM|DD)+|[a-z]?X{2,})$`)

// isTemplateName reports whether a name is a template ("BRX_YYYYMM.pdf",
// "…_vNN.pdf"): the self-check compares rules with the document's example
// names, and a template is none.
func isTemplateName(name string) bool {
	for _, seg := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		if templateSegRe().MatchString(seg) {
			return true
		}
	}
	return false
}

// namingPattern finds a file-naming template (or, failing that, an example
// file name) in text and returns it as an anchored Go regular expression with
// the byte span it came from. Templates need a naming keyword in the sentence
// or bracketed placeholders.
func namingPattern(text string) (pattern string, start, end int) {
	hasKw := namingKw().MatchString(text)
	var example []int
	for _, m := range namingToken().FindAllStringIndex(text, -1) {
		tok := text[m[0]:m[1]]
		if !strings.Contains(tok, "_") {
			continue
		}
		bracketed := strings.ContainsAny(tok, "[{<")
		if !hasKw && !bracketed {
			continue
		}
		if p, placeholders := templateRegex(tok); placeholders > 0 {
			return p, m[0], m[1]
		}
		if example == nil {
			example = m
		}
	}
	if example != nil {
		p, _ := templateRegex(text[example[0]:example[1]])
		return p, example[0], example[1]
	}
	return "", 0, 0
}

// templateRegex converts one template or example token into a regex and
// counts its placeholders. Without placeholders every segment is generalised
// by its shape (300x250 → \d+x\d+, V1 → [Vv]\d+, letters → [A-Za-z0-9]+).
func templateRegex(tok string) (string, int) {
	t := parseTemplate(tok)
	return t.regex(), t.placeholders
}

// namingTemplate is a template token read segment by segment: each
// segment's regular expression, whether it holds a placeholder, and the
// separators between segments.
type namingTemplate struct {
	segs, seps, parts []string
	variable          []bool
	// optional marks segments the document's examples leave out; tail is
	// a segment they add at the end (repairTemplate).
	optional     []bool
	tail         string
	ext          string
	placeholders int
	// widened counts the segments repairTemplate changed (the tail as
	// one).
	widened map[int]bool
}

func parseTemplate(tok string) *namingTemplate {
	t := &namingTemplate{}
	base := tok
	if i := strings.LastIndex(tok, "."); i > 0 {
		t.ext = tok[i+1:]
		base = tok[:i]
	}
	cur := strings.Builder{}
	depth := 0 // inside brackets a hyphen is part of the name ("[Ad-ID]")
	for _, r := range base {
		switch r {
		case '[', '{', '<':
			depth++
		case ']', '}', '>':
			depth = max(depth-1, 0)
		}
		if depth == 0 && (r == '_' || r == '-') {
			t.segs = append(t.segs, cur.String())
			t.seps = append(t.seps, string(r))
			cur.Reset()
			continue
		}
		cur.WriteRune(r)
	}
	t.segs = append(t.segs, cur.String())
	t.parts = make([]string, len(t.segs))
	t.variable = make([]bool, len(t.segs))
	t.optional = make([]bool, len(t.segs))
	for i, s := range t.segs {
		name := strings.Trim(s, "[]{}<>")
		lname := strings.ToLower(name)
		inner := strings.Trim(s, "[]{}<>") != s && strings.ContainsAny(name, "[]{}<>")
		t.variable[i] = true
		switch {
		case letterNumberSeg().MatchString(s):
			// "vNN", "rNNN": a literal letter before a number placeholder
			// written in capital N's.
			m := letterNumberSeg().FindStringSubmatch(s)
			t.parts[i] = caseFold(m[1]) + `\d{` + strconv.Itoa(len(m[2])) + `}`
			t.placeholders++
		case inner || strings.Contains(s, "#") && placeholderRegex[lname] == "":
			// "r[NN]", "V##", "[Brand]-[Size]": literal letters with
			// placeholders inside one segment.
			re, n := segmentRegex(s)
			t.parts[i] = re
			t.placeholders += n
		case name != s || placeholderNames[lname] || strings.Contains(s, "#") && placeholderRegex[lname] != "" ||
			len(name) >= 4 && name == strings.ToUpper(name) && digitShape().MatchString(name):
			// ("YYYYMM", "NNNN": a number placeholder by its shape.)
			// "[Market]", "Version", "V##" (a version placeholder written
			// without brackets; "VER" alone is a literal).
			t.placeholders++
			t.parts[i] = placeholderValue(name)
		default:
			t.parts[i] = regexp.QuoteMeta(s)
			t.variable[i] = false
		}
	}
	if t.placeholders == 0 {
		for i, s := range t.segs {
			switch {
			case wxhSeg().MatchString(s):
				t.parts[i] = `\d+x\d+`
			case versionSeg().MatchString(s):
				t.parts[i] = `[Vv]\d+`
			case digitsSeg().MatchString(s):
				t.parts[i] = `\d+`
			default:
				t.parts[i] = `[A-Za-z0-9]+`
			}
			t.variable[i] = true
		}
	}
	return t
}

// segmentShape is the regular expression of the shape of an example
// name's segment: a size (300x250, a print trim 8.5x11), a version, a
// length (30s), digits, a code with hyphens, or a word.
func segmentShape(s string) string {
	switch {
	case wxhSeg().MatchString(s):
		return `\d+[xX]\d+`
	case versionSeg().MatchString(s):
		return `[Vv]\d+`
	case digitsSeg().MatchString(s):
		return `\d+`
	case lengthSeg().MatchString(s):
		return `\d+[sS]?`
	case strings.Contains(s, "-"):
		return codeValue
	}
	return `[A-Za-z0-9]+`
}

// regex is the template's anchored regular expression.
func (t *namingTemplate) regex() string {
	var b strings.Builder
	b.WriteString("^")
	for i, p := range t.parts {
		sep := ""
		if i > 0 {
			sep = regexp.QuoteMeta(t.seps[i-1])
		}
		switch {
		case t.optional[i] && i > 0:
			b.WriteString("(?:" + sep + p + ")?")
		case t.optional[i]:
			b.WriteString("(?:" + p + regexp.QuoteMeta(t.seps[0]) + ")?")
		default:
			b.WriteString(sep + p)
		}
	}
	if t.tail != "" {
		b.WriteString("(?:" + regexp.QuoteMeta(t.seps[len(t.seps)-1]) + t.tail + ")?")
	}
	if t.placeholders > 0 {
		// A part of the creative (its backup image, an in-banner video)
		// carries the creative's name and a lower-case word for the part
		// ("…_V1_backup.gif"): the template names the creative.
		b.WriteString(`(?:_[a-z]+)?`)
	}
	if t.ext != "" {
		b.WriteString(`\.[A-Za-z0-9]+`)
	} else {
		b.WriteString(`(?:\.[A-Za-z0-9]+)?`)
	}
	b.WriteString("$")
	return b.String()
}

// repairTemplate widens the pattern of a file-name template so that it
// accepts the document's own example names, when the examples show how the
// template is meant: a placeholder whose example value has another shape
// ("[WxH]" written "20s" for a video: the size or the length), a word the
// template writes as a placeholder without brackets ("Sponsor_…",
// "…_SizeOrLength_…": the example writes a value there), a literal written
// in another case, a trailing segment the examples add, or a placeholder
// they leave out. It only widens: every name the template's pattern
// accepted it still accepts. It reports false when an example differs in a
// literal segment (a brand code: the example is another file's) or in more
// than half the segments, or its segments do not line up.
func repairTemplate(tok string, examples []string) (string, bool) {
	t := parseTemplate(tok)
	if t.placeholders == 0 || len(t.segs) < 2 {
		return "", false
	}
	t.widened = map[int]bool{}
	for _, ex := range examples {
		if re, err := regexp.Compile(t.regex()); err != nil || re.MatchString(ex) {
			if err != nil {
				return "", false
			}
			continue
		}
		if !t.alignTo(ex) {
			return "", false
		}
	}
	if len(t.widened) == 0 || 2*len(t.widened) > len(t.segs) {
		return "", false
	}
	p := t.regex()
	re, err := regexp.Compile(p)
	if err != nil {
		return "", false
	}
	for _, ex := range examples {
		if !re.MatchString(ex) {
			return "", false
		}
	}
	return p, true
}

// alignTo widens the template's segments to accept one example name.
func (t *namingTemplate) alignTo(name string) bool {
	base := name
	if i := strings.LastIndex(name, "."); i > 0 {
		base = name[:i]
	}
	split := func(r rune) bool { return r == '_' || slices.Contains(t.seps, "-") && r == '-' }
	segs := strings.FieldsFunc(base, split)
	var pairs [][2]int // template segment, example segment
	switch d := len(segs) - len(t.segs); {
	case d == 0:
		for i := range t.segs {
			pairs = append(pairs, [2]int{i, i})
		}
	case d == 1 && t.tail == "":
		// A trailing segment the template does not name ("…_30s_640x640"
		// for the companion of a spot).
		for i := range t.segs {
			pairs = append(pairs, [2]int{i, i})
		}
		t.tail = segmentShape(segs[len(segs)-1])
		t.widened[len(t.segs)] = true
	case d == -1:
		// A placeholder the example leaves out: the one whose omission
		// lines up the most segments as they are.
		best, bestFit := -1, -1
		for k := range t.segs {
			if !t.variable[k] {
				continue
			}
			fit := 0
			for i, j := 0, 0; i < len(t.segs); i++ {
				if i == k {
					continue
				}
				if segmentMatches(t.parts[i], segs[j]) {
					fit++
				}
				j++
			}
			if fit > bestFit {
				best, bestFit = k, fit
			}
		}
		if best < 0 {
			return false
		}
		t.optional[best] = true
		t.widened[best] = true
		for i, j := 0, 0; i < len(t.segs); i++ {
			if i != best {
				pairs = append(pairs, [2]int{i, j})
				j++
			}
		}
	default:
		return false
	}
	for _, p := range pairs {
		i, seg := p[0], segs[p[1]]
		if segmentMatches(t.parts[i], seg) {
			continue
		}
		switch lit := t.segs[i]; {
		case t.variable[i]:
			t.parts[i] = "(?:" + t.parts[i] + "|" + segmentShape(seg) + ")"
		case strings.EqualFold(lit, seg):
			t.parts[i] = "(?i:" + regexp.QuoteMeta(lit) + ")"
		case namedLikePlaceholder().MatchString(lit):
			t.parts[i] = segmentShape(seg)
			t.variable[i] = true
		default:
			return false
		}
		t.widened[i] = true
	}
	return true
}

// segmentMatches reports whether a segment's regular expression accepts a
// name's segment whole.
func segmentMatches(part, seg string) bool {
	re, err := regexp.Compile("^(?:" + part + ")$")
	return err == nil && re.MatchString(seg)
}

var (
	// lengthSeg is a length in a name: "30s", "15S".
	lengthSeg = lazyRe(`^\d+[sS]$`)
	// namedLikePlaceholder is a template segment written as a word in
	// capitals and small letters ("Sponsor", "DeliverableType",
	// "SizeOrLength"): a placeholder without brackets, where the example
	// writes a value; a brand code in capitals is a literal.
	namedLikePlaceholder = lazyRe(`^[A-Z][a-z]+(?:[A-Z][a-z]+)*$`)
)

var (
	// bracketed is one placeholder inside a segment.
	bracketed = lazyRe(`\[[^\]]*\]|\{[^}]*\}|<[^>]*>|#+`)
	// digitShape is a placeholder made of digit markers: "NN", "###",
	// "999", "YYMMDD", "YYYY", "MM", "DD", "XX" when all digits.
	digitShape = lazyRe(`^(?i:n+|#+|9+|0+|(?:yy|yyyy|mm|dd|hh)+)$`)
)

// shapeRegex reads a placeholder by its shape: "NN" and "##" are so many
// digits, "YYMMDD" a date of that many digits; a single "N" or "#" is a
// number of any length ("v[N]" accepts v2 and v12).
func shapeRegex(name string) (string, bool) {
	if digitShape().MatchString(name) {
		if len(name) == 1 {
			return `\d+`, true
		}
		return `\d{` + strconv.Itoa(len(name)) + `}`, true
	}
	return "", false
}

// placeholderOr separates the alternatives a placeholder names ("Size or
// Length", "WxH/Length").
var placeholderOr = lazyRe(`(?i)\s+or\s+|\s*[/|]\s*`)

// literalAlternative is an alternative of a placeholder that is a value
// itself, not the name of one: a short code in capitals ("[HCP|DTC]",
// "[EN or FR]").
var literalAlternative = lazyRe(`^[A-Z][A-Z0-9]{0,5}$`)

// placeholderValue is the regular expression of one placeholder's values:
// by its name ("Size", "YYMMDD"), its shape ("NN", "##"), or any word; a
// placeholder naming alternatives ("Size or Length") accepts each.
func placeholderValue(name string) string {
	name = strings.TrimSpace(name)
	if alts := placeholderOr().Split(name, -1); len(alts) > 1 {
		var res []string
		measured := 0 // alternatives that are a measurement (size, length)
		for _, a := range alts {
			re := placeholderValue(a)
			if re == sizeValue || re == placeholderRegex["length"] {
				measured++
			}
			if literalAlternative().MatchString(a) && !knownPlaceholder(a) {
				re = regexp.QuoteMeta(a)
			}
			if !slices.Contains(res, re) {
				res = append(res, re)
			}
		}
		if measured == len(alts) {
			// "[Size or Length]": a file with neither (an email's HTML)
			// writes a word there, which the template does not forbid.
			res = append(res, `[A-Za-z0-9]+`)
		}
		return "(?:" + strings.Join(res, "|") + ")"
	}
	if re, ok := placeholderRegex[strings.ToLower(name)]; ok && !strings.HasPrefix(name, "#") {
		return re
	}
	if re, ok := shapeRegex(name); ok {
		return re
	}
	if words := strings.Fields(name); len(words) > 1 {
		// "[Approval code]", "[Ad size]": the last word names the value.
		return placeholderValue(words[len(words)-1])
	}
	return `[A-Za-z0-9]+`
}

// segmentRegex converts a segment with placeholders inside it ("r[NN]",
// "V##", "v[X]") into a regex: the literal letters quoted, each
// placeholder by its name or shape. It counts the placeholders.
func segmentRegex(s string) (string, int) {
	var b strings.Builder
	n, last := 0, 0
	for _, m := range bracketed().FindAllStringIndex(s, -1) {
		b.WriteString(caseFold(s[last:m[0]]))
		b.WriteString(placeholderValue(strings.Trim(s[m[0]:m[1]], "[]{}<>")))
		n++
		last = m[1]
	}
	b.WriteString(caseFold(s[last:]))
	return b.String(), n
}

// caseFold quotes a literal part of a segment; a single letter before a
// number placeholder ("v", "r") matches either case, as file names vary.
func caseFold(lit string) string {
	if len(lit) == 1 && unicode.IsLetter(rune(lit[0])) {
		return "[" + strings.ToUpper(lit) + strings.ToLower(lit) + "]"
	}
	return regexp.QuoteMeta(lit)
}

// knownPlaceholder reports whether a word names a placeholder (by name or
// by its digit shape) rather than being a value.
func knownPlaceholder(name string) bool {
	lname := strings.ToLower(name)
	_, ok := placeholderRegex[lname]
	_, shape := shapeRegex(name)
	return ok || shape || placeholderNames[lname]
}
