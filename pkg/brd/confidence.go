package brd

import (
	"math"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Confidence: each rule says how sure the extractor is and why, from the
// evidence it was read on. A rule below minConfidence arrives disabled and
// marked for review: it is offered, never silently enforced.

// minConfidence is the confidence below which a rule needs review.
const minConfidence = 0.5

// evidence is what a rule was read on.
type evidence struct {
	field      string
	params     *compliance.Params
	score      int  // the field's keyword score in the text
	labelled   bool // a table row or specification line named the field
	fromLeadIn bool // the field came from the lead-in, not the item
	sevWord    string
	measured   bool // a quantity with a measurement of its own
	// stated: a requirement no keyword or value classified (stated.go).
	stated bool
}

// paramFields are the fields a checker compares with values: without
// values the rule says nothing checkable.
var valueFields = map[string]bool{
	"dimensions": true, "fileSize": true, "format": true, "duration": true,
	"aspectRatio": true, "frameRate": true, "bitrate": true, "codec": true,
	"audioLoudness": true, "audioSampleRate": true, "audioChannels": true,
	"characterCount": true, "endCardDuration": true,
}

// confidence scores evidence in 0..1 with the reasons, most important
// first.
func confidence(e evidence) (float64, string) {
	if e.stated {
		why := statedReason
		if w := wholeWords(e.sevWord); w != "" {
			why += "; normative wording \"" + w + "\""
		}
		return statedConfidence, why
	}
	c := 0.55
	var why []string
	hasValues := cleanParams(e.params) != nil
	switch {
	case hasValues && (e.labelled || e.measured):
		c += 0.35
		why = append(why, "values read under a label naming the field")
	case hasValues:
		c += 0.3
		why = append(why, "values of the field's kind in the sentence")
	case valueFields[e.field]:
		c -= 0.25
		why = append(why, "no value for a field that needs one")
	}
	switch {
	case e.labelled:
		c += 0.05
	case e.score >= 3:
		c += 0.1
		why = append(why, "the field is named")
	case e.score < minEvidence:
		c -= 0.2
		why = append(why, "only a weak keyword names the field")
	}
	if e.fromLeadIn {
		c -= 0.1
		why = append(why, "the field comes from the list's lead-in")
	}
	switch e.sevWord {
	case "":
		c -= 0.1
		why = append(why, "no normative wording")
	case "specification line", "specification table", "specification list":
		why = append(why, "a specification line without a verb")
	default:
		why = append(why, "normative wording \""+e.sevWord+"\"")
	}
	c = math.Round(math.Max(0.05, math.Min(0.99, c))*100) / 100
	return c, strings.Join(why, "; ")
}

// applyConfidence sets a rule's confidence and disables it for review when
// it is low.
func applyConfidence(r *compliance.Rule, e evidence) {
	c, why := confidence(e)
	r.Confidence = c
	r.Rationale += " Confidence " + strings.TrimRight(strings.TrimRight(formatFloat(c), "0"), ".") + ": " + why + "."
	if c < minConfidence {
		r.Enabled = false
		r.NeedsReview = true
		r.ReviewReason = "The extractor is unsure of this rule (" + why + "); check it against the document before enabling it."
	}
}

func formatFloat(v float64) string { return strings.TrimSpace(strings.TrimSuffix(fmtNum(v), ".0")) }

// wholeWords trims a severity match to the words it holds: an imperative's
// match ends on the next word's first letter ("use t", ": put t"), which a
// reviewer reading the reason should not see.
func wholeWords(w string) string {
	w = strings.TrimSpace(strings.TrimLeft(w, ": "))
	if i := strings.LastIndexByte(w, ' '); i > 0 && len([]rune(w[i+1:])) == 1 {
		w = w[:i]
	}
	return w
}
