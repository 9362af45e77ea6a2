package ai

import (
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

var (
	filingInNameRe = lazyregexp.New(compliance.DefaultFDAFilingPattern)
	nameSplitRe    = lazyregexp.New(`[\s_\-.+()\[\]{},;&@]+`)
	// nameDropRes are tokens that describe the file, not the campaign:
	// sizes, versions, durations, dates, weights and counters.
	nameDropRes = lazyregexp.NewList(
		`(?i)^[0-9]{2,5}[x×][0-9]{2,5}$`,               // 300x250
		`(?i)^v(?:er(?:sion)?)?[0-9]+[a-z]?$`,          // v2, ver3, version4, v1a
		`(?i)^(?:rev|r|rd|round)[0-9]+$`,               // rev2, r3
		`(?i)^[0-9]+(?:s|sec|secs|seconds?)$`,          // 15s, 30sec
		`^:[0-9]{2}$`,                                  // :15
		`(?i)^[0-9]+(?:k|kb|mb|gb|px|dpi|fps|p|kbps)$`, // 150kb, 1080p
		`^[0-9]{6,8}$`,                                 // 20240115, 240115
		`^[0-9]{1,2}$`,                                 // copy counters "(1)", "02"
		`(?i)^(?:copy|final|draft|backup|bkup|static|html5?|banner|banners|creative|ad|ads|img|image|video|vid|asset|file|hires|lowres|web|print|updated|new|old|tmp|temp|edit|edited|export|fa|wip|sm|lg|youtube|facebook|instagram|tiktok|linkedin|preroll|bumper)$`,
	)
	// nameExtensions are dropped from the end of a name (also twice, as in
	// "banner.html.zip").
	nameExtensions = map[string]bool{
		"png": true, "jpg": true, "jpeg": true, "gif": true, "webp": true, "bmp": true, "svg": true,
		"mp4": true, "mov": true, "m4v": true, "webm": true, "avi": true,
		"pdf": true, "doc": true, "docx": true, "ppt": true, "pptx": true, "zip": true,
		"html": true, "htm": true, "psd": true, "ai": true, "indd": true, "tif": true, "tiff": true,
	}
	camelRe      = lazyregexp.New(`([a-z]{2})([A-Z][a-z])`)
	sizeInNameRe = lazyregexp.New(`(?i)(?:^|\b|_)[0-9]{2,5}\s*[x×]\s*[0-9]{2,5}(?:\b|_|$)`)
)

// CampaignNameFromFile suggests a campaign name from an asset's file name:
// the directory, extensions, FDA filing numbers, sizes, versions,
// durations, dates, counters and production words (final, copy, static,
// html5, banner…) are dropped; underscores, hyphens and camel case become
// spaces; words are title-cased with acronyms (DTC, HCP, Q3) kept upper
// case. "XARELTO_dtc_summerLaunch_300x250_v2.png" gives
// "Xarelto DTC Summer Launch". It returns "" when nothing is left.
func CampaignNameFromFile(name string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	name = path.Base(name)
	if name == "." || name == "/" {
		return ""
	}
	for range 2 {
		i := strings.LastIndexByte(name, '.')
		if i <= 0 || !nameExtensions[strings.ToLower(name[i+1:])] {
			break
		}
		name = name[:i]
	}
	name = filingInNameRe().ReplaceAllString(strings.NewReplacer("_", " ", ".", " ").Replace(name), " ")
	name = sizeInNameRe().ReplaceAllString(name, " ")
	name = camelRe().ReplaceAllString(name, "$1 $2")
	var words []string
	for _, tok := range nameSplitRe().Split(name, -1) {
		if tok == "" || dropNameToken(tok) {
			continue
		}
		w := titleWord(tok)
		if len(words) > 0 && strings.EqualFold(words[len(words)-1], w) {
			continue
		}
		words = append(words, w)
	}
	return strings.Join(words, " ")
}

func dropNameToken(tok string) bool {
	for _, re := range nameDropRes() {
		if re.MatchString(tok) {
			return true
		}
	}
	return false
}

// titleWord title-cases one word: short all-upper words and short words
// with digits ("DTC", "q3") are upper-cased acronyms; others get an upper
// first letter and lower rest, except mixed-case words ("eCommerce",
// "iPhone") which are kept.
func titleWord(w string) string {
	hasDigit, hasLower, hasUpper := false, false, false
	for _, r := range w {
		switch {
		case unicode.IsDigit(r):
			hasDigit = true
		case unicode.IsLower(r):
			hasLower = true
		case unicode.IsUpper(r):
			hasUpper = true
		}
	}
	n := utf8.RuneCountInString(w)
	switch {
	case hasUpper && !hasLower && n <= 4:
		return w
	case hasDigit && n <= 4:
		return strings.ToUpper(w)
	case hasUpper && hasLower:
		// "Xarelto", "McDonald", "eCommerce" and "iPhone" are kept.
		if isAcronymWord(strings.ToLower(w)) {
			return strings.ToUpper(w)
		}
		return w
	}
	lw := strings.ToLower(w)
	if isAcronymWord(lw) {
		return strings.ToUpper(lw)
	}
	r, size := utf8.DecodeRuneInString(lw)
	return string(unicode.ToUpper(r)) + lw[size:]
}

// acronyms are upper-cased wherever they appear.
var acronyms = map[string]bool{
	"dtc": true, "hcp": true, "isi": true, "us": true, "usa": true, "uk": true, "eu": true,
	"ctv": true, "olv": true, "ooh": true, "cta": true, "pi": true, "moa": true, "ae": true,
	"hiv": true, "copd": true, "adhd": true, "ra": true, "ms": true, "ibd": true, "uc": true,
	"cd": true, "nsclc": true, "hcv": true, "rsv": true,
}

func isAcronymWord(lw string) bool { return acronyms[lw] }
