package brd

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Measurements: which quantity of a field a sentence limits. A file size
// can be the initial load or the subload of an HTML5 banner; a duration the
// length of one play, the loop count or the end card; a size in "files"
// the number of files in the zip. Some quantities have fields of their own
// beyond the spec's 20 (audio loudness, sample rate, channels, character
// counts: see compliance.MeasuredFieldTypes). scanMeasured reads them as
// their own rules; measurementOf picks the check of a rule of a spec field.

// Print measurements: an image's resolution, a page's bleed and the total
// ink a press accepts.
var (
	// dpiRe: "300 dpi", "250 ppi".
	dpiRe = lazyRe(`(?i)\b(?P<v>\d{2,4})\s*(?:dpi|ppi)\b`)
	// bleedRe: "3 mm bleed", "bleed: 3 mm on all sides", "with no bleed".
	// A value may carry its other unit in brackets before the word
	// ("0.125" (3 mm) bleed"); a bleed cell may say there is none
	// ("Bleed size: non-bleed only", "Bleed: none").
	bleedRe = lazyRe(`(?i)(?:\b|^|\s)(?P<v1>\d{0,2}[.,]?\d{1,3})\s*(?P<u1>mm|in(?:ch(?:es)?)?\b|"|″|”)\s*(?:\(\s*\d{0,2}[.,]?\d{1,3}\s*(?:mm|in|")\s*\)\s*)?(?:of\s+)?bleed\b|\bbleed\b[^.;\d]{0,32}?(?P<v2>\d{0,2}[.,]?\d{1,3})\s*(?P<u2>mm|in(?:ch(?:es)?)?\b|"|″|”)|\b(?P<none>no|without)\s+bleed\b|\bbleed(?:\s+size)?\s*:\s*(?P<none2>non-?bleed|none)\b`)
	// inkRe: "total ink coverage must not exceed 300%", "TAC 320%",
	// "300% maximum total ink".
	inkRe = lazyRe(`(?i)\b(?:total (?:ink|area coverage)|ink (?:coverage|limit|density|weight)|tac)\b[^.;\d]{0,40}?(?P<v1>\d{3})\s*%|\b(?P<v2>\d{3})\s*%\s*(?:max(?:imum)?\.?\s+)?(?:total ink|ink coverage|total area coverage|tac)\b`)
)

// trackSpanRe finds tracks named by number ("tracks 1-2", "Ch 3–8", "5–6
// silent") and trackCountRe a count of tracks ("eight tracks").
var (
	trackSpanRe  = lazyRe(`(?i)\b(?:ch(?:annels?)?|tracks?|trks?)\.?\s*(?P<a>\d{1,2})\s*(?:[-–/&+]|to|and)\s*(?P<b>\d{1,2})\b|\b(?P<c>\d{1,2})\s*[-–]\s*(?P<d>\d{1,2})\s+(?:stereo|mono|silent|m&e|mix)\b`)
	trackCountRe = lazyRe(`(?i)\b(?:four|six|eight|ten|twelve|sixteen|[3-9]|1\d)\s+(?:audio\s+)?tracks\b`)
)

// trackLayout reports whether a text lays out a multitrack file's tracks
// beyond a stereo pair ("tracks 1-2 stereo mix, 3-4 M&E", "Ch 1/2 stereo;
// Ch 3–8 silent", "eight tracks"): its "stereo" or "5.1" names what a pair
// or a group of tracks carries, not how many channels the file has. A
// stereo mix "on tracks 1 and 2" alone is still two channels.
func trackLayout(text string) bool {
	if trackCountRe().MatchString(text) {
		return true
	}
	for _, m := range trackSpanRe().FindAllStringSubmatch(text, -1) {
		for _, g := range m[1:] {
			if n, err := strconv.Atoi(g); err == nil && n > 2 {
				return true
			}
		}
	}
	return false
}

// silenceRe: "leave 0.5 seconds of silence at the head and the tail", "no
// more than 1 s of silence at the start or end", "at most 0.5 s of black
// and silence at the head" (black with its silence is measured by its
// sound).
var silenceRe = lazyRe(`(?i)\b(?P<v>\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\s+of\s+(?:black\s+(?:and|&|or)\s+)?silence\b[^.;]{0,40}?\b(?:head|tail|start|end|beginning)\b`)

// scanSilence reads the silence a spot keeps at its head and tail: a
// stated length is the least it leaves, unless bounded ("no more than").
func scanSilence(s *familyScan) {
	m := silenceRe().FindStringSubmatchIndex(s.text)
	if m == nil {
		return
	}
	v, at := group(silenceRe(), s.text, m, "v")
	n, ok := parseNum(v)
	if !ok {
		return
	}
	p := &compliance.Params{Unit: "s"}
	if boundOf(s.text, at, at+len(v)) == boundMax {
		setMax(p, n)
	} else {
		setMin(p, n)
	}
	s.f.measured = append(s.f.measured, measured{"duration", compliance.DurationCheckHeadTail, p, at})
	blank(s.masked, m[0], m[1])
}

// safeAreaRe: "inside the 90% title-safe area", "inside the centre 80% of
// the frame", "keep text in the centre 80%", "at least 10% away from every
// edge", "10 mm inside trim", "0.25 in inside the trim", "at least 100 px
// away from the left and right edges", "60 px from the top, bottom and
// right edges", "40 px clear from the edges".
var safeAreaRe = lazyRe(`(?i)\b(?P<in1>\d{2})\s*%\s*(?:title|action|graphics?)?[- ]?safe\b|\b(?:inside|within|in|is) the (?:center|centre|central|middle) (?P<in2>\d{2})\s*%|\b(?P<out1>\d{1,3}(?:\.\d+)?)\s*(?P<u1>%|mm|px|in(?:ch(?:es)?)?)\s+(?:or more\s+)?(?:(?:away|clear)\s+)?(?:from|inside|in from) (?:the |every |each |all |both )?(?:(?:left|right|top|bottom|outer|four|and),?\s+)*(?:edges?|sides?|trim|border)\b`)

// scanSafeArea reads where text must stay: a safe area of a frame or
// page. No checker measures it from the bytes (it needs the picture); the
// rule says the measurement and its value for the reviewer or the AI.
func scanSafeArea(s *familyScan) {
	text := s.text
	m := safeAreaRe().FindStringSubmatchIndex(text)
	if m == nil {
		scanEdgeBands(s)
		return
	}
	p := &compliance.Params{}
	if v, at := firstGroup(safeAreaRe(), text, m, "in1", "in2"); at >= 0 {
		n, _ := parseNum(v)
		p.Unit = "%"
		setMax(p, n) // the share of the frame text may use
	} else if v, at := group(safeAreaRe(), text, m, "out1"); at >= 0 {
		n, _ := parseNum(v)
		u, _ := group(safeAreaRe(), text, m, "u1")
		p.Unit = asciiLower(u)
		setMin(p, n) // the margin text must keep
	}
	s.f.measured = append(s.f.measured, measured{"brandGuidelines", compliance.BrandCheckSafeArea, p, m[0]})
	blank(s.masked, m[0], m[1])
}

// edgeBandRe: "the top 14%", "bottom 20 %", "the left 40%", "the top
// 250 px": a band along one edge of the frame ("the outer 10%": along
// every edge).
var edgeBandRe = lazyRe(`(?i)\b(?:top|bottom|left|right|upper|lower|outer)\s+(?P<v>\d{1,4}(?:\.\d+)?)\s*(?P<u>%|px|mm)`)

// keptClear says the bands are to stay free of text ("keep … free of
// text", "out of the bottom 20%", "clear of the top 14%").
var keptClear = lazyRe(`(?i)\b(?:free of|free from|clear of|out of|away from|no text|no copy|no logos?)\b`)

// scanEdgeBands reads the bands along the frame's edges that text and
// logos must keep clear of, where a platform draws its interface: "Keep
// the top 14% and the bottom 20% free of text" is two safe-area margins,
// one per edge, each the least share of the frame left clear.
func scanEdgeBands(s *familyScan) {
	if !keptClear().MatchString(s.text) {
		return
	}
	for _, m := range edgeBandRe().FindAllStringSubmatchIndex(s.text, 4) {
		v, at := group(edgeBandRe(), s.text, m, "v")
		u, _ := group(edgeBandRe(), s.text, m, "u")
		n, ok := parseNum(v)
		if !ok || n <= 0 || u == "%" && n >= 50 {
			continue
		}
		p := &compliance.Params{Unit: asciiLower(u)}
		setMin(p, n)
		s.f.measured = append(s.f.measured, measured{"brandGuidelines", compliance.BrandCheckSafeArea, p, at})
		blank(s.masked, m[0], m[1])
	}
}

// textAreaRe: "Text may cover no more than 20% of the image", "no text over
// 20% of the image", "text laid over the main image may cover up to 20% of
// its area".
var textAreaRe = lazyRe(`(?i)\btext\b[^.;%]{0,50}?\b(?:cover|covers|take up|takes up|occupy|occupies)\s+(?:no more than|not more than|at most|up to|less than|under|max(?:imum)?\.?\s+)?\s*(?P<v1>\d{1,2})\s*%|\bno text (?:over|above|beyond|on more than)\s+(?P<v2>\d{1,2})\s*%`)

// scanTextArea reads the share of an image text may cover: a brand rule a
// person or the AI checks (no checker reads text from the picture).
func scanTextArea(s *familyScan) {
	m := textAreaRe().FindStringSubmatchIndex(s.text)
	if m == nil {
		return
	}
	v, at := firstGroup(textAreaRe(), s.text, m, "v1", "v2")
	n, ok := parseNum(v)
	if !ok {
		return
	}
	p := &compliance.Params{Unit: "%"}
	setMax(p, n)
	s.f.measured = append(s.f.measured, measured{"brandGuidelines", compliance.BrandCheckTextArea, p, at})
	blank(s.masked, m[0], m[1])
}

// flashRateRe: "no more than 3 flashes per second", "flash more than three
// times in any one second".
var flashRateRe = lazyRe(`(?i)\b(?:flash(?:es|ing)?|strobe|strobing)\b[^.;]{0,40}?\b(?P<n>\d|one|two|three|four|five)\s+(?:times|flashes)\s+(?:in\s+(?:any\s+)?(?:one\s+)?|per\s+|a\s+|each\s+)second\b|\b(?P<n2>\d|one|two|three|four|five)\s+flashes\s+(?:in\s+(?:any\s+)?(?:one\s+)?|per\s+|a\s+|each\s+)second\b`)

// scanFlashRate reads how often a creative may flash (photosensitive
// epilepsy guidance): an accessibility limit a person or the AI checks.
func scanFlashRate(s *familyScan) {
	m := flashRateRe().FindStringSubmatchIndex(s.text)
	if m == nil {
		return
	}
	v, at := firstGroup(flashRateRe(), s.text, m, "n", "n2")
	n, ok := digitCount(v)
	if !ok {
		return
	}
	p := &compliance.Params{Unit: "flashes/s"}
	setMax(p, float64(n))
	s.f.measured = append(s.f.measured, measured{"accessibility", compliance.AccessibilityCheckFlashRate, p, at})
	blank(s.masked, m[0], m[1])
}

// wordRateRe: "no faster than 110 words per minute", "180 wpm".
var wordRateRe = lazyRe(`(?i)\b(?P<v>\d{2,3})\s*(?:words? (?:per|a) minute|wpm)\b`)

// crawlWords say the words scroll by (a crawl); otherwise they are spoken.
var crawlWords = lazyRe(`(?i)\b(?:crawls?|scroll\w*|ticker|moves?|moving)\b`)

// scanWordRate reads how fast safety information may crawl or be spoken: a
// ceiling a person or the AI checks.
func scanWordRate(s *familyScan) {
	m := wordRateRe().FindStringSubmatchIndex(s.text)
	if m == nil {
		return
	}
	v, at := group(wordRateRe(), s.text, m, "v")
	n, ok := parseNum(v)
	if !ok {
		return
	}
	p := &compliance.Params{Unit: "wpm"}
	setMax(p, n)
	check := compliance.SafetyCheckSpeechRate
	if crawlWords().MatchString(s.text) {
		check = compliance.SafetyCheckCrawlSpeed
	}
	s.f.measured = append(s.f.measured, measured{"safetyInfo", check, p, at})
	blank(s.masked, m[0], m[1])
}

// extendBeyond says a bleed value is how far the artwork must reach past
// the trim: a least, when the artwork is said to extend so far
// (extendVerb); "sizes include 0.125 in bleed beyond trim" is the bleed.
var extendVerb = lazyRe(`(?i)\b(?:extend|extends|extending|run|runs|reach|reaches)\b[^.;]{0,30}$`)

var extendBeyond = lazyRe(`(?i)^(?:[^.;]|\.\d){0,40}?\b(?:beyond|past|outside)\s+(?:the\s+)?trim\b`)

// lineArtBefore ends in line art named as the subject of a resolution
// ("line art 1200 dpi", "line-art scans at", "monochrome bitmaps:").
var lineArtBefore = lazyRe(`(?i)\b(?:line[- ]?art|bitmaps?|monochrome|1-bit)\b[^.;,\d]{0,24}$`)

// scanPrint reads the print measurements of a text. A resolution written
// without a bound ("Images should be 300 dpi") is the least a printer
// needs; a bleed written without one is the bleed ("3 mm on all sides").
func scanPrint(s *familyScan) {
	text := s.text
	if ms := dpiRe().FindAllStringSubmatchIndex(text, -1); ms != nil {
		var p *compliance.Params
		at := -1
		stated := false // p is a stated minimum
		for _, m := range ms {
			v, vat := group(dpiRe(), text, m, "v")
			n, _ := strconv.ParseFloat(v, 64)
			if n < 50 || negatedAt(text, vat, m[1]) {
				continue
			}
			if lineArtBefore().MatchString(text[max(0, vat-40):vat]) {
				// "line art 1200 dpi": the line art's own resolution, a
				// rule of that part (applied to photos it would fail them).
				la := &compliance.Params{Unit: "dpi", Parts: []string{"lineArt"}}
				if boundOf(text, vat, m[1]) == boundMax {
					setMax(la, n)
				} else {
					setMin(la, n)
				}
				s.f.measured = append(s.f.measured, measured{"dimensions", compliance.DimensionsCheckResolution, la, vat})
				blank(s.masked, m[0], m[1])
				continue
			}
			b := boundOf(text, vat, m[1])
			if p != nil && (b != boundMin || stated) {
				// The first value, or the stated minimum; a second stated
				// minimum is another subject's ("300 dpi minimum; line
				// art 1200 dpi minimum").
				continue
			}
			stated = b == boundMin
			p, at = &compliance.Params{Unit: "dpi"}, vat
			if b == boundMax {
				setMax(p, n)
			} else {
				setMin(p, n)
			}
			blank(s.masked, m[0], m[1])
		}
		if p != nil {
			s.f.measured = append(s.f.measured, measured{"dimensions", compliance.DimensionsCheckResolution, p, at})
		}
	}
	if m := bleedRe().FindStringSubmatchIndex(text); m != nil {
		p := &compliance.Params{Unit: "mm"}
		v, at := firstGroup(bleedRe(), text, m, "v1", "v2")
		if _, nat := firstGroup(bleedRe(), text, m, "none", "none2"); nat >= 0 {
			setMax(p, 0) // "no bleed": nothing past the trim (a bleed is never negative)
			at = nat
		} else if n, ok := parseNum(strings.ReplaceAll(v, ",", ".")); ok {
			if u, _ := firstGroup(bleedRe(), text, m, "u1", "u2"); u != "" && asciiLower(u)[0] != 'm' {
				// "0.125 in bleed", `1/8"`: in mm, from the inches (a
				// bracketed "(3 mm)" beside them is rounded).
				n = n * 25.4
			}
			b := boundOf(text, at, at+len(v))
			// "Artwork size (with bleed) | 18.25 in × …": a size after
			// the word, no bleed (no press bleeds more than an inch).
			tooWide := n > 25.4
			if b == boundExact && extendBeyond().MatchString(text[at:]) && extendVerb().MatchString(text[max(0, at-40):at]) {
				b = boundMin // "must extend 3 mm beyond the trim": at least that
			}
			switch {
			case tooWide:
			case b == boundMin:
				setMin(p, n)
			case b == boundMax:
				setMax(p, n)
			default:
				setMin(p, n)
				setMax(p, n)
			}
		}
		if p.Min != nil || p.Max != nil {
			s.f.measured = append(s.f.measured, measured{"dimensions", compliance.DimensionsCheckBleed, p, at})
			blank(s.masked, m[0], m[1])
		}
	}
	if m := inkRe().FindStringSubmatchIndex(text); m != nil {
		v, at := firstGroup(inkRe(), text, m, "v1", "v2")
		if n, ok := parseNum(v); ok && n >= 100 && n <= 400 {
			p := &compliance.Params{Unit: "%"}
			setMax(p, n)
			s.f.measured = append(s.f.measured, measured{"format", compliance.FormatCheckTotalInk, p, at})
			blank(s.masked, m[0], m[1])
		}
	}
}

// measured is a rule-making quantity found in a text: a field, the check
// that measures it and its parameters.
type measured struct {
	field, check string
	params       *compliance.Params
	pos          int
}

var (
	// loopsRe: "loop up to 3 times", "may loop twice at most", "max 3
	// loops", "Loop limit: 2x", "stops after 20 seconds or two loops".
	loopsRe = lazyRe(`(?i)\bloop(?:s|ing)?\b(?:\s+(?:limit|count|max(?:imum)?\.?))?\s*[:=]?\s*(?:(?:up to|at most|no more than|not more than|more than|max(?:imum)?\.?|a maximum of|limited to)\s+)?(?P<n1>\d{1,2}|once|twice|one|two|three|four|five)\s*(?:x|×|times)?\b|(?P<n2>\d{1,2}|one|two|three|four|five)\s*(?:(?:x|×)\s*loops?|(?:x|×)?\s+(?:loops|plays|loop cycles|(?:animation\s+)?cycles|repeats))\b|(?:play|loop|run|repeat)s?\s+(?:(?:up to|at most|no more than|not more than|more than|a maximum of|max(?:imum)?\.?)\s+)?(?P<n3>once|twice|three times|\d{1,2}\s*(?:x|times))`)
	// noLoopRe: "must not loop", "no looping", "play once".
	noLoopRe = lazyRe(`(?i)\b(?:must not|may not|cannot|should not|do not|does not|never)\s+loop\b|\bno loop(?:s|ing)?\b`)
	// fileCountRe: "no more than 10 files", "file count: max 15", "max 20
	// files in the zip".
	fileCountRe = lazyRe(`(?i)(?:\b(?:file count|number of files|files? (?:per|in(?: the)?) (?:zip|package|bundle|unit)|max(?:imum)?\.?\s+(?:number of\s+)?files)\b[^.;\d]{0,25}(?P<n1>\d{1,3})\b|(?P<n2>\d{1,3})\s+(?:files|assets|http requests|requests|file requests)\b)`)
	// loudnessRangeRe: "between -16 and -12 LUFS", "from -24 to -22 LKFS",
	// and a bare "-26 to -22 LKFS" or "−16 – −14 LUFS" (never "-24 and -16
	// LUFS", a list).
	loudnessRangeRe = lazyRe(`(?i)(?:\b(?:between|from)\s+([-−–]?\s?\d{1,2}(?:\.\d)?)\s*(?:lufs|lkfs)?\s+(?:and|to)\s+([-−–]?\s?\d{1,2}(?:\.\d)?)|(?:^|[\s(:])([-−–]\s?\d{1,2}(?:\.\d)?)\s*(?:lufs|lkfs)?\s*(?:\bto\b|–|—)\s*([-−–]\s?\d{1,2}(?:\.\d)?))\s*(?:lufs|lkfs)\b`)
	// loudnessRe: "-23 LUFS", "−24 LKFS ±2", "-24 LKFS, ± 2", "-14 LUFS integrated".
	// "-23 ±1 LUFS" gives its tolerance before the unit (tol0).
	loudnessRe = lazyRe(`(?i)(?P<v>[-−–]\s?\d{1,2}(?:\.\d)?|\b\d{1,2}(?:\.\d)?)\s*(?:(?:±|\+/-|\+/−)\s*(?P<tol0>\d(?:\.\d)?)\s*(?:lu\s+)?)?(?:lufs|lkfs)\b(?:,?\s*\(?\s*(?:±|\+/-|\+/−|plus or minus)\s*(?P<tol>\d(?:\.\d)?)\s*(?:lu|db)?)?`)
	// loudnessTolRe finds a tolerance stated apart from the target ("±1 LU
	// of -23 LUFS", "-16 LUFS, within 1 LU").
	// A tolerance named as one ("with a tolerance of ±1") or given to
	// each of several targets ("-23 LUFS … and -24 LKFS …, each ±1")
	// needs no unit.
	loudnessTolRe = lazyRe(`(?i)(?:±|\+/-|\+/−|plus or minus|within|tolerance of)\s*(?P<tol>\d(?:\.\d)?)\s*(?:lu|db)\b|\btolerance\s+(?:of\s+)?(?:±|\+/-|\+/−)\s*(?P<tol2>\d(?:\.\d)?)\b|\beach\s*(?:±|\+/-|\+/−)\s*(?P<tol3>\d(?:\.\d)?)\b`)
	// truePeakRe: "-1 dBTP", "true peak -2 dB", "true peak: max -1 dBFS".
	truePeakRe = lazyRe(`(?i)(?P<v1>[-−–]\s?\d{1,2}(?:\.\d)?)\s*(?:dbtp|db\s?tp)\b|\btrue[- ]peaks?\b[^.;\d−–-]{0,30}(?P<v2>[-−–]\s?\d{1,2}(?:\.\d)?)\s*(?:dbfs|db)\b`)
	// sampleRateRe: "48 kHz", "44.1kHz".
	// "16000 Hz" is the same rate written in hertz; "8 kHz" (telephone
	// audio, voice prompts) has one digit.
	sampleRateRe = lazyRe(`(?i)\b(?P<v>\d{1,2}(?:\.\d{1,3})?)\s*khz\b|\b(?P<hz>(?:8|11|16|22|24|32|44|48|88|96|176|192)[.,]?\d{3})\s*hz\b`)
	// sampleRateListRe: rates listed before one unit ("44.1 or 48 kHz",
	// "32/44.1/48 kHz"); the earlier ones are only the usual rates, so a
	// number of another quantity before a rate ("25 fps, 48 kHz") is none.
	sampleRateListRe = lazyRe(`(?i)\b(?P<l>(?:(?:22\.05|32|44\.1|48|88\.2|96)\s*(?:,\s*or|,|/|or|and)\s*)+)\d{2}(?:\.\d{1,3})?\s*khz\b`)
	// channelsRe: "stereo", "mono", "5.1", "2-channel".
	channelsRe = lazyRe(`(?i)\b(?P<c>stereo|mono|dual[- ]mono|5\.1|7\.1|(?:two|2)[- ]channel|(?:six|6)[- ]channel)\b`)
	// charactersRe: "40 characters", "max. 125 chars", "1,300 characters", "between 40 and 90
	// characters".
	charactersRe = lazyRe(`(?i)\b(?:(?:between\s+)?(?P<lo>\d{1,4})\s*(?:-|–|to|and)\s*)?(?P<n>\d{1,2},\d{3}|\d{1,5})\s*(?:characters?|chars?)\b`)
	// copyPartRe names the piece of copy a character count limits.
	copyPartRe = lazyRe(`(?i)\b(?P<part>app(?:lication)? (?:names?|titles?)|subtitle|short descriptions?|promotional texts?|keywords?|site ?links?(?: (?:texts?|titles?))?|(?:display )?(?:url )?paths?|callouts?(?: texts?)?|link texts?|description lines?|objects? of the (?:e-?)?mail|(?:e-?)?mail objects?|sub-?headlines?|subheads?|text links?|brand names?|(?:business|company|display) names?|advertiser(?: or brand)?(?: names?)?|sponsored by|sponsor names?|alt(?:ernative)?[- ]texts?|subject(?: lines?)?|subjects|pre-?headers?(?: text)?|preview texts?|headlines?|titles?|primary texts?|body(?: copy| text)?|descriptions?|captions?|ctas?|calls?[- ]to[- ]action|buttons?(?: text)?|post copy|social copy|ad copy|tweets?|display urls?|link descriptions?|headers?)\b`)
	// endCardRe names an end card or slate.
	endCardRe = lazyRe(`(?i)\bend[- ]?(?:card|slate|frame|screen|board)s?\b|\bclosing (?:\w+ )?(?:card|slate|frame|screen)s?\b`)
	// thenEndCardRe is an end card as the next step of a sequence ("≤ 2
	// loops, then end frame") or as where an animation stops ("stop on the
	// end frame", "comes to rest on its end frame", "then hold on the end
	// frame", "ending on the end frame"), or counted in a length ("no more
	// than 62 seconds including the end card"): the sentence is not about
	// the end card.
	thenEndCardRe = lazyRe(`(?i)\b(?:then|stops?|stopping|rests?|resting|settles?|settling|freezes?|freezing|holds?|holding|lands?|landing|ends?|ending|including|incl\.?|inclusive of)\s+(?:on\s+)?(?:(?:an?|the|its)\s+)?(?:(?:static|final)\s+)?end[- ]?(?:card|slate|frame|screen)s?\b`)
	// endCardHeldRe follows an end card whose own length the sentence
	// gives ("ending on an end card of 3 seconds", "… held for 2 s").
	endCardHeldRe = lazyRe(`(?i)^\s*(?:of|for|held|holds?|lasting|that lasts)\b`)
	// audioTalk says a sentence is about sound (so "stereo" or "48 kHz" is
	// not about something else).
	audioTalk = lazyRe(`(?i)\baudio\b|\bsound\b|\bloudness\b|\blufs\b|\blkfs\b|\bkhz\b|\bstereo\b|\bmono\b|\bmix\b|\bvoice[- ]?over\b|\bvo\b`)
)

// noLaterLoadRe refuses an HTML5 unit's load after the initial one: "no
// polite load", "kein Nachladen" (glossed "kein subload"), "cannot load
// anything politely", "makes no further requests after the initial load",
// "polite load: not permitted". ("150 KB without polite load" is the
// initial load's limit, not a refusal.)
var noLaterLoadRe = lazyRe(`(?i)\b(?:no|kein(?:e|en)?)\s+(?:polite|sub-?|later)[- ]?(?:load(?:s|ing)?)?\b|\bcannot load anything (?:politely|later)\b|\bno (?:further|additional|more|other) (?:requests|loads?|files)\s+after (?:the |its )?initial load\b|\b(?:polite|sub-?)[- ]?loads?\s*[:=]?\s*(?:is |are )?(?:not (?:allowed|permitted|accepted)|forbidden|prohibited)\b`)

// scanNoLaterLoad reads a refusal of the later load as a subload of 0 KB.
// Only an HTML5 unit loads in stages (a still image's subload is its
// file), so the rule is the HTML5 units'.
func scanNoLaterLoad(s *familyScan) {
	m := noLaterLoadRe().FindStringIndex(s.text)
	if m == nil {
		return
	}
	none := 0.0
	p := &compliance.Params{Max: &none, Unit: "KB", Kinds: []string{"html5"}}
	s.f.measured = append(s.f.measured, measured{"fileSize", compliance.SizeCheckSubload, p, m[0]})
}

// countWord parses "2", "twice", "three times", "4x".
func countWord(s string) (int, bool) {
	s = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(s), "times"), "x")))
	switch s {
	case "once":
		return 1, true
	case "twice":
		return 2, true
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n, n > 0
	}
	return wordNumber(s)
}

// firstGroup returns the first non-empty named group of m among names.
func firstGroup(re *filteredRe, text string, m []int, names ...string) (string, int) {
	for _, n := range names {
		if v, at := group(re, text, m, n); at >= 0 {
			return v, at
		}
	}
	return "", -1
}

// signedNum parses "-23", "− 24", "–1.5".
func signedNum(s string) (float64, bool) {
	s = strings.Join(strings.Fields(s), "")
	neg := false
	for _, p := range []string{"-", "−", "–"} {
		if strings.HasPrefix(s, p) {
			s, neg = s[len(p):], true
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if neg {
		v = -v
	}
	return v, err == nil
}

// scanMeasured finds the quantities that make rules of their own.
func scanMeasured(s *familyScan) {
	text, lower := s.text, s.lower
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(lower, w) {
				return true
			}
		}
		return false
	}
	if has("polite", "load", "request") {
		scanNoLaterLoad(s)
	}
	if !has("loop", "play", "run", "repeat", "cycle", "file", "asset", "request", "lufs", "lkfs", "peak", "dbtp", "hz", "stereo", "mono", "channel", "5.1", "7.1", "char", "dpi", "ppi", "bleed", "ink", "tac", "coverage", "convert", "safe", "edge", "trim", "cent", "silence", "top", "bottom", "left", "right", "upper", "lower", "text", "flash", "strob", "audio", "sound", "silent", "minute", "wpm", "cmyk", "rgb", "interlac", "progressive", "constant", "cfr", "variable", "vfr") {
		return // none of the measured quantities' words: the common case
	}
	if has("cmyk", "rgb", "convert") {
		scanColorSpace(s)
	}
	if has("interlac", "progressive") {
		scanScanType(s)
	}
	if has("constant", "cfr", "variable", "vfr") {
		scanConstantRate(s)
	}
	if has("audio", "sound", "silent") {
		scanAudioPresence(s)
	}
	if has("silence") {
		scanSilence(s)
	}
	if has("safe", "edge", "trim", "cent", "top", "bottom", "left", "right", "upper", "lower", "outer") {
		scanSafeArea(s)
	}
	if has("text") && has("%") {
		scanTextArea(s)
	}
	if has("flash", "strob") {
		scanFlashRate(s)
	}
	if has("minute", "wpm") {
		scanWordRate(s)
	}
	if has("dpi", "ppi", "bleed", "ink", "tac", "coverage") {
		scanPrint(s)
	}
	if !has("loop", "play", "run", "repeat", "cycle") {
		// no loop count
	} else if m := loopsRe().FindStringSubmatchIndex(text); m != nil {
		if n, at := firstGroup(loopsRe(), text, m, "n1", "n2", "n3"); at >= 0 {
			if v, ok := countWord(n); ok && v <= 20 {
				p := &compliance.Params{}
				setMax(p, float64(v))
				s.f.measured = append(s.f.measured, measured{"duration", compliance.DurationCheckLoops, p, at})
				blank(s.masked, m[0], m[1])
			}
		}
	} else if m := noLoopRe().FindStringIndex(text); m != nil {
		p := &compliance.Params{}
		setMax(p, 1)
		s.f.measured = append(s.f.measured, measured{"duration", compliance.DurationCheckLoops, p, m[0]})
	}
	if !has("file", "asset", "request") {
		// no file count
	} else if m := fileCountRe().FindStringSubmatchIndex(text); m != nil {
		n, at := firstGroup(fileCountRe(), text, m, "n1", "n2")
		v, _ := strconv.Atoi(n)
		if b := boundOf(text, at, at+len(n)); v > 0 && (b == boundMax || m[2] >= 0) {
			p := &compliance.Params{}
			setMax(p, float64(v))
			s.f.measured = append(s.f.measured, measured{"metadata", compliance.MetaCheckFileCount, p, at})
			blank(s.masked, at, at+len(n))
		}
	}
	if !has("lufs", "lkfs") {
		// no loudness
	} else if r := loudnessRangeRe().FindStringSubmatchIndex(text); r != nil {
		// "between -16 and -12 LUFS": a range, not the last value alone.
		if r[2] < 0 {
			r = append(r[:2], r[6:]...) // the bare range's ends
		}
		a, aok := signedNum(text[r[2]:r[3]])
		b, bok := signedNum(text[r[4]:r[5]])
		if aok && bok {
			a, b = -math.Abs(a), -math.Abs(b) // "23 LUFS" is always meant as -23
			p := &compliance.Params{Unit: "LUFS"}
			setMin(p, math.Min(a, b))
			setMax(p, math.Max(a, b))
			s.f.measured = append(s.f.measured, measured{"audioLoudness", compliance.LoudnessCheckIntegrated, p, r[2]})
			blank(s.masked, r[0], r[1])
		}
	} else if m := loudnessRe().FindStringSubmatchIndex(text); m != nil {
		vs, at := group(loudnessRe(), text, m, "v")
		if v, ok := signedNum(vs); ok {
			if v > 0 {
				v = -v // "23 LUFS" is always meant as -23
			}
			p := &compliance.Params{Unit: "LUFS"}
			tol, tat := group(loudnessRe(), text, m, "tol")
			if tat < 0 {
				tol, tat = group(loudnessRe(), text, m, "tol0")
			}
			if tat < 0 {
				if t := loudnessTolRe().FindStringSubmatchIndex(text); t != nil {
					tol, _ = firstGroup(loudnessTolRe(), text, t, "tol", "tol2", "tol3")
				}
			}
			switch b := boundOf(text, at, m[1]); {
			case tol != "":
				d, _ := strconv.ParseFloat(tol, 64)
				setMin(p, v-d)
				setMax(p, v+d)
			case b == boundMax:
				setMax(p, v)
			case b == boundMin:
				setMin(p, v)
			default:
				setMin(p, v)
				setMax(p, v)
			}
			if p.Min != nil && p.Max != nil {
				otherLoudnessTargets(text, m[1], p)
			}
			s.f.measured = append(s.f.measured, measured{"audioLoudness", compliance.LoudnessCheckIntegrated, p, at})
			blank(s.masked, m[0], m[1])
		}
	}
	if !has("peak", "dbtp") {
		// no true peak
	} else if m := truePeakRe().FindStringSubmatchIndex(text); m != nil {
		vs, at := firstGroup(truePeakRe(), text, m, "v1", "v2")
		if v, ok := signedNum(vs); ok {
			p := &compliance.Params{Unit: "dBTP"}
			setMax(p, v)
			s.f.measured = append(s.f.measured, measured{"audioLoudness", compliance.LoudnessCheckTruePeak, p, at})
			blank(s.masked, m[0], m[1])
		}
	}
	if !has("khz", "hz") {
		// no sample rate
	} else if ms := sampleRateRe().FindAllStringSubmatchIndex(text, -1); ms != nil {
		p := &compliance.Params{Unit: "Hz"}
		for _, m := range sampleRateListRe().FindAllStringSubmatchIndex(text, -1) {
			// The unit is given once, after the last rate: the earlier
			// rates of the list are allowed beside it.
			l, at := group(sampleRateListRe(), text, m, "l")
			if negatedAt(text, at, m[1]) {
				continue
			}
			for _, v := range listedRateRe().FindAllString(l, -1) {
				f, _ := strconv.ParseFloat(v, 64)
				addAllowed(p, fmtNum(round3(f*1000)))
			}
		}
		for _, m := range ms {
			vs, at := group(sampleRateRe(), text, m, "v")
			scale := 1000.0
			if at < 0 {
				vs, at = group(sampleRateRe(), text, m, "hz")
				vs, scale = strings.NewReplacer(",", "", ".", "").Replace(vs), 1
			}
			if negatedAt(text, at, m[1]) {
				continue // "44.1 kHz is not accepted"
			}
			v, _ := strconv.ParseFloat(vs, 64)
			hz := round3(v * scale)
			switch boundOf(text, at, m[1]) {
			case boundMin:
				setMin(p, hz)
			case boundMax:
				setMax(p, hz)
			default:
				addAllowed(p, fmtNum(hz))
			}
			blank(s.masked, m[0], m[1])
		}
		if cleanParams(p) != nil {
			s.f.measured = append(s.f.measured, measured{"audioSampleRate", "", p, ms[0][0]})
		}
	}
	if audioTalk().MatchString(text) && !trackLayout(text) {
		if ms := channelsRe().FindAllStringSubmatchIndex(text, -1); ms != nil {
			p := &compliance.Params{}
			for _, m := range ms {
				c, at := group(channelsRe(), text, m, "c")
				if negatedAt(text, at, at+len(c)) {
					continue
				}
				addAllowed(p, channelCount(c))
			}
			if len(p.Allowed) > 0 {
				s.f.measured = append(s.f.measured, measured{"audioChannels", "", p, ms[0][0]})
			}
		}
	}
	if !has("char") {
		return
	}
	for _, m := range charactersRe().FindAllStringSubmatchIndex(text, -1) {
		n, at := group(charactersRe(), text, m, "n")
		v, _ := strconv.Atoi(strings.ReplaceAll(n, ",", "")) // "1,300 characters"
		if v == 0 {
			continue
		}
		p := &compliance.Params{Unit: "chars"}
		if lo, lat := group(charactersRe(), text, m, "lo"); lat >= 0 {
			l, _ := strconv.Atoi(lo)
			setMin(p, float64(l))
			setMax(p, float64(v))
			at = lat
		} else if boundOf(text, at, m[1]) == boundMin {
			setMin(p, float64(v))
		} else {
			setMax(p, float64(v))
			if b := bareLeastBefore().FindStringSubmatchIndex(text[:at]); b != nil {
				// "at least 20 and at most 60 characters", "shorter than
				// 40 or longer than 100 characters": the first count
				// shares the second's unit, and is its floor.
				if l, _ := strconv.Atoi(text[b[2]:b[3]]); l > 0 && l < v && boundOf(text, b[2], b[3]) == boundMin {
					setMin(p, float64(l))
					at = b[2]
				}
			}
		}
		part := copyPart(text[:at])
		if b := bracketAfter().FindStringSubmatch(text[m[1]:]); b != nil && (part == compliance.CopyCheckBody || copyPartRe().MatchString(b[1])) {
			// "25 characters max (advertiser or brand name)", "40
			// characters (title) / 120 characters (body)": the bracket
			// after the count names the copy, over a word before it.
			part = copyPart(b[1])
		}
		s.f.measured = append(s.f.measured, measured{"characterCount", part, p, at})
		blank(s.masked, m[0], m[1])
	}
}

// bareLeastBefore is a floor written without its unit right before the
// ceiling that has it ("at least 20 and at most 60 characters", "shorter
// than 40 or longer than 100 characters"): its number.
var bareLeastBefore = lazyRe(`(?i)\b(?:at least|no fewer than|not fewer than|no less than|minimum(?: of)?|min\.?|shorter than|fewer than|less than|under|below)\s+(\d{1,4})\s+(?:and|or|but)\s+(?:[a-z.]+\s+){0,3}$`)

// otherLoudnessTargets widens p, the first integrated-loudness target of
// text (a value and its tolerance), to the later targets given beside it
// as alternatives ("-23 LUFS ±1 (EBU) or -24 LKFS ±2 (ATSC)", or a
// revision printed beside the value it replaces): each is a standard an
// asset may be mixed to, so a mix that meets any of them passes. A bound
// is no target, and neither is one a condition sets apart ("-16 LUFS for
// stereo files; -19 LUFS for mono": each is its own files').
func otherLoudnessTargets(text string, from int, p *compliance.Params) {
	prev := from // the end of the target before
	for _, m := range loudnessRe().FindAllStringSubmatchIndex(text[from:], -1) {
		vs, _ := group(loudnessRe(), text[from:], m, "v")
		tol, _ := group(loudnessRe(), text[from:], m, "tol")
		if tol == "" {
			tol, _ = group(loudnessRe(), text[from:], m, "tol0")
		}
		v, ok := signedNum(vs)
		if !ok || tol == "" || !loudnessAlternative().MatchString(text[prev:from+m[0]]) {
			return
		}
		if v > 0 {
			v = -v
		}
		d, _ := strconv.ParseFloat(tol, 64)
		setMin(p, v-d)
		setMax(p, v+d)
		prev = from + m[1]
	}
}

// loudnessAlternative is what stands between two loudness targets given
// as alternatives: nothing, a standard's name in brackets, or "or".
var loudnessAlternative = lazyRe(`(?i)^\s*(?:\([^()]{1,24}\)\s*)?(?:,?\s*or\s+)?$`)

// listedRateRe is one rate of sampleRateListRe's list.
var listedRateRe = lazyRe(`\d+(?:\.\d+)?`)

// channelCount maps a channel word to a count.
func channelCount(c string) string {
	switch l := strings.ToLower(c); {
	case l == "mono":
		return "1"
	case l == "5.1" || strings.HasPrefix(l, "six") || strings.HasPrefix(l, "6"):
		return "6"
	case l == "7.1":
		return "8"
	}
	return "2" // stereo, dual mono, 2-channel
}

// bracketAfter is a bracket right after a character count, up to 8 words
// ("(advertiser or brand name)").
var bracketAfter = lazyRe(`^[^()]{0,16}?\(([^()]{3,60})\)`)

// copyPart names the piece of copy the last copy word before a character
// count refers to ("Subject lines: 50 characters" → "subject").
func copyPart(before string) string {
	ms := copyPartRe().FindAllString(before, -1)
	if len(ms) == 0 {
		return ""
	}
	l := strings.ToLower(ms[len(ms)-1])
	clause := before[strings.LastIndexAny(before, ";")+1:]
	if slices.ContainsFunc(copyPartRe().FindAllString(clause, -1), func(m string) bool { return strings.HasPrefix(strings.ToLower(m), "alt") }) {
		// "alternative text that states the advertiser and the main
		// message, of no more than 150 characters": the alt text of the
		// count's clause is what is counted; the words after it say what
		// it holds. ("… with alt text; plus a text link of up to 35
		// characters" counts the link.)
		l = "alt"
	}
	// A sitelink has a text and description lines of its own: named after
	// the sitelinks, they are the sitelink's, not the ad's.
	sitelink := strings.Contains(strings.ToLower(before), "sitelink") || strings.Contains(strings.ToLower(before), "site link")
	switch {
	case strings.HasPrefix(l, "app"):
		return compliance.CopyCheckAppName
	case l == "subtitle":
		return compliance.CopyCheckSubtitle
	case strings.HasPrefix(l, "short description"):
		return compliance.CopyCheckShortDescription
	case strings.HasPrefix(l, "promotional"):
		return compliance.CopyCheckPromotionalText
	case strings.HasPrefix(l, "keyword"):
		return compliance.CopyCheckKeywords
	case strings.HasPrefix(l, "callout"):
		return compliance.CopyCheckCallout
	case strings.HasSuffix(l, "path") || strings.HasSuffix(l, "paths"):
		return compliance.CopyCheckDisplayPath
	case strings.HasPrefix(l, "site") && !strings.Contains(l, "description"):
		return compliance.CopyCheckSitelinkText
	case sitelink && strings.HasPrefix(l, "link text"):
		return compliance.CopyCheckSitelinkText
	case sitelink && strings.HasPrefix(l, "description"):
		return compliance.CopyCheckSitelinkDescription
	case strings.HasPrefix(l, "sub-") || strings.HasPrefix(l, "subhead"):
		// A sub-headline is the secondary line under the headline, the
		// description's place.
		return compliance.CopyCheckDescription
	case strings.HasPrefix(l, "text link") || strings.HasPrefix(l, "link text"):
		return compliance.CopyCheckCTA // the link's words call to act
	case strings.HasPrefix(l, "brand") || strings.HasPrefix(l, "advertiser") || strings.HasPrefix(l, "sponsor") ||
		strings.HasPrefix(l, "business") || strings.HasPrefix(l, "company") || strings.HasPrefix(l, "display name"):
		// (The business, company or display name an ad shows is its
		// advertiser's name.)
		return compliance.CopyCheckBrandName
	case strings.HasPrefix(l, "alt"):
		return compliance.CopyCheckAltText
	case strings.HasPrefix(l, "subject") || strings.Contains(l, "object"):
		// "Object of the mail": the French "objet", a subject line.
		return compliance.CopyCheckSubject
	case strings.HasPrefix(l, "pre") || strings.HasPrefix(l, "preview"):
		return compliance.CopyCheckPreheader
	case strings.HasPrefix(l, "headline") || strings.HasPrefix(l, "title") || strings.HasPrefix(l, "header"):
		return compliance.CopyCheckHeadline
	case strings.HasPrefix(l, "cta") || strings.HasPrefix(l, "call") || strings.HasPrefix(l, "button"):
		return compliance.CopyCheckCTA
	case strings.HasPrefix(l, "description") || strings.HasPrefix(l, "link description"):
		return compliance.CopyCheckDescription
	}
	return compliance.CopyCheckBody
}

var (
	initialLoadRe = lazyRe(`(?i)\binitial(?:[- ](?:load|file load|download|weight|size))?\b|\b(?:peso|carga|carregamento|caricamento|chargement|poids)\s+ini(?:c|z|t)iale?\b|(?-i:\bIL\b)|\bpre-?(?:interaction|engagement|click)\b|\binit\.|\bfirst[- ]load\b|\bpre-?load\b|\bat load\b|\bbefore (?:any )?(?:user )?interaction\b|\bon load\b|\bbefore the (?:host )?page(?:['’]s)? load(?: event)?\b`)
	subloadRe     = lazyRe(`(?i)\bsub-?loads?\b|(?-i:\bSL\b)|\bpost-?(?:interaction|engagement|click)\b|\blazy[- ]?load(?:s|ed|ing)?\b|\bpolite(?:[- ]load(?:ed|ing)?)?\b|\bafter (?:the |an? |any )?(?:user(?:['’]s)? )?(?:interaction|click|engagement|expansion)\b|\badditional load\b|\bexpanded (?:weight|size|load)\b|\bhost-initiated\b|\buser-initiated\b|\bafter (?:the )?(?:host[- ])?page(?:['’]s)? load(?: event)?\b|\bafter the (?:host )?page has (?:finished )?load(?:ed|ing)\b|\bload (?:a |an )?(?:further|additional)\b`)
	// totalLoadRe is a subload only for HTML5 banners (an email's "total
	// weight" is its file).
	totalLoadRe = lazyRe(`(?i)\b(?:total|overall) (?:(?:email|e-mail|message|file|banner|unit|ad|creative|package|zip) )?(?:load|k-?weight|weight|download|size)\b|\bmax(?:imum)? load\b|\bfull load\b|\btotal\s+(?:up to|of up to|max(?:imum)?\b|≤|<=)|\bin total\b|\d\s*(?:k|kb|mb|kilobytes?|megabytes?)\s+total\b`)
	// loadTotalRe names a total of loads, which only a package of files
	// has: it needs no other word saying the unit is HTML5 ("whose total
	// load does not exceed 600 KB").
	loadTotalRe = lazyRe(`(?i)\b(?:total|max(?:imum)?|full|overall) load\b|\btotal k-?weight\b`)
	// loadIncluded says a total counts the later load in ("polite load
	// included", "including the subload").
	loadIncluded = lazyRe(`(?i)\b(?:polite|sub-?|later|subsequent)\s*(?:-?\s*load(?:s|ed)?\s+)?(?:(?:files?|assets?|content)\s+)?(?:included|inclusive)\b|(?:\b(?:including|incl\.?|with)|\bw/)\s*(?:the\s+)?(?:polite|sub-?|later|subsequent)(?:\s*-?\s*load(?:s|ed)?)?\b`)
	// withImagesRe: an email's or page's weight "including images",
	// "HTML + images".
	withImagesRe = lazyRe(`(?i)\b(?:including|incl\.?|with) (?:all )?(?:of )?(?:the |its )?images\b|\bhtml\s*(?:and|\+|&)\s*(?:all\s+)?images\b|\bimages included\b`)
	afterInitial = lazyRe(`(?i)\b(?:after|beyond|following|on top of)\s+(?:the\s+)?initial(?:[- ]load)?\b`)
	html5Talk    = lazyRe(`(?i)\bhtml ?5?\b|\brich[- ]media\b|\bbanners?\b|\bzip\b|\binitial\b|\be-?mails?\b|\bunits?\b|\bimages\b|\btemplates?\b`)
	totalPlayRe  = lazyRe(`(?i)\b(?:including|incl\.?|with)\s+(?:all\s+)?loops\b|\btotal (?:animation|run ?time|play(?:ing)? time)\b|\bacross all loops\b|\bwhichever (?:is|comes) (?:sooner|first)\b|\b(?:stop|end|cease|finish)(?:s|ed)?\s+(?:animating\s+)?(?:after|by|at|within)\b`)
)

// measurementOf picks the measurement of a rule of a spec field from the
// words of its clause: an HTML5 file size is the initial load or the
// subload, an animation's length with its loops is the total animation
// time, and a duration of an end card is an endCardDuration rule. about
// is what else says what the clause is of (the sentence a clause was cut
// from, a table's header and row labels): "a total size of no more than
// 1.5 MB" is an HTML5 unit's total when its sentence is about HTML5 units.
func measurementOf(field, text, about string) (string, string) {
	switch field {
	case "fileSize":
		html5 := html5Talk().MatchString(text) || about != "" && html5Talk().MatchString(about)
		i, s := initialLoadRe().FindStringIndex(text), subloadRe().FindStringIndex(text)
		if s != nil && noLoadBefore().MatchString(text[:s[0]]) {
			// "under 50k, no polite load on that one": the later load
			// is refused, the limit is not of it.
			s = nil
		}
		if s != nil && totalWithLaterLoad().MatchString(text) {
			// "the total, including polite load, must not exceed 500 kB",
			// "Max total load (polite)", "a polite load may bring the
			// total up to 500 KB": the value is the total the later load
			// is part of, not the later load alone.
			return field, compliance.SizeCheckTotal
		}
		if s != nil && valueTotal().MatchString(text) && (i == nil || firstMatch(valueTotal(), text) < i[0]) {
			// "polite load ok up to 300k total": the value is the total
			// with that load in it.
			return field, compliance.SizeCheckTotal
		}
		if a := afterInitial().FindStringIndex(text); a != nil && (i == nil || i[0] >= a[0]) {
			// "assets loaded after the initial load" (not "initial load
			// 80 KB, no requests after the initial load")
			return field, compliance.SizeCheckSubload
		}
		if s != nil && (i == nil || firstMatch(totalLoadRe(), text) < i[0]) && totalLoadRe().MatchString(text) && loadIncluded().MatchString(text) {
			return field, compliance.SizeCheckTotal // "total weight 1.5 MB, polite load included"
		}
		if s == nil && (i == nil || firstMatch(totalLoadRe(), text) < i[0]) &&
			(html5 && totalLoadRe().MatchString(text) || loadTotalRe().MatchString(text)) {
			return field, compliance.SizeCheckTotal // "1 MB total", "max load"
		}
		if s == nil && i == nil && html5 && withImagesRe().MatchString(text) {
			return field, compliance.SizeCheckTotal // "the email with all images: 1 MB"
		}
		switch {
		case i != nil && (s == nil || i[0] < s[0]):
			return field, compliance.SizeCheckInitialLoad
		case s != nil:
			return field, compliance.SizeCheckSubload
		}
	case "duration":
		switch {
		case endCardRe().MatchString(withoutThenEndCard(text)):
			return "endCardDuration", ""
		case totalPlayRe().MatchString(text) && animationTalk().MatchString(text):
			return field, compliance.DurationCheckTotalAnimation
		}
	}
	return field, ""
}

// noLoadBefore ends in a word refusing the load named next ("no polite
// load", "without a subload").
var noLoadBefore = lazyRe(`(?i)\b(?:no|without(?: an?| any)?)\s*$`)

// totalWithLaterLoad names a total that a later load is part of: the
// total "including" it or with it in a bracket ("the total, including
// polite load", "total load (polite)", a column's "Max total (polite)"), a later load that "brings the
// total" to a value ("brings each unit up to a total of"), the total
// "after" it ("total size after polite load", "total weight under 250 KB
// after the polite load"), or the total "of initial
// and polite load". (Not "a polite load of 500 KB in total": that is the
// polite files' own sum.)
var totalWithLaterLoad = lazyRe(`(?i)\b(?:the|its|a)\s+total\s*,?\s+(?:including|incl\.?|with)\s+(?:the\s+|its\s+)?(?:polite|sub-?|later|subsequent)|\btotal\s+(?:(?:load|weight|size|k-?weight)\s*)?\(\s*(?:incl(?:\.|uding)?\s+)?(?:polite|sub-?load|later)|\bbring(?:s|ing)?\s+(?:the|its)\s+(?:\w+\s+)?total\b|\bbring(?:s|ing)?\s+(?:\w+\s+){1,3}?(?:up\s+)?to\s+a\s+total\b|\btotal\s+(?:\w+\s+){0,5}?(?:after|once|when)\s+(?:the\s+)?(?:polite|sub-?|later|subsequent)(?:\s*load(?:ing)?)?\b|\btotal\s+of\s+(?:the\s+)?(?:initial|first)(?:\s+load)?\s+(?:and|\+|plus)\s+(?:the\s+)?(?:polite|sub-?|later|subsequent)`)

// valueTotal is a weight called a total right after its value ("300k
// total"; "a polite load of 500 KB in total" is the polite files' sum).
var valueTotal = lazyRe(`(?i)\d\s*(?:k|kb|mb|kilobytes?|megabytes?)\s+total\b`)

// loadCheck reports whether a file-size measurement is one of an HTML5
// unit's loads.
func loadCheck(check string) bool {
	return check == compliance.SizeCheckInitialLoad || check == compliance.SizeCheckSubload || check == compliance.SizeCheckTotal
}

// firstMatch is where re first matches s (len(s) when it does not).
func firstMatch(re *filteredRe, s string) int {
	if m := re.FindStringIndex(s); m != nil {
		return m[0]
	}
	return len(s)
}

// withoutThenEndCard blanks an end card named as the next step of a
// sequence (thenEndCardRe).
func withoutThenEndCard(s string) string {
	if !strings.Contains(asciiLower(s), "end") {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range thenEndCardRe().FindAllStringIndex(s, -1) {
		if endCardHeldRe().MatchString(s[m[1]:]) {
			continue // the end card's own length follows: it is the subject
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(" ")
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// brandWords name brand elements an end card carries ("logo + URL end
// slate"): such a sentence is about the brand, not the end card's length.
var brandWords = lazyRe(`(?i)\blogos?\b|\burl\b|\bbrand(?:ing)?\b|\btagline\b|\bpackshot\b|\bisi\b|\bsafety\b`)

// animationLength names the length of an animation (a cap), not a spot.
var animationLength = lazyRe(`(?i)\banimation(?:s)?\s+(?:length|duration|time|run ?time)\b|\banim\.?\s+(?:length|dur\.?)`)

// textSize says a pt or px measure is a size of text.
var textSize = lazyRe(`(?i)\b(?:text|copy|type|body|legal|disclaimer|footnote|characters?|letters?|lettering|print|supers?|crawl)\b`)

var animationTalk = lazyRe(`(?i)\banimat(?:ion|ions|ed|e|es)\b|\banim\.|\bloops?\b|\bbanners?\b|\bgifs?\b|\bhtml5\b`)

// noAudioRe forbids an audio track: "Deliver files without an audio
// track", "must not contain an audio track", "No audio track", "Audio is
// not permitted on stand screens", "Video … must be silent". "Works
// without sound" and "played without sound" say how a video is watched,
// not what its file holds.
var noAudioRe = lazyRe(`(?i)\b(?:without|not contain|not have|not include|no|free of)\s+(?:an?\s+|any\s+)?(?:audio|sound)\s?tracks?\b|\baudio(?:\s?tracks?)?\s+(?:is|are)\s+(?:not\s+(?:permitted|allowed|accepted|supported)|forbidden|prohibited)\b|\b(?:must|shall|should)\s+(?:be|run|play)\s+(?:silent|silently|muted|without sound)\b`)

// scanAudioPresence reads a rule that a video have no audio track (codec,
// check audioPresent, Allowed ["none"]). (A rule requiring one, "silent
// ads are rejected", is not read: the checker could not tell a silent file
// from one whose description gives no audio.)
func scanAudioPresence(s *familyScan) {
	if m := noAudioRe().FindStringIndex(s.text); m != nil && (!strings.HasPrefix(strings.ToLower(s.text[m[0]:]), "audio") || !strings.ContainsAny(s.text[max(0, m[0]-12):m[0]], "0123456789")) {
		// ("44.1 kHz audio is not accepted" excludes a sample rate; in
		// "…, 30 fps, no audio track" the figure before is another
		// value of the list.)
		s.f.measured = append(s.f.measured, measured{"codec", compliance.CodecCheckAudioPresent, &compliance.Params{Allowed: []string{"none"}}, m[0]})
	}
}

// colorSpaceRe finds a colour space stated as the one files must be in:
// "CMYK only", "All colours must be CMYK", "Colour: CMYK", "in CMYK",
// "JPG or PNG, RGB", "RGB (sRGB)". A refused one ("no RGB", "RGB images
// are not accepted") is read as excluded by the caller.
var colorSpaceRe = lazyRe(`(?i)\b(cmyk|s?rgb)\b`)

// colorSpaceRefused precedes a refused colour space ("no RGB", "not
// RGB", "without RGB").
var colorSpaceRefused = lazyRe(`(?i)\b(?:no|not|never|without|nor)\s+(?:\w+\s+)?$`)

// colorSpaceRefusedAfter follows one ("RGB images are not accepted", "RGB
// files are rejected").
var colorSpaceRefusedAfter = lazyRe(`(?i)^\s*(?:\w+\s+){0,2}(?:are|is)\s+(?:not\s+(?:accepted|allowed|permitted|supported)|rejected|refused)\b`)

// convertedToProcess says colours are to be converted to the four
// process inks: "must be converted to process", "convert Pantone to CMYK",
// "converted to CMYK before the file is sent".
var convertedToProcess = lazyRe(`(?i)\bconver(?:t|ts|ted|ting|sion)\b[^.;]{0,30}?\bto\s+(?:process|cmyk|four[- ]colou?r)\b`)

// convertedFrom follows a colour space that is to be converted ("RGB
// images are converted to …", "RGB must be converted"): not the files'.
var convertedFrom = lazyRe(`(?i)^[^.;]{0,40}?\bconver(?:t|ts|ted|ting)\b`)

// scanColorSpace reads the colour space files must be in (format, check
// colorSpace, Allowed "CMYK" or "RGB"): the first colour space the text
// does not refuse. A text that only refuses one ("RGB images are not
// accepted") states no allowed space and is left to the reviewer.
func scanColorSpace(s *familyScan) {
	if c := convertedToProcess().FindStringIndex(s.text); c != nil {
		// "RGB and spot colours must be converted to process": the
		// spaces named are the ones to leave; the files are CMYK.
		s.f.measured = append(s.f.measured, measured{"format", compliance.FormatCheckColorSpace, &compliance.Params{Allowed: []string{"CMYK"}}, c[0]})
		return
	}
	for _, m := range colorSpaceRe().FindAllStringSubmatchIndex(s.text, -1) {
		if colorSpaceRefused().MatchString(s.text[max(0, m[0]-16):m[0]]) || colorSpaceRefusedAfter().MatchString(s.text[m[1]:]) || convertedFrom().MatchString(s.text[m[1]:]) {
			continue
		}
		space := strings.ToUpper(s.text[m[2]:m[3]])
		if space == "SRGB" {
			space = "RGB"
		}
		s.f.measured = append(s.f.measured, measured{"format", compliance.FormatCheckColorSpace, &compliance.Params{Allowed: []string{space}}, m[0]})
		return
	}
}

// scanTypeRe finds a picture's scan type: "progressive", "1080p" is not
// read (a resolution's name), "interlaced", "50i".
var scanTypeRe = lazyRe(`(?i)\b(progressive|interlaced?)\b`)

// notScanType follows "progressive" that is no scan type of a video: a
// JPEG's encoding, a download, a segmented frame (PsF), a disclosure.
var notScanType = lazyRe(`(?i)^\s*(?:jpe?g|download|segmented|enhancement|disclosure|loading|rendering)`)

// scanRefused says the scan type before it is refused ("Interlaced not
// accepted", "interlaced files are rejected"); scanRefusedBefore, that the
// one after it is ("no interlaced", "not interlaced").
var (
	scanRefused       = lazyRe(`(?i)^\s*(?:\w+\s+){0,2}?(?:is\s+|are\s+)?(?:not\s+(?:accepted|allowed|permitted|supported)|rejected|refused)\b`)
	scanRefusedBefore = lazyRe(`(?i)\b(?:no|not|never|without)\s+$`)
)

// scanScanType reads whether the picture must be progressive or
// interlaced (codec, check scanType): "1920 × 1080, progressive",
// "Progressive only", "1920 × 1080 interlaced, 25 fps"; a refused
// interlace ("Interlaced not accepted") asks for progressive.
func scanScanType(s *familyScan) {
	for _, m := range scanTypeRe().FindAllStringSubmatchIndex(s.text, -1) {
		word := strings.ToLower(s.text[m[2]:m[3]])
		if word == "progressive" && notScanType().MatchString(s.text[m[1]:]) {
			continue
		}
		refused := scanRefused().MatchString(s.text[m[1]:]) || scanRefusedBefore().MatchString(s.text[max(0, m[0]-8):m[0]])
		allowed := "progressive"
		switch {
		case word == "progressive" && refused:
			allowed = "interlaced"
		case word != "progressive" && !refused:
			allowed = "interlaced"
		}
		s.f.measured = append(s.f.measured, measured{"codec", compliance.CodecCheckScanType, &compliance.Params{Allowed: []string{allowed}}, m[0]})
		return
	}
}

// constantRateRe asks for a constant frame rate: "29.97 fps, constant",
// "a constant 23.976 or 29.97 fps", "constant frame rate", "CFR", or
// refuses a variable one: "no mixed or variable frame rate", "variable
// frame rate is not accepted", "neither is variable frame rate".
var constantRateRe = lazyRe(`(?i)\b(?:fps|frame\s*rates?|i/s|images per second)\b[^.;]{0,16}?,?\s*constant\b|\bconstant\s+(?:\d|frame\s*rates?\b|cadence\b)|\bCFR\b|\b(?:no|not|neither|never|nor)\b[^.;]{0,24}?\b(?:variable|mixed)\s+(?:frame\s*rates?|fps)\b|\b(?:variable|mixed)\s+frame\s*rates?\b[^.;]{0,30}?\b(?:not\s+(?:accepted|allowed|permitted|supported)|rejected|refused)\b`)

// scanConstantRate reads that the frame rate must be constant (frameRate,
// check constantFrameRate): a rule beside the allowed rates.
func scanConstantRate(s *familyScan) {
	if m := constantRateRe().FindStringIndex(s.text); m != nil {
		s.f.measured = append(s.f.measured, measured{"frameRate", compliance.FrameRateCheckConstant, &compliance.Params{Allowed: []string{"constant"}}, m[0]})
	}
}
