package brd

import (
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

var (
	// placeholderTemplate matches a file-name template with bracketed
	// placeholders ("VLT_[Unit]_[Dims]").
	placeholderTemplate = lazyRe(`[\[{<][A-Za-z][A-Za-z0-9 ]*[\]}>][_-]|[_-][\[{<][A-Za-z][A-Za-z0-9 ]*[\]}>]`)
	// conditionBefore ends right before a value that scopes the sentence
	// rather than requiring it ("Minimum bitrate for H.264 deliveries"),
	// or names the file a condition or relative clause is about ("a
	// template whose HTML file is larger than 100 kB", "if the MP4 file
	// exceeds 50 MB").
	conditionBefore = lazyRe(`(?i)\b(?:for|on)\s+(?:all\s+|any\s+|the\s+|each\s+)?$|\bwhose\s+$|\b(?:if|when|where|unless)\s+(?:the|a|an|its|any|your)\s+$`)
)

// dropConditions removes codec and format families whose every value is a
// condition ("for H.264 deliveries", "on MP4 files") from tech when the
// sentence states another technical value: the sentence bounds that value
// for those files; it does not require the codec or format.
// rateAfter is a bitrate right after a codec: "H.264 at 20 Mbps or
// higher" bounds the bitrate of H.264 video, it does not require H.264.
var rateAfter = lazyRe(`^\s+at\s+(?:least\s+)?\d[\d.,]*\s*[km]b(?:ps|it/s|/s)`)

func dropConditions(tech []string, text string) []string {
	if len(tech) < 2 {
		return tech
	}
	lower := asciiLower(text)
	for _, f := range []string{"codec", "format"} {
		if !contains(tech, f) {
			continue
		}
		re := formatRe()
		if f == "codec" {
			re = codecRe()
		}
		locs := re.FindAllStringIndex(lower, -1)
		if len(locs) == 0 {
			continue
		}
		all := true
		for _, l := range locs {
			if !conditionBefore().MatchString(lower[max(0, l[0]-20):l[0]]) &&
				!(contains(tech, "bitrate") && rateAfter().MatchString(lower[l[1]:min(len(lower), l[1]+30)])) {
				all = false
				break
			}
		}
		if all {
			tech = remove(tech, f)
		}
	}
	return tech
}

// captionFormats returns the format values of fams when all are caption
// file formats (SRT, VTT, SCC): for a captions rule they are its values
// even when the sentence says "sidecar" rather than "format".
func captionFormats(fams families) *compliance.Params {
	p := fams.byField["format"]
	if p == nil || len(p.Allowed) == 0 {
		return nil
	}
	for _, a := range p.Allowed {
		if a != "SRT" && a != "VTT" && a != "SCC" {
			return nil
		}
	}
	return &compliance.Params{Allowed: append([]string(nil), p.Allowed...)}
}
