package brd

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// candidate is one requirement sentence or table row before classification.
type candidate struct {
	text       string // what is classified (may include a lead-in)
	quote      string // verbatim source text
	page       int
	severity   compliance.Severity
	sevWord    string
	leadIn     string
	labelField string // field named by a table row's first cell
	valueCell  string // a table row's first value cell

	// Context, set by addCandidate.
	headings    []string // the heading path
	part        string   // the top-level heading (see draft.part)
	tableHeader string   // a table row's header, cells joined by " | "
	legend      string   // the legend entry that set the severity
	// sizes scopes the candidate to these sizes (a per-size limit).
	sizes []string
	// preset holds parameters already combined from several cells (a row
	// of placement columns); classification takes them as they are.
	preset *compliance.Params
	// column is a rule already built from a specification table's column
	// (see columnRules); classification passes it through.
	column *compliance.Rule
	// typeSize: the candidate is a clause of a sentence of type sizes
	// (splitTypeSizes), so its bare px value is a type size too.
	typeSize bool
	// sentence is the whole sentence when the text is one clause of it
	// ("…, with an initial load of no more than 200 kB and a total size
	// of no more than 1.5 MB"): its other words say what the clause is of.
	sentence string
	// prevInBlock is the sentence before this one in its paragraph or
	// list item: "All other sizes stay at 150 KB" continues its measure.
	prevInBlock string
	// trigger: the quote says what gets a creative rejected (see
	// outcomeTable); the text is the requirement it breaks.
	trigger bool
	// rowSizes: the sizes are those of the matrix row whose note cell the
	// text is (see noteCells); a statement without values takes them too.
	rowSizes bool
	// columnHeader is the header of the table column the value was read
	// from, when the row's label is the text classified (see
	// characterColumns): it may name the value's market or language.
	columnHeader string
	// marketCell: the value is one market's cell of a matrix of market
	// columns (see marketColumns), so the column's market scopes any rule
	// read from it, a statement without values too.
	marketCell bool
	// variant tells apart column rules with equal values that are not
	// restatements (one table row's size beside another row's; see
	// draft.variant).
	variant string
}

// addCandidate records c with its context (stage 2).
func (x *extractor) addCandidate(c candidate) {
	if c.column == nil && c.preset == nil {
		c.text = withoutOldValues(x.abbrevs.expand(c.text))
		if text := x.refs.expand(c.text); text != c.text {
			c.text = text
			if len(c.sizes) == 0 {
				// "Every Mobile Unit (a unit of 320 x 50 or 300 x 50)
				// shall be a Lightweight Unit (initial load ≤ 80 KB)": the
				// subject's sizes scope the limit.
				c.sizes = subjectSizes(text)
			}
		}
	}
	if x.rowLabel != "" && c.quote != "" && !strings.HasPrefix(c.quote, x.rowLabel) {
		c.quote = x.rowLabel + " | " + c.quote
	}
	if x.rowScope != "" && c.quote != "" {
		c.quote = x.rowScope + " | " + c.quote
	}
	if x.rowAppliesTo != "" && c.quote != "" {
		c.quote += " | " + x.rowAppliesTo
	}
	if strings.HasPrefix(c.sevWord, keepWord) && !x.modalWriter {
		// A target ("keep each file under 100 MB") in notes that state no
		// requirement with "must" or "shall": the imperative is their
		// requirement (writesModals).
		c.severity, c.sevWord = compliance.SeverityCritical, "keep (an imperative, in a document without modal verbs)"
	}
	c.headings = x.headings()
	c.part = x.part()
	if n := len(c.headings); n > 0 && len(c.sizes) == 0 && c.column == nil && c.preset == nil {
		// A card or section headed by nothing but its size ("300 × 250"
		// over "Initial load: 150 KB"): its weights and lengths are that
		// size's, as a sentence's "for the 300x250" would make them.
		c.sizes = headingSizes(c.headings[n-1], c.text)
	}
	x.cands = append(x.cands, c)
}

// changedFromRe is a value a change left behind: "raised from 150 KB to
// 200 KB", "cap lowered from 1 MB to 600 KB", "changed from 3–60 s to
// 3–90 s". The value after "to" is the requirement; the one after "from"
// no longer is (read as the limit, "raised from 100 KB" would fail the
// files the new limit allows).
var changedFromRe = lazyRe(`(?i)\b((?:changed|raised|lowered|reduced|increased|cut|moved|updated|tightened|relaxed|dropped|bumped|brought)(?:\s+(?:up|down|back))?)\s+from\s+[^.;,()]{1,25}?\s+to\s+([\d:.])`)

// withoutOldValues drops the old value of a change from a text, keeping
// the new one ("raised to 200 KB").
func withoutOldValues(text string) string {
	return changedFromRe().ReplaceAllString(text, "$1 to $2")
}

// draft is a rule before IDs are assigned and duplicates merged.
type draft struct {
	rule  compliance.Rule
	pages []int
	// synthetic rules combine a table column; their quote is not a sentence
	// of the BRD, so a sentence that says the same wins on merge.
	synthetic bool
	// variant tells apart rules of one field from one sentence that are
	// not restatements of each other ("9 px body / 7 px ISI": two
	// minimums); "" for the first, which keeps the sentence's ID.
	variant string
	// part is the document's top-level heading the rule was read under;
	// equal values in different parts ("1080x1920" for Meta and again for
	// TikTok) are separate rules.
	part string
	// path is the heading path the rule was read under: equal values
	// under two sub-headings of one part ("4.2 Meta", "4.3 Pinterest")
	// are two rules too (see restates).
	path string
	// tableRow: read from a table's row, which often restates a
	// sentence of another sub-heading in a summary.
	tableRow bool
}

// techOrder lists the technical parameter families found in text that make
// a rule of their own. A format list counts only when the sentence talks
// about formats, lists several, or nothing else was found ("HTML5 banners
// must not exceed 150 KB" is a file-size rule, not a format rule; "MP4 or
// MOV with H.264" states formats and a codec).
func techOrder(f families, text string) []string {
	return techOrderScores(f, fieldScores(text), text)
}

// html5Delivered says HTML5 units are delivered as a zip ("HTML5 units
// shall be delivered as one ZIP file", "HTML5 units: supplied as a ZIP",
// "… as a zipped package"), also in a bracket or a phrase after the word
// ("HTML5 (delivered as ZIP)", "HTML5 in a ZIP"; a bare "HTML5 (ZIP)" is
// left naming both, as documents use it either way).
var html5Delivered = lazyRe(`(?i)\bhtml ?5\s*(?:\(\s*(?:delivered|supplied|packaged)\s+(?:as|in)\s+(?:an?\s+)?zip(?:ped)?\s*\)|(?:delivered\s+|supplied\s+|packaged\s+)?in\s+an?\s+zip\b)|\bhtml ?5 (?:[a-z]+ )?(?:units?|banners?|creatives?|ads?|files?)\b(?:[^.;]{0,30}?\b(?:delivered|supplied|submitted|provided|packaged|uploaded)\s+(?:as|in)\s+(?:(?:a|an|one|single)\s+){0,2}|\s*:\s*(?:as\s+)?(?:(?:a|an|one|single)\s+)?|\s+(?:shall|must|should|will)\s+be\s+(?:(?:a|an|one|single)\s+)?)(?:zip|zipped)\b`)

// fontsEmbedded requires a file's fonts to be embedded.
var fontsEmbedded = lazyRe(`(?i)\b(?:all |the )?fonts?\s+(?:(?:must|shall|should)\s+be\s+|are\s+)?(?:fully\s+)?embedded\b|\bembed(?:ded)?\s+(?:all\s+)?(?:the\s+)?fonts\b`)

// requiredWording is copy a piece must carry word for word, required with
// a plain modal; a negated verb ("must not contain the words “Sponsored
// by”") is a rule about wording the piece may not use, not this.
var requiredWording = lazyRe(`(?i)\b(?:must|shall|should|will|has to|have to|needs? to|are to|is to)\s+(?:also\s+|always\s+)?(?:include|show|carry|display|state|say|read|end with|begin with|start with|close with|open with)\b[^.;"“„«]{0,80}["“„«]([^"”»]{4,})["”»]`)

// listsStatements lists what a unit must carry ("must contain A, B and
// C", "show the logo and the text "See ISI""), or names the statements
// together as the subject that must appear ("The indication and the boxed
// warning shall appear on every asset").
var listsStatements = lazyRe(`(?i)\b(?:contain|include|carry|show|present|display)s?\b[^.;]*\band\b|` +
	`\band\b[^.;]*\b(?:must|shall|should|have to|are to)\s+(?:both\s+|always\s+|each\s+)?(?:appear|be\s+(?:shown|displayed|included|present|visible|carried|given))\b`)

// containerWithCodec names a container with its codec ("MP4 (H.264)"):
// the container is stated as a value, not as the kind of unit.
var containerWithCodec = lazyRe(`(?i)\b(?:mp4|mov|mxf|webm|m4v)\s*\(\s*(?:h\.?\s?26[45]|avc|hevc|prores|vp[89]|av1)\b`)

// formatStatedAsValue reports whether a format in text is one of the
// values it lists rather than the kind of unit it is about: alone in its
// clause after a label or beside other values ("Thumbnail: JPG, 200 × 150
// px", "1920x1080, MP4 H.264, 29.97 fps", "one JPG, 2400×1200 px") or
// after a word that introduces a value ("files will be H.264 MP4 at
// 1920x1080", "Supply a PDF/X-4 file"). "HTML5 units may not exceed 150
// KB" and "HTML5: 150 KB" name the kind, and "for MP4" the scope.
func formatStatedAsValue(text string) bool {
	lower := asciiLower(text)
	for _, m := range formatRe().FindAllStringIndex(lower, -1) {
		if negatedAt(text, m[0], m[1]) || fileNameExtension(text, m[0]) {
			continue
		}
		start := clauseStart(lower, m[0])
		end := len(lower)
		if i := strings.IndexAny(lower[m[1]:], ",;:|()"); i >= 0 {
			end = m[1] + i
		}
		if end < len(lower) && lower[end] == ':' {
			continue // a label ("HTML5: 150 KB")
		}
		before := codecRe().ReplaceAllString(lower[start:m[0]], " ")
		after := lower[m[1]:end]
		if words := strings.Fields(after); valueVerb().MatchString(strings.Join(words[:min(3, len(words))], " ")) {
			continue // the format is the subject ("HTML5 units may not exceed…")
		}
		if !valueLeadIn().MatchString(before) {
			continue
		}
		if first := strings.Fields(after); len(first) > 0 && assetNoun().MatchString(first[0]) {
			continue // "HTML5 units", "JPG backups": the kind of unit
		}
		if joinedNoun().MatchString(after) {
			continue // "(HTML and images)": one of the things a limit counts
		}
		return true
	}
	return false
}

// clauseStart is where the clause holding text[at] begins: after the last
// comma, semicolon, colon, bar, parenthesis or full stop before it (a point
// inside "H.264" or "29.97" ends nothing).
func clauseStart(text string, at int) int {
	for i := at - 1; i >= 0; i-- {
		switch text[i] {
		case ',', ';', ':', '|', '(':
			return i + 1
		case '.':
			if i+1 < len(text) && text[i+1] == ' ' {
				return i + 1
			}
		}
	}
	return 0
}

var (
	// valueLeadIn is what may stand before a format stated as a value in
	// its clause: nothing, an article or count, or a verb that introduces
	// the value ("be", "as", "supply a").
	valueLeadIn = lazyRe(`^\s*(?:(?:\S+\s+)*(?:be|as|into|is|are|supply|deliver|send|provide|submit|upload|export|use)\s+)?(?:(?:one|a|an|single|static|only|either|both|all)\s+)*$`)
	// valueVerb is a verb or modal after a format, which makes it the
	// clause's subject.
	valueVerb = lazyRe(`\b(?:must|shall|should|may|can|cannot|will|are|is|need|needs|have|has|weigh|weighs|exceed|exceeds|run|runs|loop|loops|play|plays)\b`)
	// joinedNoun joins a word that is no format to the format ("HTML and
	// images").
	joinedNoun = lazyRe(`^\s*(?:and|&|plus)\s+(?:its\s+|the\s+|their\s+)?(?:images?|assets?|css|js|javascript|fonts?|scripts?|copy|text|videos?|audio)\b`)
	// assetNoun names a kind of unit after a format used as its adjective.
	assetNoun = lazyRe(`^(?:units?|banners?|ads?|creatives?|backups?|assets?|versions?|spots?|builds?|placements?|formats?)$`)
)

// audioCodecStated names AAC as the audio's codec ("stereo AAC audio at
// 48 kHz", "Audio: AAC, 192 kbps"): a codec rule beside the audio's other
// values, though no codec keyword names the field.
var audioCodecStated = lazyRe(`(?i)\baudio\b[^.;|]{0,40}\baac\b|\baac\b[^.;|]{0,40}\baudio\b|\bl?pcm\b`)

// techOrderScores is techOrder with the text's keyword scores computed.
func techOrderScores(f families, scores map[string]int, text string) []string {
	var tech []string
	for _, fld := range f.order {
		if technicalFields[fld] {
			tech = append(tech, fld)
		}
	}
	if len(tech) > 1 && contains(tech, "format") && scores["format"] == 0 && len(f.byField["format"].Allowed) < 2 && !containerWithCodec().MatchString(text) && !formatStatedAsValue(text) {
		tech = remove(tech, "format")
	}
	if len(tech) > 1 && contains(tech, "codec") && scores["codec"] == 0 && !audioCodecStated().MatchString(text) {
		tech = remove(tech, "codec")
	}
	return tech
}

// valuedTech are the fields of tech whose family read a value.
func valuedTech(f families, tech []string) []string {
	var out []string
	for _, fld := range tech {
		if cleanParams(f.byField[fld]) != nil {
			out = append(out, fld)
		}
	}
	return out
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func remove(s []string, v string) []string {
	out := s[:0:0]
	for _, x := range s {
		if x != v {
			out = append(out, x)
		}
	}
	return out
}

var (
	hcpRe = lazyRe(`(?i)\b(?:hcps?|health ?care professionals?|physicians?|prescribers?)\b`)
	dtcRe = lazyRe(`(?i)\b(?:dtc|consumers?|patients? and caregivers|direct[- ]to[- ]consumer)\b`)
)

// mentioned reports whether re matches text somewhere it is not negated.
func mentioned(text string, re *filteredRe) bool {
	for _, m := range re.FindAllStringIndex(text, -1) {
		if !negatedAt(text, m[0], m[1]) {
			return true
		}
	}
	return false
}

// countsFilesInZip reports whether the sentence counts the files of a zip
// and names no format but the zip ("Files in zip ≤ 20").
func countsFilesInZip(f families) bool {
	p := f.byField["format"]
	if p == nil || !slices.Equal(p.Allowed, []string{"ZIP"}) {
		return false
	}
	return slices.ContainsFunc(f.measured, func(m measured) bool { return m.check == compliance.MetaCheckFileCount })
}

// minEvidence is the keyword score a rule without parameters needs.
const minEvidence = 2

// animationClause is an animation's length written as a clause of its
// own ("anim 15s max", "Animation: 15 seconds", "animation length 30 s").
var animationClause = lazyRe(`(?i)\banim(?:ation|ated|\.)?(?:\s+(?:length|duration|time|runs?|stops after|ends after))?\s*:?\s*(?:max(?:imum)?\.?\s+|up to\s+|≤\s*)?\d+(?:\.\d+)?\s*(?:s|secs?|seconds)\b`)

// addDrafts classifies a candidate into zero or more draft rules and
// returns how many it added.
// partFileRe names a part of the creative often supplied as a file of its
// own whose brand words ("logo", "end card") would otherwise make its
// specification a brand rule.
var partFileRe = lazyRe(`(?i)\blogos?\b|\bend[- ]?(?:cards?|slates?|frames?|boards?)\b`)

func (x *extractor) addDrafts(c candidate) int {
	if c.column != nil {
		x.drafts = append(x.drafts, draft{rule: *c.column, pages: []int{c.page}, synthetic: true, part: c.part, variant: c.variant})
		return 1
	}
	fams := scanFamilies(c.text)
	if c.preset != nil && c.labelField != "" {
		fams.byField = map[string]*compliance.Params{c.labelField: c.preset}
		fams.order, fams.measured, fams.extra = []string{c.labelField}, nil, nil
	}
	scores, first := fieldScoresAt(c.text)
	primary := c.labelField
	if primary == "" {
		primary = classifyScores(scores, first)
	}
	if primary == "" {
		for _, f := range []string{"naming", "contrast", "fdaFilingNumber"} {
			if fams.byField[f] != nil {
				primary = f
			}
		}
	}
	if primary == "" && len(fams.byField) == 0 && len(fams.measured) == 0 && fams.extra == nil && creativeConductSubject().MatchString(c.quote) && !placementOrProcess().MatchString(c.quote) {
		// "Callouts must not repeat text from the headlines", "Health
		// creatives must not show game characters", "Icons should have a
		// transparent background": what a creative element must or must
		// not be or show, in words no field names, is the creative's
		// guideline. Where it may run, who it targets and how it is
		// cleared are placement conditions and process, not its content.
		primary = "brandGuidelines"
		scores[primary] = max(scores[primary], minEvidence)
	}
	if (primary == "" || primary == "dimensions") && fams.extra != nil && fams.extra.Unit == "px" && fams.byField["dimensions"] == nil && typeHeightWords().MatchString(c.text) {
		// "Use a cap height of no less than 24 px", "a minimum type
		// height of 36 px": the height of type is a type size.
		primary = "typography"
	}
	if primary == "" && fams.extra != nil && (fams.extra.Unit == "pt" || fams.extra.Unit == "px") && len(fams.byField) == 0 && (c.typeSize || textSize().MatchString(c.text)) {
		// "Text should be at least 9 pt in print": a type size.
		primary = "typography"
	}
	if textStatementFields[primary] && fams.byField[primary] == nil && len(fams.byField) == 0 && len(fontNames(c.text)) > 0 && !presenceVerb().MatchString(c.text) {
		// "Pref. Arial/Helvetica for ISI": the typefaces of a statement.
		primary = "typography"
	}
	if primary == "accessibility" && len(fams.byField) == 0 && (len(fontNames(c.text)) > 0 || typefaceWords().MatchString(c.text)) {
		// "Open captions must use a sans-serif", "subtitles in Arial":
		// the typeface of captions is their typography.
		primary = "typography"
	}
	if textStatementFields[primary] && fams.byField[primary] == nil && len(fams.byField) == 0 && typeSizeOf(fams, c.text) &&
		(textSize().MatchString(c.text) || typeSizeWords().MatchString(c.text) || c.typeSize) && !presenceVerb().MatchString(c.text) ||
		primary == "accessibility" && fams.byField[primary] == nil && len(fams.byField) == 0 && typeSizeOf(fams, c.text) &&
			(fams.extra.Unit == "pt" || typeHeightWords().MatchString(c.text) || typeSizeWords().MatchString(c.text) || tallWords().MatchString(c.text)) {
		// (Captions and subtitles are a text too: "Open caption text is at
		// least 42 px high", "subtitles in the brand font at 28 pt or
		// larger" size their type.)
		// "ISI copy must never be smaller than 8 px", "the prescribing
		// information should be set at 7 pt or larger": the size of the
		// statement's type, a typography rule ("The brief summary must
		// follow the ad … and not be reduced below 6 pt" stays the
		// statement's own rule, and so does one that says where the
		// statement must appear: "The ISI must appear below the call to
		// action in at least 10 px type").
		primary = "typography"
	}
	if fams.byField["naming"] != nil && placeholderTemplate().MatchString(c.text) && !technicalFields[c.labelField] {
		// "Format: VLT_[Unit]_[Dims]_[Ver].ext": a template with
		// placeholders is a naming rule whatever its label says.
		primary = "naming"
	}
	if code := fams.byField["fdaFilingNumber"]; code != nil && code.Pattern != "" && scores["fdaFilingNumber"] > 0 &&
		primary != "fdaFilingNumber" && !technicalFields[primary] && fams.byField[primary] == nil {
		// "PI link on final frame: Job code CLV-####-UK on every asset": the
		// code template is the value the line gives; the other field is
		// only named.
		primary = "fdaFilingNumber"
	}
	tech := dropConditions(techOrderScores(fams, scores, c.text), c.text)
	if len(fams.measured) > 0 && (scores["format"] == 0 && !formatStatedAsValue(c.text) || countsFilesInZip(fams)) {
		// "Max. files in the zip: 10": the zip is where files are counted.
		tech = remove(tech, "format")
	}
	if primary == "customerType" && strings.ContainsAny(c.text, "\"“") && !mentioned(stripQuoted(c.text), hcpRe()) && !mentioned(stripQuoted(c.text), dtcRe()) {
		// "Every piece must say “For US healthcare professionals only”":
		// the audience is quoted copy the piece carries, a mandatory line
		// (the quoted copy is the evidence).
		primary = "disclaimers"
		scores["disclaimers"] = max(scores["disclaimers"], minEvidence)
	}
	if primary == "customerType" && c.labelField == "" && !audienceStatement().MatchString(c.text) {
		// "Do not address the patient or imply the prescriber's choice is
		// wrong", "at least 5 and no more than 20 HCPs": the audience word
		// is the object of other words; nothing says whom the piece is
		// for, so it is no customer-type rule.
		primary = classifyScores(withoutField(scores, "customerType"), withoutField(first, "customerType"))
	}
	if primary == "fdaFilingNumber" && fams.byField[primary] == nil && strings.ContainsAny(c.text, "\"“") && fieldScores(stripQuoted(c.text))[primary] == 0 {
		// "Materials must never describe the device as “FDA approved”":
		// the agency is named only in the wording the pieces may or may
		// not use; the rule is about that wording (a claim), not a filing
		// or approval code.
		if next := classifyScores(withoutField(scores, "fdaFilingNumber"), withoutField(first, "fdaFilingNumber")); next != "" {
			primary = next
		} else {
			primary = "brandGuidelines"
			scores[primary] = max(scores[primary], scores["fdaFilingNumber"])
		}
	}
	if primary == "customerType" && (consumerScope().MatchString(c.text) || professionalScope().MatchString(c.text)) {
		// "Every consumer-facing unit must carry the safety information":
		// the audience scopes a rule of another field.
		if next := classifyScores(withoutField(scores, "customerType"), withoutField(first, "customerType")); next != "" {
			primary = next
		} else if len(tech) == 0 && audienceAssets().MatchString(c.text) && !audienceOnly().MatchString(c.text) {
			// "DTC assets must not show …": the audience names which
			// pieces; what they must not show is the brand's content rule.
			primary = "brandGuidelines"
		}
	}
	if (primary == "" || primary == "customerType" || primary == "brandGuidelines" && fams.byField[primary] == nil && scores[primary] < 3) && len(tech) == 0 &&
		audienceAssets().MatchString(c.text) && !audienceOnly().MatchString(c.text) &&
		(statementWords().MatchString(stripQuoted(c.text)) || strings.ContainsAny(c.text, "\"“")) {
		// "Patient pieces must say that …", "consumer assets shall
		// include the statement “…”": what the pieces of one audience
		// must say is a mandatory statement, scoped to that audience.
		primary = "disclaimers"
		scores["disclaimers"] = max(scores["disclaimers"], minEvidence)
	}
	if subjectFields[primary] && fams.byField[primary] == nil && fams.extra == nil && (slices.Equal(tech, []string{"fileSize"}) || slices.Equal(remove(tech, "format"), []string{"fileSize"})) {
		// "Prescribing Information PDF: 5 MB maximum", "the logo file may
		// not exceed 40 KB": a file weight is no statement's or picture's
		// value; it is the weight of the file the words name.
		primary = "fileSize"
	} else if subjectFields[primary] && scores[primary] < 3 && fams.byField[primary] == nil && fams.extra == nil && slices.Equal(tech, []string{"format"}) && formatStatedAsValue(c.text) {
		// "Artwork file: PDF/X-1a, all colours CMYK": the format is the
		// value the line gives; the colours are only named.
		primary = "format"
	}
	if primary == "metadata" && c.labelField == "" && onlyLinkWords(c.text, scores[primary]) {
		if next := classifyScores(withoutField(scores, "metadata"), withoutField(first, "metadata")); textStatementFields[next] && next != "disclaimers" {
			// "their final URL must lead to a page with the full
			// Important Safety Information": the link carries a
			// statement, and the rule is the statement's. (A privacy
			// policy URL is still a link.)
			primary = next
		}
	}
	if primary == "metadata" && c.labelField == "" && len(tech) > 0 && fams.byField[primary] == nil && fams.extra == nil && onlyLinkWords(c.text, scores[primary]) {
		// "Companion image: 640x640 JPG or PNG, under 200 KB, HTTPS
		// landing page only": where a click goes takes none of the
		// image's values; they are rules of their own fields.
		primary = ""
	}
	if primary == "brandGuidelines" && c.labelField == "" && fams.byField[primary] == nil && len(tech) > 0 && partFileRe().MatchString(c.text) &&
		(fams.byField["format"] != nil && formatStatedAsValue(c.text) || fams.byField["fileSize"] != nil) {
		// "End card: 1920 × 1080 PNG, under 500 KB", "Logo: PNG or SVG,
		// 400 × 400 px": the specification of a part's file (the review
		// scopes each rule to the part). "The logo must be at least 60 px
		// wide" without a file format or weight stays the brand's rule.
		primary = tech[0]
	}
	headings := c.headings
	channel := Channel(c.text, headings)

	type out struct {
		field  string
		params *compliance.Params
		pos    int // where a measured quantity was read, or 0
		// variant tells apart rules of one field read from one sentence
		// (see draft.variant).
		variant string
	}
	var outs []out
	switch {
	case primary != "" && (subjectFields[primary] || (!technicalFields[primary] && len(tech) == 0)):
		// Own family, then a measure (pt, px, %), then the one technical
		// family of the sentence (a bare format list only with format words).
		p := fams.byField[primary]
		if p == nil && fams.extra != nil {
			p = fams.extra
		}
		animation := false // the sentence's one length is an animation's
		if p == nil && len(tech) == 1 && (tech[0] != "format" || scores["format"] > 0) {
			if animation = tech[0] == "duration" && textStatementFields[primary] && animationClause().MatchString(c.text); !animation {
				p = fams.byField[tech[0]]
			}
		}
		if p == nil && primary == "accessibility" {
			p = captionFormats(fams)
		}
		if p == nil && primary == "customerType" {
			var allowed []string
			if mentioned(c.text, hcpRe()) {
				allowed = append(allowed, "HCP")
			}
			if mentioned(c.text, dtcRe()) {
				allowed = append(allowed, "DTC")
			}
			if len(allowed) == 2 {
				allowed = withoutBarredAudience(c.text, allowed)
			}
			if len(allowed) > 0 {
				p = &compliance.Params{Allowed: allowed}
			}
		}
		outs = append(outs, out{primary, p, 0, ""})
		if animation {
			// "anim 15s max, 3 loops max, must end on the end frame with
			// the ISI visible": the statement's rule has no length of its
			// own; the animation's length is a rule of its own.
			outs = append(outs, out{"duration", fams.byField["duration"], 0, ""})
		}
		if fileSpec := valuedTech(fams, tech); (c.labelField == "" || subjectFields[c.labelField]) && fams.byField[primary] == nil && len(fileSpec) >= 2 &&
			(!textStatementFields[primary] || namesPart(c.text)) {
			// "each companion must be a static 300 × 250 or 728 × 90
			// image (JPG, PNG or GIF) of no more than 150 KB", "Brand logo:
			// 400 × 400 px, PNG or JPG, up to 1 MB": the words name a
			// statement, a tag or a part, and the values of several kinds
			// are its file's specification (the review scopes them to the
			// part they name). A statement shown inside the creative ("the
			// ISI panel must be at least 300x250") gives the size of its
			// own region, not of the creative's file, unless a part that is
			// a file of its own is named.
			for _, f := range fileSpec {
				outs = append(outs, out{f, fams.byField[f], 0, ""})
			}
		}
		if (textStatementFields[primary] || primary == "brandGuidelines") && c.labelField == "" {
			// "The footer must contain the PI link, the adverse event
			// reporting statement and the unsubscribe link": statements
			// of two fields, a rule for each.
			for _, f := range compliance.FieldTypes {
				if f != primary && textStatementFields[f] && scores[f] >= 4 && listsStatements().MatchString(c.text) {
					outs = append(outs, out{f, nil, 0, ""})
				}
			}
		}
	case len(tech) > 0 && c.labelField != "" && technicalFields[primary]:
		// A table row states the property its label names, nothing else
		// ("Minimum bitrate | 15 Mbps | H.264 only" is not a codec rule),
		// except other measures in its value cell ("1920x1080 (16:9)") and
		// a container's codecs ("Container | MP4 (H.264) / MOV (ProRes)").
		outs = append(outs, out{primary, fams.byField[primary], 0, ""})
		if c.valueCell != "" {
			vf := scanFamilies(c.valueCell)
			for _, f := range techOrder(vf, c.valueCell) {
				if f != primary && (f == "aspectRatio" || f == "dimensions" || f == "frameRate" || f == "duration" ||
					f == "codec" && primary == "format") {
					outs = append(outs, out{f, vf.byField[f], 0, ""})
				}
			}
		}
	case len(tech) > 0:
		if technicalFields[primary] && contains(tech, primary) {
			// The named field first (a table row's label).
			tech = append([]string{primary}, remove(tech, primary)...)
		}
		for _, f := range tech {
			outs = append(outs, out{f, fams.byField[f], 0, ""})
		}
	case primary != "":
		var p *compliance.Params
		if !technicalFields[primary] {
			p = fams.extra
		}
		outs = append(outs, out{primary, p, 0, ""})
	}
	if cp := fams.byField["contrast"]; cleanParams(cp) != nil && !slices.ContainsFunc(outs, func(o out) bool { return o.field == "contrast" }) {
		// "Brand colours shall match the brand book; contrast of text
		// shall be at least 4.5:1", "web fonts subset and inlined, text
		// contrast at least 4.5:1": the ratio is a contrast rule beside
		// the field the other words name (scanContrast reads a ratio only
		// where the text says contrast).
		outs = slices.DeleteFunc(outs, func(o out) bool {
			return o.field == "brandGuidelines" && cleanParams(o.params) == nil && brandColourContrast().MatchString(c.text)
		})
		outs = append(outs, out{"contrast", cp, 0, ""})
	}
	// Quantities with a measurement of their own (loops, file count,
	// loudness, character counts…) are rules of their own; one replaces a
	// rule of its field that found no value ("may loop up to 3 times").
	// Counts of things are read here only, so that no stage before reads
	// a count as a value of its table or sentence.
	if counts := itemCounts(c.text); len(counts) > 0 && (c.preset == nil || c.labelField == "") {
		fams.measured = append(fams.measured, counts...)
		if c.sevWord == "specification line" || countBoundWords[strings.ToLower(c.sevWord)] {
			// "Eight modules or fewer between header and ISI": in a
			// line without a verb of its own the count is what it
			// requires; a statement it names only places the things.
			outs = slices.DeleteFunc(outs, func(o out) bool { return textStatementFields[o.field] && cleanParams(o.params) == nil })
		}
	}
	for _, m := range fams.measured {
		outs = slices.DeleteFunc(outs, func(o out) bool {
			// "Headline length: 40 characters": the length of a text is
			// its character count, not a duration.
			// A safe area is where the text a sentence names must sit
			// ("All supers must sit inside the title-safe area").
			return (o.field == m.field || m.field == "characterCount" && o.field == "duration" ||
				m.check == compliance.BrandCheckSafeArea && subjectFields[o.field]) && cleanParams(o.params) == nil
		})
		p := *m.params
		p.Check = m.check
		variant := ""
		// "Up to 200 characters; headlines of 70 or fewer are
		// recommended": a second count of one sentence is a rule of its
		// own, not a restatement (a character count's piece of copy may
		// still come from the heading, so any two counts are told apart).
		if slices.ContainsFunc(outs, func(o out) bool {
			return o.field == m.field && o.pos > 0 && (o.params.Check == m.check || m.field == "characterCount")
		}) || m.field == "contrast" {
			// (A second contrast ratio is another text's floor.)
			variant = "at" + strconv.Itoa(m.pos)
		}
		outs = append(outs, out{m.field, &p, m.pos + 1, variant})
	}
	if len(outs) == 1 && outs[0].field == "typography" && (c.labelField == "" || c.labelField == "typography") {
		if sizes := typeSizesIn(c.text); len(sizes) > 1 {
			// "Min. font 9px body / 7px ISI": a minimum for each kind of
			// text, each its own rule with the severity of its clause.
			outs = outs[:0]
			for i, ts := range sizes {
				variant := ""
				if i > 0 {
					variant = strconv.FormatFloat(ts.value, 'f', -1, 64) + ts.unit
				}
				outs = append(outs, out{field: "typography", params: &compliance.Params{Min: &ts.value, Unit: ts.unit}, pos: ts.pos + 1, variant: variant})
			}
		}
	}
	if len(outs) > 0 && !slices.ContainsFunc(outs, func(o out) bool { return o.field == "typography" }) && fontsEmbedded().MatchString(c.text) {
		// "PDF file of 10 MB or less, with all fonts embedded": the
		// fonts are a requirement of their own beside the file's values.
		outs = append(outs, out{"typography", nil, 0, ""})
	}
	if len(c.sizes) > 0 && c.labelField != "dimensions" {
		// "First load no more than 100k for the mobile 320x50": the size
		// scopes the limit; it is no dimensions rule of its own.
		outs = slices.DeleteFunc(outs, func(o out) bool {
			return o.field == "dimensions" && o.params != nil && slices.Equal(o.params.Allowed, c.sizes)
		})
	}
	if i := slices.IndexFunc(outs, func(o out) bool { return o.field == "format" && o.params != nil }); i >= 0 {
		if unit, backup := splitBackupFormats(c.text, outs[i].params); backup != nil {
			// "HTML5 with a static JPG or PNG backup": the unit's format
			// and its backup image's are two rules (the review scopes the
			// second to the backup), not one list admitting a JPG unit.
			outs[i].params = unit
			outs = append(outs, out{"format", backup, 0, "backup"})
		}
	}
	if i := slices.IndexFunc(outs, func(o out) bool { return o.field == "format" && o.params != nil && len(o.params.Parts) == 0 }); i >= 0 {
		if rest, part := splitPartClause(c.text, outs[i].params); part != nil {
			// "Images shall be WebP or JPG; PNG only for the logo": the
			// logo's format and the other images' are two rules, not one
			// list admitting a PNG image or a WebP logo.
			outs[i].params = rest
			outs = append(outs, out{"format", part, 0, part.Parts[0]})
		}
	}
	if c.trigger && slices.ContainsFunc(outs, func(o out) bool {
		return o.field != "format" && technicalFields[o.field] && cleanParams(o.params) != nil
	}) {
		// "A JPG, PNG or GIF file larger than 200 KB" gets a creative
		// rejected: the formats say which files the limit is for; they
		// are not the only ones allowed.
		outs = slices.DeleteFunc(outs, func(o out) bool { return o.field == "format" })
	}
	if m := requiredWording().FindStringSubmatch(c.text); m != nil && c.labelField == "" && len(outs) > 0 &&
		!slices.ContainsFunc(outs, func(o out) bool { return textStatementFields[o.field] }) {
		// "Every ad must show the product name, the active ingredient
		// and the words “Always read the label”": beside what else the
		// sentence requires, the quoted copy is a statement the piece
		// carries; what it says names its field (a pointer to the safety
		// information is the safety information's), else it is a
		// mandatory statement.
		field := ClassifyField(m[1])
		if !textStatementFields[field] {
			field = "disclaimers"
		}
		outs = append(outs, out{field, nil, 0, "wording"})
	}
	// stated: the candidate reads as a requirement, but no value and no
	// field's keywords say what it is about (stated.go).
	stated := false
	if len(outs) == 1 && cleanParams(outs[0].params) == nil && c.labelField == "" && scores[outs[0].field] < minEvidence &&
		!(outs[0].field == "typography" && len(fontNames(c.text)) > 0) {
		// One weak keyword ("animation") and no value is not enough to
		// name the field; the requirement is still stated.
		if !statedRequirement(c) {
			return 0
		}
		outs[0].field, stated = statedField(outs[0].field, c.text), true
	}
	if len(outs) == 0 && len(fams.excluded) == 0 && statedRequirement(c) {
		outs = append(outs, out{statedField(classifyScores(scores, first), c.text), nil, 0, ""})
		stated = true
	}
	if len(fams.excluded) > 0 && !slices.ContainsFunc(outs, func(o out) bool { return cleanParams(o.params) != nil }) {
		// "23.976 fps is not accepted": the values leave the allowed sets
		// of the rules before it.
		x.exclusions = append(x.exclusions, exclusion{values: fams.excluded, part: c.part, upTo: len(x.drafts)})
		return 1
	}
	for _, o := range outs {
		p := cleanParams(o.params)
		field := o.field
		if p != nil && field != "dimensions" && p.HasPixelBounds() {
			// "the logo must be at least 300 px wide": a bound read as
			// pixels is another field's measure here (its px value is
			// the text's extra measure).
			p = cleanParams(fams.extra)
		}
		if p != nil && p.Check == "" {
			var check string
			field, check = measurementOf(field, c.text, c.sentence+" "+c.tableHeader)
			if check == "" && field == "fileSize" && !namesWholeFile().MatchString(c.text) && !namesPart(c.text) && !oneFileKind(c.text) {
				// "200 KB initial load for the half page. Other sizes stay
				// at 150 KB.", "Maximum initial load is 150 KB; the 300x600
				// may weigh up to 200 KB.": a bare weight right after a
				// measured one, in the same sentence or item, is of the
				// same measure.
				if _, prevCheck := measurementOf(field, clauseBefore(c.quote, c.sentence), ""); prevCheck == compliance.SizeCheckInitialLoad || prevCheck == compliance.SizeCheckSubload {
					// (A weight after a total is no part of it: "the email
					// in total 100 KB; individual images under 1 MB".)
					check = prevCheck
				} else if _, prevCheck := measurementOf(field, c.prevInBlock, ""); c.prevInBlock != "" && prevCheck != "" {
					check = prevCheck
				}
			}
			if check != "" {
				p.Check = check
			}
		}
		if p != nil && field == "characterCount" && p.Check == compliance.CopyCheckBody && o.pos > 0 && o.pos <= len(c.text) && !copyPartRe().MatchString(c.text[:o.pos-1]) {
			// A form's hint under its field ("Headline" / "Up to 200
			// characters"): the count is of the text the heading names.
			p.Check = headingCopyPart(c.headings)
		}
		if p != nil && violationLabel().MatchString(c.text) {
			invertViolation(p, c.text)
		}
		if p != nil && p.Unit == "s" && (field == "brandGuidelines" || textStatementFields[field]) && endCardRe().MatchString(withoutThenEndCard(c.text)) {
			// "The end card must be held for at least 3 seconds", "ISI end
			// card ≥ 5 s", "end slate held 5 seconds with the PI URL": the
			// seconds are the end card's length, whatever it carries.
			field = "endCardDuration"
		}
		if field == "endCardDuration" && p != nil && p.Min != nil && p.Max != nil && *p.Min == *p.Max && !finalSeconds().MatchString(c.text) {
			// "End card 5 s", "held 3 s": the least an end card is held.
			// ("The final 5 seconds show the end card" is its length.)
			p.Max, p.Allowed = nil, nil
		}
		if p != nil && field == "duration" && len(p.Allowed) == 1 &&
			(p.Check == "" && animationLength().MatchString(c.text) || p.Check == compliance.DurationCheckTotalAnimation) {
			// "Animation length (sec) | 30", "Anim. stops by :30": an
			// animation's length is a cap.
			if v, err := strconv.ParseFloat(p.Allowed[0], 64); err == nil && p.Max == nil {
				setMax(p, v)
			}
			p.Allowed, p.Min = nil, nil
		}
		if field == "format" && p != nil && slices.Contains(p.Allowed, "HTML5") && html5Delivered().MatchString(c.text) {
			// "HTML5 units shall be delivered as one ZIP file": HTML5
			// names the kind of unit; what it is delivered as is the
			// format.
			p.Allowed = slices.DeleteFunc(slices.Clone(p.Allowed), func(v string) bool { return v == "HTML5" })
			if !slices.Contains(p.Allowed, "ZIP") {
				p.Allowed = append(p.Allowed, "ZIP")
			}
		}
		if field == "typography" && (p == nil || len(p.Allowed) == 0 && p.Min == nil && p.Max == nil) {
			// "Pref. Arial/Helvetica for ISI", "use Arial or Verdana": the
			// typefaces a line names are the allowed ones.
			if fonts := fontNames(c.text); len(fonts) > 0 {
				if p == nil {
					p = &compliance.Params{}
				}
				p.Allowed = fonts
			}
		}
		if p != nil && p.Check == "" && (field == "fdaFilingNumber" || field == "naming" ||
			textStatementFields[field] && p.Unit != "" && !statementMeasureUnits[p.Unit] &&
				!(p.Unit == "pt" || p.Unit == "px" && textSize().MatchString(c.text))) {
			// "US.OST.##### (for example US.OST.26041)", "[Length]s": the
			// digits of a code or a template are no bound; and a statement's
			// only measures are how long it shows, how much of the unit it
			// fills, how fast it runs and the size of its type ("Every
			// consumer-facing Deliverable … shall present the ISI", beside
			// a 300 px unit, is no 300 px limit of the ISI).
			p.Min, p.Max, p.Unit = nil, nil, ""
			if field != "naming" {
				p.Allowed = nil
			}
			p = cleanParams(p)
		}
		if p == nil && (field == "typography" || field == "accessibility" || field == "brandGuidelines") && len(ExtractParams(c.text)) == 0 {
			// "Use no more than two web font families", "not more than 3
			// lines of body text": a count of something no family reads
			// is the rule's bound all the same (a person or the AI judges
			// it). A sentence with values of its own ("up to 60 sec,
			// captions on") has no such count.
			p = countBound(c.text)
		}
		if field == "typography" && p != nil && p.Unit == "s" && p.Check == "" && !textSizeValue().MatchString(c.text) {
			// "Every super must remain on screen for at least 3 seconds":
			// seconds of a text are how long it stays up, not a size. (A
			// sentence that also sizes the text, "…for 4 seconds, with text
			// at least 4% of the screen height", needs two rules; its size
			// is not read yet, so its one rule stays unmeasured.)
			p.Check = compliance.TypographyCheckOnScreen
		}
		if field == "typography" && p != nil && p.Min != nil && p.Max != nil && *p.Min == *p.Max && (p.Unit == "pt" || p.Unit == "px") && !typeCeiling().MatchString(c.text) {
			// "12 px is preferred": a type size is a floor, larger type
			// is never against it.
			p.Max = nil
		}
		if field == "bitrate" && p != nil && c.severity != compliance.SeverityCritical && len(p.Allowed) == 1 &&
			p.Min != nil && p.Max != nil && *p.Min == *p.Max {
			// "320 kbps should be used", "Video br. target 15 Mbps": a
			// bitrate advised is the least aimed at; a richer encode is
			// never against the advice.
			p.Allowed, p.Max = nil, nil
		}
		if p == nil && c.rowSizes && len(c.sizes) > 0 && stateFields[field] {
			// "ISI scroll box in unit" in a 160x600 row: a statement scoped
			// to its sizes.
			p = &compliance.Params{}
		}
		if p != nil && len(c.sizes) > 0 && field != "dimensions" {
			p.Sizes = slices.Clone(c.sizes)
		} else if p != nil && p.Unit == "px" && len(p.Sizes) == 0 {
			// "Text must be at least 36 px high at 1920 × 1080": a
			// measure in pixels holds for assets of the frame it is
			// stated for.
			p.Sizes = frameScope(c.text)
		}
		if field == "safetyInfo" && (p == nil || p.Min == nil && p.Max == nil && len(p.Allowed) == 0) {
			if v, ok := shareOfUnit(c.text); ok {
				// "a scrolling box taking at least 1/3 of the unit", "a
				// quarter of the banner's area".
				if p == nil {
					p = &compliance.Params{}
				}
				p.Unit = "%"
				setMin(p, v)
			}
		}
		if field == "safetyInfo" && p != nil && p.Unit == "%" && p.Check == "" && p.Min != nil {
			// "ISI in a scrolling box taking at least 1/3 of the unit", "the
			// ISI panel fills at least 30% of the unit's height": the share
			// of the unit its panel fills.
			p.Check = compliance.SafetyCheckBoxHeight
			if areaWord().MatchString(c.text) {
				p.Check = compliance.SafetyCheckBoxArea
			}
			if len(c.sizes) > 0 {
				p.Sizes = slices.Clone(c.sizes) // (read from the share, after the sizes were given)
			}
		}
		if textStatementFields[field] && p != nil && len(p.Allowed) > 0 && allSizes(p.Allowed) && sizedUnits().MatchString(c.text) {
			// "On 300x600 units the ISI must stay visible", "the 300 × 250
			// and 300 × 600 units shall include a scrolling ISI window":
			// the sizes say which units carry the statement; a statement
			// has no sizes of its own to allow.
			if len(p.Sizes) == 0 {
				p.Sizes = p.Allowed
			}
			p.Allowed = nil
			p = cleanScoped(p)
		}
		if field == "safetyInfo" || field == "fairBalance" || field == "indication" || field != "customerType" && audienceAssets().MatchString(c.text) {
			p = withCustomerScope(p, c.text)
		}
		if field == "customerType" && placementCondition().MatchString(c.text) && !audienceWords().MatchString(c.text) {
			continue // "may not run on physician portals": where it runs, not who it is for
		}
		if field == "customerType" && (p == nil || len(p.Allowed) == 0) && distributionCondition().MatchString(c.text) {
			// "Where a channel cannot restrict access to professionals it
			// must not be used", "send only to opted-in HCPs", "shown only
			// after log-in": who may reach or receive the piece, which the
			// piece itself cannot show.
			continue
		}
		if (field == "customerType" || field == "fdaFilingNumber" && (p == nil || p.Pattern == "")) && partySubject().MatchString(c.text) && partyConduct().MatchString(c.text) {
			// "The Agency shall provide … services for materials aimed at
			// professionals", "Supplier acknowledges that deliverables are
			// subject to review": what a party does, not what a piece
			// shows; its audience or review words are no rule of the piece.
			continue
		}
		sev, sevWord := c.severity, c.sevWord
		pos, ok := fams.pos[o.field]
		if o.pos > 0 {
			pos, ok = o.pos-1, true
		}
		if ok && c.labelField == "" && p != nil && (technicalFields[o.field] || o.pos > 0) && !x.markedByLegend(c) && !strings.HasPrefix(c.sevWord, "ticked ") && !strings.HasPrefix(c.sevWord, "row level: ") {
			// (A mark from the document's legend, a ticked level column or
			// a row's level cell ("… | 125 characters or fewer | Meta |
			// Should") states the level; a clause's "up to" or "or fewer"
			// does not override it.)
			if s, w, ok := clauseSeverity(c.text, pos); ok {
				sev, sevWord = s, w
			}
		}
		if sev == compliance.SeverityMinor && o.pos > 0 && p != nil && p.Max != nil && countsThing(&compliance.Rule{Field: field, Params: p}) {
			// "A template may carry only one free-text token", "a bid
			// may carry up to three trackers": what a creative may hold
			// at most is its cap, not a permission.
			sev, sevWord = compliance.SeverityCritical, sevWord+" (a cap on a count)"
		}
		cc := c
		cc.severity, cc.sevWord = sev, sevWord
		r := compliance.Rule{
			Severity:    sev,
			Field:       field,
			Section:     Section(headings, field, channel),
			Channel:     channel,
			Description: c.quote,
			Enabled:     true,
			IsCustom:    false,
			Params:      p,
			Source:      &compliance.Source{Document: x.opts.DocumentName, Page: c.page, Quote: c.quote},
		}
		if ls := columnLocale(c.columnHeader); ls != (scope{}) && (p != nil || c.marketCell) {
			// "French (max. characters)": the count is the French copy's.
			ls.apply(&r)
		}
		r.Rule = Title(r)
		r.Rationale = rationale(headings, cc, field)
		applyConfidence(&r, evidence{
			field: field, params: p, score: scores[o.field], labelled: c.labelField != "" || c.sevWord == "specification line",
			fromLeadIn: c.leadIn != "" && ClassifyField(c.quote) == "", sevWord: sevWord, measured: o.pos > 0, stated: stated,
		})
		x.drafts = append(x.drafts, draft{rule: r, pages: []int{c.page}, part: c.part, path: strings.Join(c.headings, "\x00"), tableRow: c.tableHeader != "" || c.labelField != "", variant: o.variant})
	}
	return len(outs)
}

// clauseSeverity is the severity of the clause of text that holds byte
// offset pos ("Images may be GIF, JPG or PNG; … the first frame must carry
// the key message": the formats are a "may"). ok is false when text has one
// clause or that clause has no normative word.
func clauseSeverity(text string, pos int) (compliance.Severity, string, bool) {
	if pos < 0 || pos > len(text) {
		return "", "", false
	}
	bounds := clauseBoundary().FindAllStringIndex(text, -1)
	if len(bounds) == 0 {
		return "", "", false
	}
	start, end := 0, len(text)
	for _, b := range bounds {
		if b[0] <= pos {
			start = b[0]
		} else if b[0] < end {
			end = b[0]
		}
	}
	if end < len(text) {
		// "125 characters or fewer; longer text is folded behind 'more'":
		// the next clause gives the limit's reason, that the platform
		// cuts longer copy off: advice, not a refusal.
		next := text[end+1:]
		if b := clauseBoundary().FindStringIndex(next); b != nil {
			next = next[:b[0]]
		}
		// (Not when the reason clause has values of its own, nor when the
		// limit is called a maximum: "110 characters maximum; longer
		// messages are truncated" is the hard cap.)
		if w := cutOffRe().FindString(next); w != "" && !strings.ContainsAny(next, "0123456789") && !sevCritical().MatchString(next) &&
			!sevCritical().MatchString(text[start:end]) && !strongModal().MatchString(text[start:end]) {
			return compliance.SeverityWarning, strings.ToLower(w), true
		}
		// "Use 1200 × 1200 images; square images take more space in the
		// feed": an imperative whose reason is what the choice gains is
		// advice (a "must" still requires it).
		if w := benefitRe().FindString(next); w != "" && !strings.ContainsAny(next, "0123456789") &&
			!strongModal().MatchString(text[start:end]) && !mandatoryRe().MatchString(text[start:end]) {
			return compliance.SeverityWarning, strings.ToLower(w), true
		}
	}
	return severityWithWord(text[start:end])
}

// cutOffRe says longer copy is cut off where it shows ("is truncated",
// "so they aren't cut off", "is folded behind 'more'").
var cutOffRe = lazyRe(`(?i)\b(?:is|are|gets?|may be|will be|might be|can be|isn['’]t|aren['’]t|is not|are not|won['’]t be|not be)\s+(?:cut off|truncated|folded|clipped)\b`)

// clauseBoundary starts a new clause: a semicolon, or a conjunction with a
// new modal verb ("… no longer than 90 seconds and must be MP4").
var clauseBoundary = lazyRe(`(?i);|\b(?:and|or|but|while)\s+(?:must|shall|should|may|will|can|cannot|is|are)\b`)

// shareRe is a share of a unit: "1/3 of the unit", "a quarter of the
// banner's area", "30% of the unit's height".
var shareRe = lazyRe(`(?i)(?:\b(?P<a>\d)\s*/\s*(?P<b>\d)|\b(?:a|one)\s+(?P<w>half|third|quarter|fifth)|\b(?P<pct>\d{1,2}(?:\.\d)?)\s*%)\s+of\s+(?:the\s+|its\s+)?(?:unit|banner|ad|frame|creative|screen|placement)`)

// shareOfUnit reads a fraction of a unit as a percentage (33.3 for a third).
func shareOfUnit(text string) (float64, bool) {
	m := shareRe().FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	words := map[string]float64{"half": 50, "third": 100.0 / 3, "quarter": 25, "fifth": 20}
	v := words[strings.ToLower(m[shareRe().SubexpIndex("w")])]
	if pct := m[shareRe().SubexpIndex("pct")]; pct != "" {
		v, _ = strconv.ParseFloat(pct, 64)
	}
	if a, b := m[shareRe().SubexpIndex("a")], m[shareRe().SubexpIndex("b")]; a != "" {
		num, _ := strconv.ParseFloat(a, 64)
		den, _ := strconv.ParseFloat(b, 64)
		if den == 0 || num >= den {
			return 0, false
		}
		v = 100 * num / den
	}
	return math.Round(v*10) / 10, v > 0
}

// areaWord says a share is of an area, not a height.
var areaWord = lazyRe(`(?i)\barea\b`)

// sizedUnits names units by their size ("300x600 units", "the 300 × 250,
// 160 × 600 and 300 × 600 banners").
var sizedUnits = lazyRe(`(?i)\b\d{2,4}\s*[x×]\s*\d{2,4}\b(?:\s*(?:,|and|or)\s*\d{2,4}\s*[x×]\s*\d{2,4}\b)*\s+(?:px\s+)?(?:units?|banners?|ads?|placements?|creatives?|formats?)\b`)

// finalSeconds names the last seconds of a spot ("the final 5 seconds",
// "the last 3 seconds").
var finalSeconds = lazyRe(`(?i)\b(?:last|final|closing)\s+(?:\d+|\w+)\s*(?:s|secs?|seconds?)\b`)

// allSizes reports whether every value is a pixel size ("300x250").
func allSizes(values []string) bool {
	for _, v := range values {
		if _, _, ok := compliance.ParseDimensions(v); !ok {
			return false
		}
	}
	return true
}

// cleanScoped returns nil for params that neither say a value nor scope
// the rule.
func cleanScoped(p *compliance.Params) *compliance.Params {
	if cleanParams(p) == nil && len(p.Sizes) == 0 && len(p.CustomerTypes) == 0 {
		return nil
	}
	return p
}

// cleanParams returns nil for empty params.
func cleanParams(p *compliance.Params) *compliance.Params {
	if p == nil {
		return nil
	}
	if len(p.Allowed) == 0 && p.Min == nil && p.Max == nil && p.Pattern == "" && !p.HasPixelBounds() {
		return nil
	}
	cp := *p
	cp.Allowed = append([]string(nil), p.Allowed...)
	return &cp
}

// rationale explains where a rule came from and why it was classified so:
// the document's heading path, the word that set the severity and the
// lead-in the sentence was read under.
func rationale(headings []string, c candidate, field string) string {
	var parts []string
	if len(headings) > 0 {
		parts = append(parts, "From section: "+strings.Join(headings, " > "))
	}
	if c.sevWord != "" {
		parts = append(parts, fmt.Sprintf("severity %s from %q", c.severity, c.sevWord))
	}
	parts = append(parts, "field "+field)
	if c.leadIn != "" {
		parts = append(parts, fmt.Sprintf("read under %q", c.leadIn))
	}
	return strings.Join(parts, "; ") + "."
}

// part returns the top-level heading of the current heading path, or "".
func (x *extractor) part() string {
	if len(x.path) == 0 {
		return ""
	}
	return x.path[0].text
}

var (
	// consumerScope says a requirement is for consumer-facing units only.
	consumerScope = lazyRe(`(?i)\b(?:consumer[- ]facing|dtc|direct[- ]to[- ]consumer|patient[- ]facing|(?:for|to|at) (?:consumers|patients)|(?:consumer|patient|lay) ` + audienceAssetNouns + `)\b`)
	// professionalScope says a requirement is for HCP units only.
	professionalScope = lazyRe(`(?i)\b(?:hcp[- ]facing|professional[- ]facing|(?:for|to|at) (?:hcps|health ?care professionals|physicians|prescribers)|(?:hcp|professional \(hcp\)|professional|health ?care professional|physician|prescriber) ` + audienceAssetNouns + `)\b`)
	// audienceAssets name the pieces of a requirement by their audience
	// ("consumer assets shall include …", "HCP materials must show …"):
	// the audience is the rule's scope, not its field.
	audienceAssets = lazyRe(`(?i)\b(?:consumer|patient|lay|dtc|direct[- ]to[- ]consumer|hcp|professional|health ?care professional|physician|prescriber)(?:[- ]facing)? ` + audienceAssetNouns + `\b`)
	// statementWords say a piece must carry some copy.
	statementWords = lazyRe(`(?i)\b(?:say|says|state|states|statements?|wording|lines?)\b`)
	// audienceOnly says whom the creative is for ("… for HCPs only",
	// "intended for consumers"): a customer-type rule, not a scope.
	audienceOnly = lazyRe(`(?i)\b(?:intended for|aimed at|directed (?:to|at)|targeted (?:to|at)|for use (?:by|with)|audiences?|target(?:ing)?:|(?:hcps?|professionals|consumers|patients|dtc)\)? only|only (?:for|to|at))\b`)
	// placementCondition is about where a creative runs, not whom it
	// addresses ("may not run on physician portals").
	placementCondition = lazyRe(`(?i)\b(?:run|runs|running|appear|appears|served|serve|placed|trafficked|shown|display(?:ed)?)\s+(?:on|in|across|within)\b|\b(?:portals?|sites?|websites?|inventory|networks?|publishers?|apps?)\b`)
)

// distributionCondition is about who can reach or receive a piece (access
// controls, log-ins, mailing lists, personal data, air times), not whom
// the piece addresses.
var distributionCondition = lazyRe(`(?i)\b(?:restrict(?:s|ed|ing)? access|access (?:to|is) restricted|log-?in|logged[- ]in|sign(?:ed)?[- ]in|registered (?:users|members|healthcare|hcps|physicians)|members[- ]only|badge|personal data|opted[- ]in|opt-in|consent(?:ed)? to receive|send (?:only )?to|sent (?:only )?to|mailing lists?|(?:hcp|crm) databases?|air(?:s|ed)? (?:only|after|before|between)|may only air|exhibition hall)\b`)

// partyConduct is what a party itself does under a contract: provides
// or performs services, tests, acknowledges, is given or requests access.
var partyConduct = lazyRe(`(?i)\b(?:(?:shall|must|will|may|should)\s+(?:not\s+)?(?:provide|perform|test|be given|request|invoice|indemnify)|acknowledges?|warrants?)\b`)

// audienceStatement says whom a piece is for: "for healthcare
// professionals", "directed to consumers", "HCP only", "Audience:", "must
// not be shown to patients", or the same in the languages the corpus
// holds ("ausschließlich an Fachkreise", "exclusivamente").
var audienceStatement = lazyRe(`(?i)(?:\b(?:intended|aimed|directed|addressed|targeted|written|designed|limited|restricted|reserved|meant|created|developed|made)\s+(?:\w+\s+){0,2}(?:for|to|at)\b|\b(?:for|to|at)\s+(?:[\w.-]+\s+){0,4}(?:hcps?|health ?care professionals?|physicians|prescribers|consumers|patients|doctors|clinicians|pharmacists|nurses|the (?:general )?public|adults|caregivers|members)\b|\bonly\b|\baud(?:ience)?s?\b|\baud\.|\bcustomer types?\b|\btarget|(?:consumer|hcp|professional|patient)[- ](?:directed|facing)|\b(?:shown|seen|visible|exposed|sent|go|goes)\s+to\b|\b(?:dtc|hcp)\b\s*\)|\bnicht\b|\bnur\b|ausschlie(?:ß|ss)lich|richte[nt]|exclusiv|uniquement|réserv|solo|apenas|destinad|destin[ée]|rivolt|dirigid|\bpara\b|\bpour\b|\bper\b|\bfür\b)`)

// barredClause is a clause that shuts an audience out ("advertising to the
// general public is prohibited", "nothing here is for HCP placements").
var barredClause = lazyRe(`(?i)\b(?:prohibited|forbidden|not (?:permitted|allowed|accepted)|nothing|never|must not|may not|shall not|cannot|no (?:\w+ ){0,2}(?:is|are) (?:for|directed))\b`)

// publicRe names consumers in other words than dtcRe's.
var publicRe = lazyRe(`(?i)\b(?:general public|patients|lay ?(?:people|persons|public))\b`)

// withoutBarredAudience drops from both customer types the one named only
// in clauses that shut it out: "HCP only; promotion to the public is
// prohibited" is for HCPs, not for both.
func withoutBarredAudience(text string, allowed []string) []string {
	barredOnly := map[string]bool{"HCP": true, "DTC": true}
	for _, clause := range strings.FieldsFunc(text, func(r rune) bool { return r == ';' || r == '.' }) {
		if barredClause().MatchString(clause) {
			continue
		}
		if hcpRe().MatchString(clause) {
			barredOnly["HCP"] = false
		}
		if dtcRe().MatchString(clause) || publicRe().MatchString(clause) {
			barredOnly["DTC"] = false
		}
	}
	var out []string
	for _, a := range allowed {
		if !barredOnly[a] {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return allowed
	}
	return out
}

// audienceAssetNouns are the words for a piece of creative an audience
// qualifies.
const audienceAssetNouns = `(?:assets?|pieces?|units?|materials?|creatives?|versions?|ads?|adverts?|banners?|executions?|deliverables?|items?|emails?|videos?|copy|pages?|posts?)`

// audienceWords say whom a creative is for ("intended for consumers",
// "HCP only", "Audience:").
var audienceWords = lazyRe(`(?i)\b(?:intended for|aimed at|directed (?:to|at)|targeted (?:to|at)|for use (?:by|with)|audiences?|target(?:ing)?:|only\b)`)

// withCustomerScope scopes a safety-information rule to consumer or HCP
// units when its sentence says so ("every consumer-facing unit must carry
// the safety information").
func withCustomerScope(p *compliance.Params, text string) *compliance.Params {
	var types []string
	if consumerScope().MatchString(text) {
		types = append(types, "DTC")
	}
	if professionalScope().MatchString(text) {
		types = append(types, "HCP")
	}
	if len(types) != 1 {
		return p
	}
	if p == nil {
		p = &compliance.Params{}
	}
	p.CustomerTypes = types
	return p
}

// exclusion is a sentence that only excludes values ("23.976 fps is not
// accepted"): they leave the allowed sets of the rules read before it in
// the same part of the document.
type exclusion struct {
	values map[string][]string // per field
	part   string
	upTo   int // drafts before this index
}

// applyExclusions removes excluded values from the drafts they follow.
func (x *extractor) applyExclusions() {
	for _, e := range x.exclusions {
		for i := range x.drafts[:e.upTo] {
			d := &x.drafts[i]
			p := d.rule.Params
			vals := e.values[d.rule.Field]
			if d.part != e.part || p == nil || len(p.Allowed) == 0 || len(vals) == 0 {
				continue
			}
			kept := slices.DeleteFunc(slices.Clone(p.Allowed), func(a string) bool { return slices.Contains(vals, a) })
			if len(kept) == len(p.Allowed) || len(kept) == 0 {
				continue
			}
			p.Allowed = kept
			if p.Min != nil || p.Max != nil {
				p.Min, p.Max = nil, nil
				for _, a := range kept {
					if v, ok := parseNum(a); ok {
						setMin(p, v)
						setMax(p, v)
					}
				}
			}
			d.rule.Rationale += " Values the document excludes later were removed."
		}
	}
}

// measureTotals reads a weight called a total right after an HTML5 unit's
// initial load or subload ("Weight | 100k initial load, 300k total",
// "Initial load ≤ 150 KB; total ≤ 250 KB") as the total of its loads: the
// two were cut apart, so the total's own words no longer say what it
// sums. Only the nearest file-size rule before it counts, on its page and
// for the same sizes.
func (x *extractor) measureTotals() {
	for i := range x.drafts {
		d := &x.drafts[i]
		p := d.rule.Params
		if d.rule.Field != "fileSize" || p == nil || p.Check != "" || p.Max == nil || d.rule.Source == nil {
			continue
		}
		quote := d.rule.Source.Quote
		if k := strings.LastIndex(quote, " | "); k >= 0 {
			quote = quote[k+3:] // the value cell, not the row's labels
		}
		if !totalWord().MatchString(quote) || zipFileWord().MatchString(quote) {
			continue // ("Zipped package ≤ 600 KB in total" is the file's own weight)
		}
		for j := i - 1; j >= 0; j-- {
			prev := x.drafts[j].rule
			if prev.Field != "fileSize" {
				continue
			}
			pp := paramsOrEmpty(&prev)
			if (pp.Check == compliance.SizeCheckInitialLoad || pp.Check == compliance.SizeCheckSubload) &&
				slices.Equal(pp.Sizes, p.Sizes) && prev.Source != nil && prev.Source.Page == d.rule.Source.Page {
				p.Check = compliance.SizeCheckTotal
			}
			break
		}
	}
}

// furtherLoad is a later load allowed on top of another ("may load a
// further 500 kB after the page has loaded", "up to 300 KB more").
var furtherLoad = lazyRe(`(?i)\b(?:further|additional|extra)\b|\d\s*(?:k|kb|mb|kilobytes?|megabytes?)\s+more\b|\bon top\b`)

// measureBeforeFurtherLoad reads the plain weights of a section as initial
// loads when the section then allows a later load on top of them ("Maximum
// weight" in a table, then "HTML5 creatives may load a further 500 kB after
// the page has finished loading"): a further load presupposes the weight
// before it is the first. A weight of one part (a backup, a companion) or
// of one file's kind (a still image, a video) stays the file's.
func (x *extractor) measureBeforeFurtherLoad() {
	for i := range x.drafts {
		d := x.drafts[i]
		if d.rule.Field != "fileSize" || paramsOrEmpty(&d.rule).Check != compliance.SizeCheckSubload || d.rule.Source == nil ||
			!furtherLoad().MatchString(d.rule.Source.Quote) {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			e := &x.drafts[j]
			if e.path != d.path && !(e.synthetic && e.part == d.part) {
				break // (a table's column rules carry their part, not a path)
			}
			p := e.rule.Params
			if e.rule.Field != "fileSize" || p == nil || p.Check != "" || p.Max == nil || len(p.Parts) > 0 || e.rule.Source == nil {
				continue
			}
			if q := e.rule.Source.Quote; namesPart(q) || oneFileKind(q) || zipFileWord().MatchString(lastCell(q)) {
				continue
			}
			p.Check = compliance.SizeCheckInitialLoad
		}
	}
}

// zipFileWord names the delivered file itself.
var zipFileWord = lazyRe(`(?i)\b(?:zip(?:ped)?|package|archive|files?)\b`)

// withoutField is scores without one field.
func withoutField(scores map[string]int, field string) map[string]int {
	out := make(map[string]int, len(scores))
	for f, v := range scores {
		if f != field {
			out[f] = v
		}
	}
	return out
}

// textStatementFields are statements an asset must carry; a type size
// given for them is a typography rule.
var textStatementFields = map[string]bool{"safetyInfo": true, "fairBalance": true, "disclaimers": true, "indication": true}

// typeHeightWords name the height of type ("cap height", "type height").
var typeHeightWords = lazyRe(`(?i)\b(?:type|cap|x|text|letter|character|font)[- ]height\b`)

// typefaceWords name a typeface without naming one.
var typefaceWords = lazyRe(`(?i)\b(?:fonts?|typefaces?|sans[- ]serif|serif)\b`)

// tallWords say that a value is how tall something is ("at least 40 px
// high", "24 px tall").
var tallWords = lazyRe(`(?i)\b(?:high|tall)\b`)

// typeSizeWords say that a px value measures type ("smaller than 8 px",
// "a cap height of 43 px", "set at 32 px").
var typeSizeWords = lazyRe(`(?i)\b(?:smaller than|cap height|x-height|set at|set in)\b`)

// typeCeiling bounds type from above ("at most 24 px").
var typeCeiling = lazyRe(`(?i)\b(?:max(?:imum)?|at most|no (?:larger|bigger) than|not exceed|up to)\b|≤`)

// presenceVerb says that a statement must be present somewhere.
var presenceVerb = lazyRe(`(?i)\b(?:appears?|included?|includes|carry|carries|carried|follows?|placed|present(?:ed)?|shown)\b`)

// typeSizeOf reports whether the sentence's measure is a type size: points,
// or pixels of text.
func typeSizeOf(f families, text string) bool {
	if f.extra == nil {
		return false
	}
	switch f.extra.Unit {
	case "pt":
		return true
	case "px":
		return textSize().MatchString(text) || typeSizeWords().MatchString(text)
	}
	return false
}

// fontRe names common typefaces.
var fontRe = lazyRe(`(?i)\b(?:arial|helvetica(?: neue)?|verdana|georgia|tahoma|trebuchet(?: ms)?|times new roman|calibri|roboto|open sans|lato|montserrat|source sans(?: pro)?|segoe ui|gill sans|futura|garamond|frutiger|myriad(?: pro)?|univers|avenir)\b`)

// fontNames lists the typefaces text names, as it spells them, once each.
func fontNames(text string) []string {
	var out []string
	for _, m := range fontRe().FindAllString(text, -1) {
		if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, m) }) {
			out = append(out, m)
		}
	}
	return out
}

// typeSizeValue is one type size of a sentence.
type typeSizeValue struct {
	value float64
	unit  string
	pos   int
}

// typeSizeRe is a size of type in points or pixels.
var typeSizeRe = lazyRe(`(?i)\b(\d{1,3}(?:\.\d)?)\s*(pt|px)\b`)

// typeSizesIn lists the distinct minimum type sizes of a sentence that
// gives only minimums ("at least 9 pt in print and 12 px on screen"); nil
// when it bounds type from above as well.
func typeSizesIn(text string) []typeSizeValue {
	if typeCeiling().MatchString(text) {
		return nil
	}
	var out []typeSizeValue
	for _, m := range typeSizeRe().FindAllStringSubmatchIndex(text, -1) {
		v, err := strconv.ParseFloat(text[m[2]:m[3]], 64)
		if err != nil {
			continue
		}
		u := strings.ToLower(text[m[4]:m[5]])
		if !slices.ContainsFunc(out, func(t typeSizeValue) bool { return t.value == v && t.unit == u }) {
			out = append(out, typeSizeValue{v, u, m[0]})
		}
	}
	return out
}

// oneFileKind reports whether text names only kinds of asset that are
// one file (a still image, a video, audio), whose weight is no load.
func oneFileKind(text string) bool {
	kinds := kindsOf(text, nil, "")
	return len(kinds) > 0 && !slices.Contains(kinds, "html5")
}

// countBoundRe is a bound of a count or size: its word, its number (in
// digits or a word) and the word after it.
var countBoundRe = lazyRe(`(?i)\b(?P<b>at least|no (?:fewer|less) than|not (?:\w+ )?(?:fewer|less) than|minimum of|no more than|not (?:\w+ )?more than|at most|up to|maximum of)\s+(?P<n>\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<w>[a-z]+)`)

// measureUnitWord is a unit some parameter family reads.
var measureUnitWord = lazyRe(`(?i)^(?:s|secs?|seconds?|ms|minutes?|mins?|chars?|characters?|words?|kb|mb|gb|k|px|pixels?|pt|points?|fps|kbps|mbps|hz|khz|lufs|lkfs|dbtp|dpi|ppi|loops?|files?|frames?)$`)

// countBound reads the bound of a count or size that no parameter family
// reads ("no more than two web font families" → max 2), or nil.
func countBound(text string) *compliance.Params {
	m := countBoundRe().FindStringSubmatch(text)
	if m == nil || measureUnitWord().MatchString(m[3]) {
		return nil // ("up to 45 sec", "up to 35 characters": a family's own unit)
	}
	n, err := strconv.ParseFloat(m[2], 64)
	if err != nil {
		w, ok := wordNumber(m[2])
		if !ok {
			return nil
		}
		n = float64(w)
	}
	p := &compliance.Params{}
	switch b := strings.ToLower(m[1]); {
	case strings.Contains(b, "least") || strings.Contains(b, "fewer") || strings.Contains(b, "less") || strings.HasPrefix(b, "minimum"):
		setMin(p, n)
	default:
		setMax(p, n)
	}
	return p
}

// statementMeasureUnits are the units a statement's own measures take:
// seconds on screen, a share of the unit, words per minute.
var statementMeasureUnits = map[string]bool{"s": true, "%": true, "wpm": true, "words/min": true}

// textSizeValue is a size of text in a sentence (pt, px, %).
var textSizeValue = lazyRe(`(?i)\d\s*(?:%|pt\b|px\b|points?\b|pixels?\b|per ?cent\b)`)

// clauseBefore is the text of sentence before its clause quote ("" when
// quote is all of it or not found in it).
func clauseBefore(quote, sentence string) string {
	if sentence == "" || quote == sentence {
		return ""
	}
	if i := strings.Index(sentence, quote); i > 0 {
		return sentence[:i]
	}
	return ""
}

// namesWholeFile matches words that make a weight the whole file's (or the
// whole package's), whatever the sentence before measured.
var namesWholeFile = lazyRe(`(?i)\b(?:files?|weight|total|overall|zip(?:ped)?|package|whole|entire)\b`)

// violationLabel marks text read under a column or label that describes
// what gets a creative rejected ("What triggers it: bitrate below 2,500
// kbps"): the requirement is the opposite of the words.
var violationLabel = lazyRe(`(?i)\b(?:what triggers it|triggers?|trigger condition|rejected (?:if|when)|reason for rejection|rejection reason|violation)\s*:`)

var (
	belowWords = lazyRe(`(?i)\b(?:below|under|less than|lower than|fewer than|shorter than|smaller than)\b`)
	aboveWords = lazyRe(`(?i)\b(?:above|over|more than|greater than|higher than|longer than|larger than|exceeds?|exceeding)\b`)
)

// invertViolation turns the bound of a rejection trigger into the
// requirement it enforces: "rejected when the bitrate is below 2,500 kbps"
// requires at least 2,500 kbps (read as "below": a maximum), "above 30
// seconds" at most 30.
func invertViolation(p *compliance.Params, text string) {
	switch {
	case p.Max != nil && p.Min == nil && belowWords().MatchString(text) && !aboveWords().MatchString(text):
		p.Min, p.Max = p.Max, nil
	case p.Min != nil && p.Max == nil && aboveWords().MatchString(text) && !belowWords().MatchString(text):
		p.Max, p.Min = p.Min, nil
	}
}

// markedByLegend reports whether c's level came from a mark the document's
// legend defines and its row or line carries (not the legend's default for
// unmarked lines).
func (x *extractor) markedByLegend(c candidate) bool {
	if !strings.HasPrefix(c.sevWord, "legend: ") {
		return false
	}
	// In a line of several clauses the mark is one clause's ("≤ 70
	// chars; ‡ ≤ 50 chars"): the clause reading decides there.
	_, marked := x.legendMark(c.quote)
	return marked && !strings.Contains(c.quote, ";")
}

// headingCopyPart is the piece of copy the innermost heading that names
// one is about ("Headline", "Add a description"), or the body.
func headingCopyPart(headings []string) string {
	for i := len(headings) - 1; i >= 0 && i >= len(headings)-2; i-- {
		if copyPartRe().MatchString(headings[i]) {
			return copyPart(headings[i])
		}
	}
	return compliance.CopyCheckBody
}

// creativeConductSubject opens a requirement whose subject is the creative
// or one of its elements, followed by its modal verb ("Unbranded ads must
// not …", "A close button must …", "The call-to-action button should …").
var creativeConductSubject = lazyRe(`(?i)^\W*(?:(?:the|a|an|all|every|each|any|no|your|our)\s+)?(?:[\w-]+\s+){0,2}?(?:ads?|adverts?|advertisements?|creatives?|banners?|units?|headlines?|callouts?|descriptions?|icons?|images?|imagery|photos?|photography|visuals?|videos?|spots?|copy|buttons?|cta|call-to-action|close (?:buttons?|controls?)|panels?|animations?|posts?|thumbnails?|product shots?|pack ?shots?|rewards?|artwork|layouts?)\s+(?:must|shall|should|may not|must not|shall not|should not|cannot|can ?not|never)\b`)

// placementOrProcess is a predicate about where a creative runs, whom it
// targets or how it is cleared and booked ("may not run on pages about …",
// "may not be targeted to readers under 18", "must have a clearance
// certificate before it can be booked", "must meet the limits on the Specs
// tab"), or a rejection notice ("Rejected The creative cannot serve …").
var placementOrProcess = lazyRe(`(?i)\b(?:run|runs|serve|served|target(?:ed)?|traffick(?:ed)?|booked|placed|meet|meets|comply|complies|produced|certificates?|rejected|approved|reading age|reading level)\b`)

// withBackupFormats is a backup image named with its formats after the
// unit's own ("HTML5 with a static JPG or PNG backup", "HTML5 (ZIP) with
// a JPG or PNG backup image").
var withBackupFormats = lazyRe(`(?i)\bwith\s+(?:an?|one)\s+(?:static\s+|still\s+)?((?:jpe?g|png|gif|webp)(?:\s*(?:,|\bor\b|/|\band\b)\s*(?:jpe?g|png|gif|webp))*)\s+(?:back[- ]?up|fall[- ]?back)s?\b`)

// splitPartClause parts a format list read from clauses (split at ";")
// of which exactly one names a part of the creative and gives formats of
// its own ("Images shall be WebP or JPG; PNG only for the logo"): the
// formats of the other clauses, and the part's, scoped to it. part is nil
// when the words do not give both.
func splitPartClause(text string, p *compliance.Params) (rest, part *compliance.Params) {
	clauses := strings.Split(text, ";")
	if len(clauses) < 2 || len(p.Allowed) < 2 {
		return p, nil
	}
	partAt, name := -1, ""
	for i, c := range clauses {
		for _, cp := range creativeParts {
			if partApplies(cp.name, nil) && !inCarouselOnly[cp.name] && !variantParts[cp.part] && namesPartItself(c, cp.re()) {
				if partAt >= 0 {
					return p, nil // two clauses name parts: no one split
				}
				partAt, name = i, cp.part
				break
			}
		}
	}
	if partAt < 0 {
		return p, nil
	}
	own := scanFamilies(clauses[partAt]).byField["format"]
	others := scanFamilies(strings.Join(slices.Delete(slices.Clone(clauses), partAt, partAt+1), ";")).byField["format"]
	if own == nil || others == nil || len(own.Allowed) == 0 || len(others.Allowed) == 0 {
		return p, nil
	}
	rest, part = &compliance.Params{}, &compliance.Params{Parts: []string{name}}
	for _, f := range p.Allowed {
		if slices.Contains(own.Allowed, f) {
			part.Allowed = append(part.Allowed, f)
		}
		if slices.Contains(others.Allowed, f) {
			rest.Allowed = append(rest.Allowed, f)
		}
	}
	if len(rest.Allowed) == 0 || len(part.Allowed) == 0 {
		return p, nil
	}
	return rest, part
}

// splitBackupFormats parts a format list into the unit's formats (named
// before the backup, one of them no still image) and its backup image's
// (named in it), when the words give both; otherwise backup is nil. The unit's formats are the
// unit kinds' only when they are all HTML5 packages.
func splitBackupFormats(text string, p *compliance.Params) (unit, backup *compliance.Params) {
	m := withBackupFormats().FindStringSubmatchIndex(text)
	if m == nil || len(p.Allowed) == 0 {
		return p, nil
	}
	before := scanFamilies(text[:m[0]]).byField["format"]
	images := scanFamilies(text[m[2]:m[3]]).byField["format"]
	if before == nil || images == nil || len(before.Allowed) == 0 || len(images.Allowed) == 0 {
		return p, nil
	}
	unit, backup = &compliance.Params{}, &compliance.Params{}
	for _, f := range p.Allowed {
		switch {
		case slices.Contains(before.Allowed, f):
			unit.Allowed = append(unit.Allowed, f)
		case slices.Contains(images.Allowed, f):
			backup.Allowed = append(backup.Allowed, f)
		}
	}
	if !slices.ContainsFunc(unit.Allowed, func(f string) bool { return !isImageFormat(f) }) || len(backup.Allowed) == 0 {
		// ("Hero images … saved as WebP, with a JPG fallback": an image
		// with another image as its fallback is one image of either
		// format.)
		return p, nil
	}
	if !slices.ContainsFunc(unit.Allowed, func(f string) bool { return f != "HTML5" && f != "ZIP" }) {
		unit.Kinds = []string{"html5"}
	}
	return unit, backup
}

// brandColourContrast names brand colours only as the colours whose
// contrast a text limits ("Brand colour contrast: text at least 4.5:1"),
// not as a rule of their own ("Brand colours shall match the brand book").
var brandColourContrast = lazyRe(`(?i)\bbrand\s+colou?rs?\s+contrast\b`)

// sizesOnlyRe is a heading that is nothing but one or more pixel sizes.
var sizesOnlyRe = lazyRe(`(?i)^\s*\d{2,4}\s*[x×]\s*\d{2,4}(?:\s*(?:,|and|or|/|&)\s*\d{2,4}\s*[x×]\s*\d{2,4})*\s*(?:px)?\s*$`)

// headingSizes are the sizes of a heading that is nothing but sizes, for
// a requirement whose text limits a weight, length or bitrate (the
// quantities a size scopes: sizeScope); nil otherwise.
func headingSizes(heading, text string) []string {
	if !sizesOnlyRe().MatchString(heading) {
		return nil
	}
	f := scanFamilies(text)
	if f.byField["fileSize"] == nil && f.byField["duration"] == nil && f.byField["bitrate"] == nil {
		return nil
	}
	if p := ExtractParams(heading)["dimensions"]; p != nil {
		return p.Allowed
	}
	return nil
}
