package brd

import (
	"strings"
)

var (
	negBefore      = lazyRe(`(?i)\b(?:not|never|no|don't|do not|avoid|exclude|excluding|except|without|instead of|rather than|other than|remove|removing|withdraw|withdrawing|retire|retiring)\s+(?:[^\s;,]+\s+){0,4}$`)
	negAfter       = lazyRe(`(?i)^[^;.]*?\b(?:(?:is|are|be|were|was)\s+(?:not|never)\s+(?:\w+\s+)?(?:accepted|allowed|permitted|recommended|supported|used|acceptable|approved)|(?:is|are)\s+(?:prohibited|forbidden|discouraged|excluded|refused|rejected|declined|banned|disallowed|not)|(?:isn't|aren't)|(?:must|shall|should|may|can|will)\s+(?:not|never)\s+(?:be\s+)?(?:used|accepted|allowed|permitted|included|shown|served|targeted|supplied|delivered|play|air)|will\s+be\s+(?:rejected|refused|returned|declined))\b|^[^;.:]*:\s*(?:no|not accepted|not allowed|rejected)\s*!?\s*$|^[^;.:]{0,40}?\bnot\s+(?:accepted|allowed|permitted|supported)\s*[.;]?\s*$`)
	sharedNegation = lazyRe(`(?i)^[^;.]*?\band\s+(?:is|are)\s+(?:not|never)\s+(?:accepted|allowed|permitted|supported)\b`)
	// listBefore is the earlier values of a list before a value (":06, :10
	// or " before ":60"), each a number with its unit or a short word.
	// negListBefore refuses the list after it ("do not sell", "no",
	// "except"), not a bound's words ("no larger than 1280 x 720, 20 MB").
	negListBefore = lazyRe(`(?i)\b(?:not|never|no|don't|do not|avoid|exclude|excluding|except|without|other than)\s+(?:(?:sell|accept|take|use|supply|deliver|book|offer|support|run|air)\s+)?$`)
	listBefore    = lazyRe(`(?:(?:[:\d][\d.,:]*|\d+(?:\.\d+)?\s*[a-zA-Z%]{1,4})\s*(?:,\s*(?:and|or)?|\bor\b|\band\b|/)\s*)+$`)
	decimalPoint  = lazyRe(`(\d)\.(\d)`)
	// extensionDot is the dot of a file extension written alone
	// ("(.swf, .bmp, .tif)"), which ends no clause either.
	extensionDot = lazyRe(`(^|[\s(,/])\.([A-Za-z][A-Za-z0-9]{1,4})\b`)
	clauseCut    = lazyRe(`(?i)[;.]|\b(?:but|while|whereas|however)\b|\b(?:and|or)\s+(?:must|shall|should|may|will|can|is|are|has|have)\b`)
)

// markAfter is a tick or a cross right after a value; crossBefore a
// cross before a list of values ending at one ("✖ WebM, " before "MOV").
var (
	markAfter    = lazyRe(`^\s{0,2}([✓✔✗✘✖❌])`)
	markedBefore = lazyRe(`(?:^|[✓✔✗✘✖❌:|]|^\W*)\s*$`)
	crossBefore  = lazyRe(`[✗✘✖❌]\s*(?:[^\s,;/✓✔✗✘✖❌]+(?:\s+[^\s,;/✓✔✗✘✖❌]+)?\s*(?:,|\bor\b|\band\b|/)\s*)*$`)
)

// negatedAt reports whether the value at text[start:end] is excluded rather
// than allowed: "must not be served on HCP sites", "Animated GIF backups are
// not recommended", "do not use 120x600".
func negatedAt(text string, start, end int) bool {
	if m := markAfter().FindStringSubmatch(text[end:min(len(text), end+8)]); m != nil && markedBefore().MatchString(text[max(0, start-12):start]) && strings.ContainsAny(text, "✓✔") {
		// "JPG ✓ PNG ✓ GIF ✗": where values carry ticks and crosses after
		// them (the value opens the line or follows another's mark), the
		// mark right after a value decides it. ("MP4, H.264 ✖ WebM", no
		// tick: the cross opens the refused list.)
		return strings.ContainsAny(m[1], "✗✘✖❌")
	}
	if crossBefore().MatchString(text[max(0, start-40):start]) {
		// "MP4, H.264 ✖ WebM, MOV": the values listed after a cross are
		// refused.
		return true
	}
	// A decimal point ("No 59.94 fps or 50 fps") ends no clause.
	before := text[max(0, start-40):start]
	if i := strings.LastIndexAny(decimalPoint().ReplaceAllString(before, "${1}_$2"), ";."); i >= 0 {
		before = before[i+1:]
	}
	if locs := clauseBoundary().FindAllStringIndex(before, -1); len(locs) > 0 {
		before = before[locs[len(locs)-1][0]:]
	}
	if negBefore().MatchString(before) || negListBefore().MatchString(listBefore().ReplaceAllString(before, "")) {
		// (The second: a later value of a refused list, "we do not sell
		// :06, :10 or :60 units", is refused with the first.)
		return true
	}
	// A decimal point ("29.97 fps") or an extension's dot ("(.swf, .bmp)
	// are refused") ends no clause.
	after := extensionDot().ReplaceAllString(decimalPoint().ReplaceAllString(text[end:min(len(text), end+60)], "${1}_$2"), "${1}_$2")
	// "22.05 kHz files sound dull and are not accepted": the value is the
	// subject of both predicates, so the second one's negation is its.
	if sharedNegation().MatchString(after) {
		return true
	}
	if loc := clauseCut().FindStringIndex(after); loc != nil {
		after = after[:loc[0]]
	}
	return negAfter().MatchString(after)
}
