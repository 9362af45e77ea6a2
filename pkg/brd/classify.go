package brd

import (
	"math"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

var (
	sevCritical = lazyRe(`(?i)(?:^|:\s+)(?:please\s+)?(?:use|do not|don't|avoid|include|ensure|make sure|provide|deliver|supply|submit|place|keep|embed|save|export|apply|limit|restrict|name|encode|compress|upload|label|optimi[sz]e|verify|mix|master|normali[sz]e|hold|render|leave)\s+(?:[^o]|o[^f]|of\S)|\bneeds? to\b|\b(?:needs|need)\s+(?:a|an|the|closed|alt|its|their)\b|\bfollows? (?:this|the following|the|these) (?:pattern|convention|naming|format|template|structure)|\bonly\b[^.;]{0,80}\bmay be\b|\bmay only\b|\b(?:nothing|no(?: [\w-]+){1,2}) (?:may|can)\b|` + noneMayPattern + `|\b(?:must|shall|required|requires|require|mandatory|prohibited|forbidden|never|may not|must not|cannot|can ?not|not permitted|not allowed|not acceptable|will be rejected|` + rejectedQuantity + `|is not to|are not to|needs? to|has to|have to|obligatory|under no circumstances)\b|\breq['’]?d\b|` +
		// Imperatives a checklist or a help page opens with ("Add subtitles
		// to video", "3. Pin a comment with the link", "Show your brand in
		// the first 3 seconds"). Verbs that also name things at the start of
		// a sentence ("Display units…", "Set-top boxes…", "Open captions…")
		// count only before a determiner or pronoun.
		`(?:^|:\s+)(?:\d{1,2}[.)]\s+)?(?:please\s+)?(?:add|put|write|burn|declare|pin|attach|say|switch (?:on|off)|turn (?:on|off))\s+\S|` +
		`(?:^|:\s+)(?:\d{1,2}[.)]\s+)?(?:please\s+)?(?:show|display|state|set|present|give|mark|carry|link|open|identify)\s+(?:the|your|a|an|any|all|every|each|its|their|it|them|both|one|no)\b`)
	// "preferred" recommends, as a legend's "Pref." does (legendSeverity):
	// a warning, not an option.
	// So does praise of one value ("1:1 works best in the feed", "ideal").
	// So does a limit whose reason is that longer copy is cut off
	// ("125 characters or fewer; longer text is folded behind 'more'",
	// "so it isn't truncated"): the platform shows less, it refuses nothing.
	// And a value praised as the subject of a plain verb ("4:5 takes up the
	// most space in the feed", "1:1 works everywhere").
	sevWarning = lazyRe(`(?i)\b(?:should|recommended|recommends|recommend|encouraged|desirable|would like|we'?d like|advised|advisable|advisory|ideally|(?:strongly\s+)?suggest(?:s|ed)?|best practice|preferred|preferably|prefer|advise|advises|ideal|for best results|nice to have|nice-to-have|(?:if|where|when) possible|where you can|aim(?:s|ing)? (?:for|at)|(?:is|are|works?|performs?|looks?)\s+best|(?:is|are|gets?|may be|will be|might be|can be|isn['’]t|aren['’]t|is not|are not|won['’]t be|not be)\s+(?:cut off|truncated|folded|clipped))\b|(?:^|\|\s*)\d+(?:\.\d+)?\s*[:x×]\s*\d+\s+(?:takes|fills|gives|performs|works|looks|gets|drives|stands)\b|\btargets?\s*(?:[≤<=]|[:(]\s*(?:~\s*)?\d|\(\s*(?:characters|chars|words|seconds|kb)\b|(?:of|is)\s+\d)`)
	sevMinor   = lazyRe(`(?i)\b(?:may|optional|optionally|can be|could)\b`)
	sevInfo    = lazyRe(`(?i)^\s*(?:note|nb|n\.b\.|fyi|info|informational|for reference|for information)\b`)
	// limitWords make a sentence normative without a modal verb; they read
	// as hard limits (critical). A list of values a writer approves in
	// passing ("23.976 or 29.97 both fine") is the allowed set; a negated
	// comparison is a limit whatever its verb ("will not last more than 20
	// seconds"). A refusal is a ban whatever its verb ("Files of other
	// types are refused", "MOV files are declined").
	limitWords = lazyRe(`(?i)\bnot\s+(?:\w+\s+)?(?:more|longer|larger|bigger|heavier|fewer|less|shorter|higher|lower|louder|wider|taller)\s+than\b|\b(?:at most|no more than|not more than|no (?:longer|larger|bigger|heavier|greater|shorter|smaller|less|higher|lower|louder|quieter|wider|taller|narrower) than|not exceed|not to exceed|maximum|minimum|max|min|máx|mín|at least|no less than|between|limited to|up to|only|exclusively|capped at|stops? after|ends? after|whichever is (?:sooner|shorter|less|lower|smaller)|or (?:less|fewer|smaller|lower|under|below|shorter|lighter))\b|\b(?:under|below|less than|fewer than)\s+\d|\b(?:is|are)\s+(?:all\s+)?(?:fine|ok|okay|acceptable)\b|\b(?:is|are)\s+(?:delivered|supplied|submitted|provided|uploaded|exported)\s+(?:as|in)\b|[≤≥]|\b(?:is|are|be)\s+(?:not\s+)?(?:approved|accepted|acceptable|permitted|allowed|supported)\b|\b(?:is|are|gets?)\s+(?:(?:always|automatically|also)\s+)?(?:refused|declined|rejected|bounced)\b|\bnot\s+(?:accepted|allowed|permitted|supported)\s*[.;]?\s*$|\b(?:both|all|either|any of them)\s+(?:are\s+|is\s+)?(?:fine|ok|okay|good|accepted|allowed)\b|\b(?:approved|accepted|acceptable|permitted|allowed|supported)\s+(?:\w+\s+)?(?:sizes?|formats?|dimensions?|durations?|lengths?|ratios?|codecs?|frame rates?|specs?|specifications?|file types?|values?)\b`)
)

// rejectedQuantity is a rejection of what passes a bound, the bound
// before the verb: "a banner whose initial load is over 80 KB is
// rejected", "files smaller than 2 MB are refused". (A plain "5.1 mixes
// are rejected" refuses a value and is read as such elsewhere.)
const rejectedQuantity = `\b(?:over|above|under|below|more than|less than|fewer than|longer than|shorter than|larger than|smaller than|heavier than|higher than|lower than)\s+[\d.,]+\s*[a-z%]*\s+(?:[a-z]+\s+){0,3}?(?:is|are|will be|shall be|gets?)\s+(?:automatically\s+)?(?:rejected|refused|disapproved|declined|bounced)\b`

// noneMayPattern is a prohibition written as "No … may" or "No … can"
// over a list of things ("No stickers, badges or logos may be added to
// the pack shot"): "no" opens the sentence and denies every item of the
// list, so the modal forbids rather than permits.
const noneMayPattern = `(?:^|[:;]\s+)no\s[^.;:!?]{1,120}?\s(?:may|can)\b`

// noneMay matches noneMayPattern.
var noneMay = lazyRe(`(?i)` + noneMayPattern)

// quotedText matches quoted copy ("Individual results may vary"): words
// inside it are the asset's text, not the BRD's requirement wording.
// German („…“) and French («…») quotation marks quote copy too.
var quotedText = lazyRe(`"[^"]{1,200}"|“[^”]{1,200}”|„[^“”]{1,200}[“”]|«[^»]{1,200}»`)

// stripQuoted blanks quoted copy out of text.
func stripQuoted(text string) string {
	if !strings.ContainsAny(text, "\"“„«") {
		return text
	}
	return quotedText().ReplaceAllString(text, `""`)
}

// limitOnly reports whether text is normative only through limit words
// ("up to", "only", "approved sizes"), with no modal verb and no note.
func limitOnly(text string) bool {
	return !sevCritical().MatchString(text) && !sevWarning().MatchString(text) &&
		!sevMinor().MatchString(text) && !sevInfo().MatchString(text) && limitWords().MatchString(text)
}

// partyMay matches permission statements about people rather than assets:
// "Publishers may reject…", "The agency may request…".
var partyMay = lazyRe(`(?i)^(?:\w+\s+){0,3}?(?:publishers?|agency|agencies|team|vendors?|partners?|we|you|client|reviewers?|media|brand team|sites?|platforms?)\s+(?:may|might|can|could|will)\b`)

// ownProcessing matches a sentence about what the publisher's own system
// makes from a delivered file ("Our encoder makes six renditions from 400
// kbps up to 12 Mbps", "We transcode every spot to …"): its values are the
// system's outputs, not limits on the file.
var ownProcessing = lazyRe(`(?i)^\s*(?:(?:our|the)\s+(?:[\w-]+\s+){0,2}?(?:encoders?|transcoders?|encoding|ad servers?|players?|systems?|pipelines?)|we)\s+(?:then\s+|also\s+|automatically\s+)?(?:makes?|creates?|produces?|generates?|transcodes?|encodes?|re-?encodes?|outputs?|builds?)\b`)

// Severity classifies the wording of a requirement: must/shall/required/
// prohibited/never are critical; should/recommended are warnings;
// may/optional/preferred are minor; a leading "Note" is info. Limits without
// a modal verb ("Maximum file size 150 KB") are critical. ok is false when
// the text has no normative wording at all.
func Severity(text string) (sev compliance.Severity, ok bool) {
	text = stripQuoted(text)
	switch {
	case benefitRe().MatchString(text) && !mandatoryRe().MatchString(text):
		// "Use square images; they take more room in the feed": an
		// imperative whose reason is what the choice gains is advice.
		return compliance.SeverityWarning, true
	case sevCritical().MatchString(text):
		return compliance.SeverityCritical, true
	case sevWarning().MatchString(text):
		return compliance.SeverityWarning, true
	case sevMinor().MatchString(text):
		if sevInfo().MatchString(text) {
			return compliance.SeverityInfo, true
		}
		return compliance.SeverityMinor, true
	case sevInfo().MatchString(text):
		return compliance.SeverityInfo, true
	case limitWords().MatchString(text):
		return compliance.SeverityCritical, true
	case prohibitionStart(text) != "":
		return compliance.SeverityCritical, true
	}
	return "", false
}

// benefitRe is what a choice gains the advertiser: more room, attention
// or engagement ("square images take up more space in the feed", "shorter
// spots get more completed views").
var benefitRe = lazyRe(`(?i)\b(?:takes?|fills?|gets?|gives?|drives?|earns?|wins?|attracts?)\s+(?:up\s+)?(?:more|the most|most)\s+(?:\w+\s+)?(?:space|room|attention|engagement|clicks?|views?|screen|real estate)\b`)

// noStart matches a sentence or label value that opens with "No" ("No
// Flash/SWF.", "Audio: no music beds").
var noStart = lazyRe(`(?i)^\s*(?:[^:]{1,40}:\s*)?(no)\s+([\w'’-]+)`)

// notProhibition are the words after a leading "No" that make a comparison
// or a count ("No more than 3 loops", "No later than…"), not a ban.
var notProhibition = map[string]bool{
	"more": true, "less": true, "fewer": true, "later": true, "earlier": true, "longer": true,
	"shorter": true, "larger": true, "bigger": true, "greater": true, "smaller": true,
	"higher": true, "lower": true, "sooner": true, "one": true, "matter": true, "doubt": true,
	"changes": true, "action": true, "further": true, "other": true,
}

// prohibitionStart returns "no" when text opens with a bare prohibition
// ("No Flash/SWF", "Backup: no animated GIFs"), the shorthand of spec
// sheets; otherwise "".
func prohibitionStart(text string) string {
	m := noStart().FindStringSubmatch(text)
	if m == nil || notProhibition[strings.ToLower(m[2])] {
		return ""
	}
	return "no"
}

// fieldKeyword is one keyword pattern of a field type with its weight.
type fieldKeyword struct {
	keywordRe
	weight int
}

// kw compiles a keyword pattern. Patterns are lower-case and run on
// lower-cased text (much faster than (?i) matching).
func kw(weight int, pattern string) fieldKeyword {
	return fieldKeyword{newKeywordRe(pattern), weight}
}

// fieldKeywords are the keyword patterns of the spec's 20 field types.
var fieldKeywords = map[string][]fieldKeyword{
	"dimensions":  {kw(3, `\bdimensions?\b|\bdims\b|\b(?:ad|banner|creative|unit|screen|canvas|image|thumbnail|frame|artboard|slide|stage|placement) sizes?\b`), kw(1, `\bpixels?\b|\bresolution\b|\bwidth\b|\bheight\b|\bcanvas\b|\bsizes?\b`)},
	"fileSize":    {kw(3, `\bfile ?sizes?\b|\bfile weight\b|\b(?:package|zip|asset|creative|banner|video|email|image|ad|total|max(?:imum)?\.?)\s+(?:file\s+)?(?:size|weight)s?\b|\bk-?weight\b|\bwt\b|\bkwt\b|\binitial load\b|\bpolite load\b|\bsubload\b`), kw(1, `\bweight\b|\bheavier\b`)},
	"format":      {kw(3, `\bfile (?:types?|formats?|extensions?)\b|\bformats?\b|\bswf\b|\b(?:accepted|supported|permitted|allowed|acceptable)\s+(?:files?|types?)\b`), kw(2, `\b(?:be|as|in|into)\s+(?:an?\s+)?(?:jpe?g|png|gif|mp4|mov|webp|html5?|pdf|svg|zip|psd|eps|tiff?|mxf|srt|vtt|webm)\b|(?:^|[\s(])\.(?:jpe?g|png|gif|mp4|mov|webp|html?|pdf|svg|zip|srt|vtt|scc|psd|eps|tiff?|mxf|webm)\b|\b(?:jpe?g|png|gif|mp4|mov|webp|html5?|pdf|svg|zip|psd|eps|tiff?|mxf|webm)\s+(?:files?|format|container|package|images?|exports?)\b`), kw(3, `\b(?:jpe?g|png|gif|mp4|mov|webp|swf|flash|html5?|pdf|svg)s? (?:\w+ )?(?:are|is) (?:not|never) (?:\w+ )?(?:recommended|accepted|allowed|permitted|supported|acceptable)\b`), kw(1, `\bdelivered as\b|\bsupplied as\b|\bsaved as\b|\bexported as\b|\bcontainer\b|\bextensions?\b`)},
	"duration":    {kw(3, `\bdurations?\b|\bdur\b|\brun ?times?\b|\bspot lengths?\b`), kw(1, `\bcut-?downs?\b`), kw(1, `\blength\b|\blong\b|\bloops?\b|\banimation\b`)},
	"aspectRatio": {kw(3, `\baspect ratios?\b`), kw(1, `\borientation\b|\bvertical\b|\bsquare\b|\blandscape\b|\bportrait\b`)},
	"frameRate":   {kw(3, `\bframe ?rates?\b|\bfps\b|\bframes per second\b`)},
	"bitrate":     {kw(3, `\bbit ?rates?\b|\bdata rates?\b|\bkbps\b|\bmbps\b`)},
	"codec":       {kw(3, `\bcodecs?\b|\bencod(?:ed|ing)\b`), kw(2, `\bh\.?\s?26[45]\b|\bhevc\b|\bprores\b|\bxdcam\b|\bdnxh[dr]\b`)},
	"typography":  {kw(4, `\bfont sizes?\b|\btype sizes?\b|\bpoint sizes?\b`), kw(3, `\bfonts?\b|\btypefaces?\b|\btypography\b|\btype ?sizes?\b|\bpoint sizes?\b|\bsans[- ]serif\b`), kw(3, `\bset in\b`), kw(2, `\bbody (?:copy|text)\b|\btext sizes?\b|\bcopy sizes?\b`), kw(1, `\bon-screen text\b|\blegib(?:le|ility)\b|\bleading\b|\bkerning\b|\bitalics?\b|\bbold\b`), kw(2, `\bsupers?\b`)},
	"contrast":    {kw(5, `\bcontrast(?:s|ing)?\b`)},
	"safetyInfo":  {kw(4, `\bimportant safety information\b|\bisi\b|\bsafety information\b|\bbrief summary\b|\bboxed warning\b|\bblack box\b`), legalMentions, kw(2, `\bprescribing information\b`), kw(3, `\bprescribing information (?:link|url)s?\b|\blink (?:to|through to) (?:the )?(?:full )?(?:prescribing information|product monograph|isi)\b|\bpi (?:link|url)s?\b`), kw(4, `\bproduct monograph\b`), kw(6, `\b(?:supers?|text|panels?|frames?|cards?|crawls?)\s+(?:that|which)\s+(?:carry|carries|contain|contains|show|shows|present|presents)\s+(?:the\s+)?(?:important\s+)?safety information\b`), kw(2, `\bmedication guide\b|\bside effects?\b|\badverse (?:events?|reactions?)\b|\bcontraindications?\b`), safetyParts},
	"fairBalance": {kw(5, `\bfair(?:ly)? balance(?:d)?\b|\bfair bal\b|\bmajor statements?\b`), kw(6, `\b(?:without|unless (?:it|they) (?:carr(?:y|ies)|include)s?) (?:\w+ )?fair balance\b`), kw(6, `\bbalanced (?:by|with|against)\b|\bclaims?\b[^.;]{0,60}\bbalanced\b|\bclaims?\b[^.;]{0,60}\b(?:safety information|risk information)\b`), kw(2, `\brisk information\b|\brisks?\b|\bbenefits? and risks?\b|\bbenefit claims?\b|\befficacy claims?\b|\bprominence\b`), riskBesideBenefit},
	"indication":  {kw(5, `\bindications?\b|\bindicated (?:for|to)\b|\bwhat (?:\w+ )?(?:is|are) (?:used|prescribed) (?:for|to treat)\b|\bthe (?:condition|disease)s? (?:that )?(?:the product|the drug|it) treats\b`), kw(2, `\boff-label\b|\bapproved use\b|\busage statement\b`)},
	"disclaimers": {kw(4, `\bdisclaimers?\b|\blegal (?:copy|lines?|text)\b|\bfootnotes?\b|\bmandatory copy\b`), kw(4, `\b(?:tag|statement|line|copy|legend|label)s? ["“„«]|\b(?:tag|statement|line|legend|label)s?\s+(?:(?:shall|must|should|will|to)\s+)?(?:read|say|state)s?:?\s+["“„«]`), kw(6, `\badverse event reporting\b|\breporting statement\b|\bblack triangle\b|▼|\bsupers?\s+["“„«]`), kw(5, `["”“»]\s*(?:line|statement|tag|legend|label|disclaimer)s?\b|\blabel(?:l)?ed\s+(?:as\s+|with\s+)?["“„«]`), kw(3, `\bprivacy (?:notice|policy|statement)\b|\bunsubscribe\b|\bmailing address\b|\bcan-spam\b|\bactor portrayal\b`), sponsorDisclosure, kw(2, `\btrademarks?\b|\bcopyright\b|®|™|\breferences?\b|\bcitations?\b`)},
	// "FDA" alone names the regulator ("FDA-approved labeling", "acronyms
	// such as FDA"), not a filing or a code: it only adds to other words.
	"fdaFilingNumber": {kw(1, `\bfda\b`), kw(4, `\b2253\b|\bfiling numbers?\b|\bopdp\b|\bjob (?:bag )?(?:codes?|numbers?)\b|\b(?:clearance|review|visa|prc|mlr) (?:codes?|numbers?|references?)\b|\bapproval (?:codes?|numbers?|references?|refs?)\b|\bmaterial (?:id|code|number)s?\b|\bidentification (?:codes?|numbers?)\b`), kw(2, `\bfiling\b|\bsubmission\b|\bpm codes?\b|\bdocument numbers?\b`)},
	"customerType":    {kw(3, `\bcustomer types?\b|\btarget audiences?\b|\baudience\b`), kw(2, `\bhcps?\b|\bdtc\b|\bhealth ?care professionals?\b|\bconsumers?\b|\bphysicians?\b|\bprescribers?\b`)},
	"brandGuidelines": {kw(3, `\bbrand guidelines?\b|\bstyle guides?\b|\blogos?\b|\bbrand colou?rs?\b|\bcolou?r palettes?\b|\bpalettes?\b|\bpantone\b|\bvisual identity\b|\bclear ?space\b|\bwordmarks?\b`), kw(2, `\bbranding\b|\bbrand(?:ed)? (?:assets?|elements?|standards?|look|identity|marks?|voice|fonts?|guidance)\b|\btaglines?\b|\bend (?:frame|card|slate)s?\b|\bimagery\b`), kw(1, `\bcolou?rs?\b|\bgr[ae]y\b|\bborders?\b|#[0-9a-fA-F]{6}\b|\bhex\b`), creativeConduct, brandEarly, genericBesideBrand, readingLevel},
	"accessibility":   {kw(4, `\baccessib(?:le|ility)\b|\balt[- ]text\b|\balternative text\b|\bcaptions?\b|\bcaptioned\b|\bclosed captions?\b|\bwcag\b|\bsection 508\b|\bscreen readers?\b|\baudio descriptions?\b|\bsubtitles?\b|\b(?:touch|tap) targets?\b`), kw(2, `\btranscripts?\b|\bflashing\b|\bflash(?:es)? more than\b`), kw(4, `\bconvey (?:information|meaning)\b|\bcolou?r alone\b|\bcolou?r[- ]blind\w*|\bcolou?r vision\b`), kw(4, `\balternate text\b|\btext layers?\b|\bpdf/ua\b|\btagged pdfs?\b|\bpdfs? (?:must|shall|should) be tagged\b`), seizureSafety},
	"naming":          {kw(4, `\bnaming\b|\bfile ?names?\b|\bnomenclature\b|\bsame (?:file )?name\b|\bname (?:all |every |each |the |your )?(?:\w+ )?(?:files?|assets?|creatives?|videos?|images?|deliverables?)\b`), kw(2, `\bnamed\b`), kw(3, `\bin (?:the|its|their|each|every) file ?names?\b`)},
	"metadata":        {kw(4, `\boffline\b|\bno network (?:calls?|requests?|access)\b|\bwithout (?:a |an )?(?:network|internet) connection\b`), kw(4, `\bmetadata\b|\bmeta data\b|\bclick-?tags?\b|\bclicktag\b|\butm\b|\bxmp\b|\bid3\b`), kw(2, `\btags?\b|\btagging\b|\btracking (?:pixels?|parameters?|codes?)\b|\bimpression trackers?\b|\bad server\b`), linkTarget, pictureQC, fileCode, printProof},
}

// creativeConduct are the rules of how a creative behaves or what it
// shows that no measurement names: it must not imitate a system alert, a
// player control or editorial content; sound and expansion wait for the
// user; a video file has no slate, bars, tone or countdown (a letterbox is
// the aspect ratio's); no before-and-after pictures; a cap on key
// messages. Spec sheets and publisher pages state them as plainly as a
// size; they are brand and creative guidelines.
var creativeConduct = kw(3, `\bimitat(?:e|es|ing|ion)\b|\bmimic(?:s|king)?\b|\b(?:looks?|resembles?) like (?:an? )?(?:system|player|play|close|native|form|dialog|editorial)\b|\bplayer controls?\b|\b(?:play|pause|replay) buttons?\b|\bsystem (?:alerts?|messages?|dialogs?|notifications?)\b|`+
	`\b(?:audio|sound)\b[^.;]{0,60}\b(?:user(?:-initiated)?|click(?:s|ed)?|taps?|unmute|muted|by default|on load|automatically)\b|`+
	`\bexpan(?:sion|ds?)\b[^.;]{0,40}\b(?:click|tap|hover|rollover|user)|\b(?:rollover|hover)\b[^.;]{0,20}\bexpan|`+
	`\bslates?\b|\bbars and tone\b|\bcolou?r bars\b|\bcountdowns?\b|`+
	`\bbefore[- ]and[- ]after\b|\b(?:more than|at most|up to|maximum of|max\.?) (?:one|two|three|four|five|\d) key messages\b`)

// linkTarget is where a click goes and how it is served: "must use
// HTTPS", "the final URL must be on the same domain", "the click-through
// must open in a new tab", "every card needs its own destination URL". A
// bare "URL" names nothing (a URL of the prescribing information is the
// safety statement's), nor does a click-through rate. Link words alone
// never make an asset's values a link's (see onlyLinkWords).
var linkTarget = kw(3, `\bhttps?\b|\b(?:click|click-?through|clickthrough|destination|landing[- ]page|final|display|exit|privacy(?: policy)?) urls?\b|\bclick-?throughs? (?:must|should|shall|opens?|goes|leads?)\b|\bsame domain\b|\bnew (?:browser )?(?:tab|window)\b|\bsitelinks?\b`)

// safetyParts are the parts of a creative that carry its safety
// information, named by what they carry: a risk or safety super, the
// safety link, line, bubble or panel, the mandatory supers, a super
// carrying risk information ("Each risk super on screen for at least 3
// seconds", "The first line has to include the safety link"). A plain
// super is the typography's.
var safetyParts = kw(5, `\b(?:risk|safety)(?: information)?\s+(?:supers?|links?|lines?|bubbles?|panels?|box(?:es)?|cards?|frames?)\b|\bmandatory supers?\b|`+
	`\bsupers?\s+(?:(?:that|which)\s+)?(?:carry|carries|carrying|contains?|containing|with)\s+(?:the\s+)?(?:(?:most\s+)?important\s+)?(?:risk|safety)\b`)

// riskBesideBenefit is fair balance as the spec defines it: risk
// information weighed against the benefit claims, with comparable
// prominence, type size, time on screen ("Risk information must be as
// prominent as the benefit claims: same type size, same contrast"). The
// type size or contrast it names is the measure of the comparison, not a
// typography rule of its own.
var riskBesideBenefit = kw(8, `\b(?:risks?|safety)\b[^.;]{0,100}\b(?:comparable|equal|same|as (?:prominent|large|long|legible|visible|clear)|at least as)\b[^.;]{0,60}\bbenefits?\b|\bbenefits?\b[^.;]{0,60}\b(?:comparable|equal|same|as (?:prominent|large|long))\b[^.;]{0,60}\brisks?\b`)

// pictureQC are the technical properties of a video master that no
// measured field holds: its timecode, its luma and chroma levels, frames
// dropped or frozen, sound in sync with the picture ("The first frame must
// be at timecode 10:00:00:00", "Luma must stay between 16 and 235"). They
// are the file's metadata and quality checks, not the brand's.
var pictureQC = kw(4, `\btime ?code\b|\bluma\b|\bchroma\b|\bvideo levels\b|\b(?:dropped|duplicated|frozen) frames?\b|\bin sync\b|\blip[- ]?sync\b|\b2[- ]pop\b`)

// fileCode is how an HTML creative's or a document's code behaves: the
// servers and files it calls, how its references and links resolve, the
// errors it logs ("must not call document.write", "All references inside
// the bundle use relative paths", "No calls to external servers", "its
// domain must match the advertiser's"). Ad servers and keys file these as
// the creative's technical metadata; no brand guideline or disclaimer says
// how a file is built. (What a build may contain, "no JavaScript, no
// iframes", is filed as the brand's, the format's or the metadata's
// alike, and is left to the other words.)
var fileCode = kw(6, `\bdocument\.write\b|`+
	`\bexternal (?:calls?|requests?|links?|servers?|resources?|scripts?|urls?|references?|style ?sheets?)\b|\b(?:calls?|requests?) to (?:any )?(?:external|third-party|other) servers?\b|`+
	`\brelative (?:paths?|urls?|references?)\b|\b(?:same|own|advertiser|sponsor['’]?s?|registered|declared) domains?\b|\bdomains? (?:must|should|shall)\b|\bconsole errors?\b`)

// seizureSafety is the test a video passes so that it triggers no
// seizures ("must pass a Harding FPA test for photosensitive epilepsy", "a
// flash and pattern test"): an accessibility requirement, as the flash
// limits are.
var seizureSafety = kw(5, `\bphotosensitiv\w*|\bepilep\w*|\bharding\b|\bseizures?\b|\bflash and pattern\b`)

// readingLevel is how plain the copy is ("at a 6th-grade reading level",
// "a reading age of 11", Flesch-Kincaid): the brand's voice, which no
// field measures.
var readingLevel = kw(5, `\breading (?:level|age|grade)\b|\bgrade[- ]level\b|\b\w+[- ]grade level\b|\bflesch\b`)

// printProof is the proof a print file travels with ("a SWOP-certified
// contract proof"): what is delivered with the file, its metadata.
var printProof = kw(5, `\bcontract proofs?\b|\bswop\b`)

// onlyLinkWords reports whether the metadata score of text comes from link
// words alone.
func onlyLinkWords(text string, score int) bool {
	lower := strings.ToLower(text)
	return score > 0 && linkTarget.weight*len(linkTarget.regexp().FindAllStringIndex(lower, 4)) >= score
}

// legalMentions is how French and German writers call the mandatory
// product information in English ("the legal mentions", "mandatory
// mentions", calques of "mentions légales" and "Pflichtangaben"): the
// prescribing information an ad must carry.
var legalMentions = kw(3, `\b(?:legal|mandatory|obligatory|compulsory) mentions\b`)

// sponsorDisclosure is who pays, said on the asset: a sponsor line or
// statement, naming the sponsor, a paid-partnership label, "#ad".
var sponsorDisclosure = kw(4, `\bsponsor(?:ship)? (?:line|statement|credit|tag|label|disclosure)s?\b|\b(?:name|names|identify|identifies|state|states|disclose|discloses)\s+(?:the |its |their )?sponsor\b|\bpaid partnership\b|\bbranded[- ]content\b|#ad\b`)

// brandEarly is the brand shown early: "within the first 3 seconds" is when
// it appears, not how long the spot is. It weighs less than the other
// statements ("the brand name and the indication in the first five
// seconds" is the indication's rule).
var brandEarly = kw(2, `\b(?:brand|product|brand and product) names?\b[^.;]{0,30}\b(?:appears?|shown|visible)\b[^.;]{0,20}\bfirst\b|\bshow (?:your|the) brand\b`)

// genericBesideBrand is the brand name shown with its generic name: "must
// say the generic name with the brand name on first mention", "the product
// name must be written together with the non-proprietary name", "Brand
// (generic) at first mention". How a name is written is the brand's rule.
var genericBesideBrand = kw(3, `\b(?:generic|established|non-?proprietary|international non-?proprietary)\s+names?\b|\b(?:inn|active ingredient)\b[^.;]{0,40}\b(?:brand|product) names?\b|\b(?:brand|product) names?\b[^.;]{0,40}\b(?:inn|active ingredient)\b`)

// technicalFields are measured from an asset's bytes; their parameters
// split a sentence into several rules.
var technicalFields = map[string]bool{
	"dimensions": true, "fileSize": true, "format": true, "duration": true,
	"aspectRatio": true, "frameRate": true, "bitrate": true, "codec": true,
}

// subjectFields take the parameters of a sentence whose subject they are
// ("Closed captions must be supplied as SRT", "The logo must be at least
// 120x40") instead of splitting it by parameter family.
var subjectFields = map[string]bool{
	"safetyInfo": true, "fairBalance": true, "brandGuidelines": true, "accessibility": true,
	"typography": true, "contrast": true, "naming": true, "metadata": true, "disclaimers": true,
	"indication": true, "fdaFilingNumber": true,
}

// fieldScores scores text against every field's keywords.
func fieldScores(text string) map[string]int {
	scores, _ := fieldScoresAt(text)
	return scores
}

// fieldScoresAt scores text against every field's keywords and returns the
// byte offset of each field's first keyword.
func fieldScoresAt(text string) (map[string]int, map[string]int) {
	scores := map[string]int{}
	first := map[string]int{}
	text = strings.ToLower(text)
	for field, kws := range fieldKeywords {
		for _, k := range kws {
			if !k.possible(text) {
				continue
			}
			locs := k.regexp().FindAllStringIndex(text, 4)
			if len(locs) == 0 {
				continue
			}
			scores[field] += k.weight * len(locs)
			if at, ok := first[field]; !ok || locs[0][0] < at {
				first[field] = locs[0][0]
			}
		}
	}
	return scores, first
}

// subjectBonus is added to the field named first in a sentence: the
// subject usually comes first ("Embedded metadata shall include the FDA
// submission number" is a metadata rule).
const subjectBonus = 2

// ClassifyField returns the field type the keywords of text point to, or ""
// when none does. Each keyword adds its weight; the field named first gets
// a bonus; ties go to the field named first.
func ClassifyField(text string) string {
	scores, first := fieldScoresAt(text)
	return classifyScores(scores, first)
}

// classifyScores picks the field from keyword scores and first positions.
// It adds the subject bonus to a copy of scores.
func classifyScores(raw, first map[string]int) string {
	scores := make(map[string]int, len(raw))
	for k, v := range raw {
		scores[k] = v
	}
	earliest := ""
	at := math.MaxInt
	for _, f := range compliance.FieldTypes {
		if p, ok := first[f]; ok && p < at {
			earliest, at = f, p
		}
	}
	if earliest != "" {
		scores[earliest] += subjectBonus
	}
	best, bestScore := "", 0
	for _, f := range compliance.FieldTypes {
		s := scores[f]
		if s > bestScore || (s == bestScore && s > 0 && first[f] < first[best]) {
			best, bestScore = f, s
		}
	}
	return best
}

// channelPatterns detect the spec's rule channels in wording.
var channelPatterns = []struct {
	channel string
	re      keywordRe
}{
	{"Video", newKeywordRe(`\b(?:videos?|olv|ctv|youtube|pre-?rolls?|mid-?rolls?|:\d\d spots?|tv spots?|streaming|connected tv|ott)\b`)},
	{"Display", newKeywordRe(`\b(?:display|banners?|html5|rich media|static backups?|backup images?|programmatic|leaderboards?|skyscrapers?|medium rectangles?|mrecs?)\b`)},
	{"Social", newKeywordRe(`\b(?:social|meta|facebook|instagram|linkedin|tiktok|twitter|reels?|stories|carousels?|in-feed|paid social|organic social)\b`)},
	{"Email", newKeywordRe(`\b(?:e-?mails?|newsletters?|subject lines?|pre-?headers?|esp|veeva approved email)\b`)},
	{"Print", newKeywordRe(`\b(?:print|brochures?|leave-?behinds?|journal ads?|cmyk|bleed|dpi|posters?)\b`)},
	{"Mobile", newKeywordRe(`\b(?:mobile|smartphones?|in-app|app)\b`)},
	{"Web", newKeywordRe(`\b(?:websites?|landing pages?|microsites?|web ?pages?|web)\b`)},
}

// displayVerb removes "display" used as a verb before channel detection.
var displayVerb = lazyRe(`\b(?:must|should|shall|to|will|may|always|clearly|be|is|are|not)\s+(?:be\s+)?display(?:ed|s)?\b|\bdisplay(?:ed|s|ing)\b`)

// channelsIn lists the channels named in text, in the order of
// channelPatterns.
func channelsIn(text string) []string { return channelsMemo.get(text, readChannels) }

// channelsMemo remembers the channels texts and headings name (see memo).
var channelsMemo = memo[[]string]{copy: slices.Clone[[]string]}

func readChannels(text string) []string {
	text = strings.ToLower(text)
	if strings.Contains(text, "display") {
		text = displayVerb().ReplaceAllString(text, " ")
	}
	var out []string
	for _, c := range channelPatterns {
		if c.re.possible(text) && c.re.regexp().MatchString(text) {
			out = append(out, c.channel)
		}
	}
	return out
}

// Channel decides a rule's channel: the one channel the sentence names; if it
// names several, the one of those its headings name; if it names none, the
// innermost heading's single channel; otherwise "All".
func Channel(sentence string, headings []string) string {
	in := channelsIn(sentence)
	if len(in) == 1 {
		return in[0]
	}
	for i := len(headings) - 1; i >= 0; i-- {
		hc := channelsIn(headings[i])
		if len(hc) > 1 {
			// "Video (UK medical websites)": the aside says where the
			// unit runs, not a second channel of the section.
			hc = channelsIn(bracketedRe().ReplaceAllString(headings[i], " "))
		}
		if len(hc) != 1 {
			continue
		}
		if len(in) == 0 {
			return hc[0]
		}
		for _, c := range in {
			if c == hc[0] {
				return c
			}
		}
	}
	return "All"
}

// sectionKeywords map heading wording to the spec's rule sections, most
// specific first.
var sectionKeywords = []struct {
	section string
	re      func() *filteredRe
}{
	{"Custom Rules", lazyRe(`(?i)\bcustom rules?\b`)},
	{"Video Requirements", lazyRe(`(?i)\b(?:videos?|olv|ctv|youtube|pre-?roll|broadcast|tv|spots?|streaming)\b`)},
	{"Social Media", lazyRe(`(?i)\b(?:social|meta|facebook|instagram|linkedin|tiktok|twitter)\b`)},
	{"Email", lazyRe(`(?i)\b(?:e-?mails?|newsletters?)\b`)},
	{"Display Requirements", lazyRe(`(?i)\b(?:display|banners?|html5|rich media|programmatic)\b`)},
	{"Accessibility", lazyRe(`(?i)\b(?:accessib(?:le|ility)|wcag|508|captions?|alt text)\b`)},
	{"Branding", lazyRe(`(?i)\b(?:brand(?:ing)?|logos?|visual identity|typography|colou?rs?|style guide)\b`)},
	{"Compliance", lazyRe(`(?i)\b(?:compliance|regulatory|legal|medical|mlr|prc|isi|safety|fair balance|fda|opdp|review|approvals?|claims?)\b`)},
	{"Technical", lazyRe(`(?i)\b(?:technical|tech specs?|specifications?|specs|files?|delivery|deliverables?|naming|trafficking|metadata|tagging|formats?|production|asset)\b`)},
}

// SectionForHeading maps one heading to a rule section, or "" if its words
// name none.
func SectionForHeading(heading string) string { return sectionMemo.get(heading, sectionForHeading) }

// sectionMemo remembers the sections of headings (see memo): every rule
// under a heading asks for it.
var sectionMemo memo[string]

func sectionForHeading(heading string) string {
	for _, s := range sectionKeywords {
		if s.re().MatchString(heading) {
			return s.section
		}
	}
	return ""
}

// sectionForField is the fallback section when no heading names one.
func sectionForField(field, channel string) string {
	switch field {
	case "safetyInfo", "fairBalance", "indication", "disclaimers", "fdaFilingNumber", "customerType":
		return "Compliance"
	case "brandGuidelines", "typography":
		return "Branding"
	case "accessibility", "contrast":
		return "Accessibility"
	}
	switch channel {
	case "Display":
		return "Display Requirements"
	case "Video":
		return "Video Requirements"
	case "Social":
		return "Social Media"
	case "Email":
		return "Email"
	}
	switch field {
	case "duration", "frameRate", "bitrate", "codec":
		return "Video Requirements"
	}
	return "Technical"
}

// Section decides a rule's section from the heading path: the innermost
// heading that names a section other than Technical wins ("4. Display
// Specifications > 4.1 Formats" is Display Requirements). Generic technical
// headings yield to the channel ("Technical" only when no channel is known);
// without a heading the field and channel decide.
func Section(headings []string, field, channel string) string {
	technical := false
	for i := len(headings) - 1; i >= 0; i-- {
		switch s := SectionForHeading(headings[i]); s {
		case "":
		case "Technical":
			technical = true
		default:
			return s
		}
	}
	if technical {
		if fs := sectionForField(field, channel); fs != "Technical" && technicalFields[field] {
			return fs
		}
		return "Technical"
	}
	return sectionForField(field, channel)
}

// skipHeading matches headings of parts of a BRD that hold no requirements.
var skipHeading = lazyRe(`(?i)^\s*(?:[\dA-Z]+(?:\.\d+)*[.)]?\s+)?(?:revision history|document history|version history|history|change log|document control|contacts?|key contacts|glossary|definitions|terms|table of contents|contents|timeline|schedule|milestones|budget|kpis?|measurement|success metrics|stakeholders|project team|team|background|objectives?|goals|business objectives|campaign objectives|sign-?off|signatures?)\s*$`)

// isSkippedHeading reports whether the heading starts a part of the BRD that
// holds no requirements (revision history, contacts, glossary, timeline…).
func isSkippedHeading(h string) bool {
	return skipHeading().MatchString(strings.TrimSpace(h)) || notOnThePiece().MatchString(h) ||
		deferredPart().MatchString(h) && !strings.Contains(strings.ToLower(h), "load")
}

// deferredPart matches a heading of a part set aside for later ("Vertical
// video (deferred)", a story marked "DEFERRED", "Out of scope"): its
// limits are not the current ones (a "deferred load" is a polite load).
var deferredPart = lazyRe(`(?i)\b(?:deferred|out of scope|not in scope|descoped|de-scoped|on hold|parked)\b`)

// notOnThePiece matches a heading that says its lines are not checked on
// the asset ("Submission package (not checked on the piece)"): they are
// about the review process, and a proof's limits are not the files'.
var notOnThePiece = lazyRe(`(?i)\bnot (?:checked|assessed|applied|measured) (?:on|against) the (?:piece|asset|creative|final file)s?\b`)

// runInLabel is a paragraph's run-in heading: a few words before a colon
// that open it ("History: version 1 set …").
var runInLabel = lazyRe(`^\s*([^:.;]{1,40}):\s`)

// isSkippedRunIn reports whether a paragraph opens with the run-in heading
// of a part that holds no requirements ("History: version 1.0 set the
// initial load at 100 KB …", "Background: …"): its limits are superseded
// or context, as under such a heading.
func isSkippedRunIn(text string) bool {
	m := runInLabel().FindStringSubmatch(text)
	return m != nil && len(strings.Fields(m[1])) <= 3 && isSkippedHeading(m[1])
}
