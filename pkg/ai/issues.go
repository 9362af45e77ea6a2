package ai

import (
	"fmt"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Animation limits commonly applied to display ads (IAB New Ad Portfolio:
// at most 15 s of animation, at most 3 loops; many publishers allow 30 s).
const (
	maxAnimationSeconds = 30
	maxAnimationLoops   = 3
)

// Potential issues that a model's reading may settle.
const (
	msgNoFiling       = "No FDA filing / promotional material number found in the text, metadata or file name"
	msgNoAudience     = "Target audience (HCP or DTC) not identified"
	msgNoReadableText = "No readable text (OCR unavailable or no text in the asset): safety information and claims could not be checked"
	msgNoHTML5Text    = "HTML5 banner text is rendered at run time and was not read: safety information and claims could not be checked"
)

// finding is one potential issue and how much it lowers the quality score.
type finding struct {
	text    string
	penalty int
}

// Score penalties of the findings.
const (
	penaltyHigh   = 20 // expired material, missing safety information
	penaltyMedium = 10 // claims, missing fair balance, HTML5 click tracking
	penaltyLow    = 5  // placeholders, notes for a reviewer
)

// dateFindings reports DOFU / expiry dates in the past or near, invalid
// ones, and first-use dates in the future. Only findings about expired or
// invalid dates mention compliance: the spec's builder check turns such a
// finding into 'DOFU expiration date must be current and valid'.
func dateFindings(dates []labelledDate, now time.Time) ([]finding, string) {
	var out []finding
	expiry := ""
	today := day(now)
	for _, d := range dates {
		if d.date.IsZero() {
			out = append(out, finding{fmt.Sprintf("%s date %q is not a valid date: compliance review needed", d.label, d.raw), penaltyHigh})
			continue
		}
		iso := d.date.Format(time.DateOnly)
		switch d.kind {
		case dateFirstUse:
			if d.date.After(today) {
				out = append(out, finding{fmt.Sprintf("Date of first use %s is in the future: the material may not be used before then", iso), penaltyMedium})
			}
		default:
			if expiry == "" {
				expiry = iso
			}
			switch {
			case d.date.Before(today):
				out = append(out, finding{fmt.Sprintf("DOFU/expiration date %s (%s) has passed: expired material is out of compliance", iso, d.label), penaltyHigh})
			case d.date.Sub(today) <= soonWindowDays*24*time.Hour:
				out = append(out, finding{fmt.Sprintf("DOFU/expiration date %s is within %d days", iso, soonWindowDays), penaltyLow})
			}
		}
	}
	return out, expiry
}

// textFindings reports missing safety and risk information.
func textFindings(kind media.Kind, text string, f textFacts) []finding {
	words := len(strings.Fields(text))
	if words == 0 {
		switch kind {
		case media.KindDocument:
			return []finding{{"No text could be extracted from the document: safety information and claims could not be checked", penaltyLow}}
		case media.KindHTML5:
			return []finding{{msgNoHTML5Text, penaltyLow}}
		case media.KindImage, media.KindVideo:
			return []finding{{msgNoReadableText, penaltyLow}}
		}
		return []finding{{"No asset text available: safety information and claims could not be checked", penaltyLow}}
	}
	var out []finding
	if words >= 5 && !f.safetyInfo {
		out = append(out, finding{"Important Safety Information (ISI) not found in the asset text", penaltyHigh})
	}
	if f.indication != "" && !f.fairBalance {
		out = append(out, finding{"Indication or efficacy content without risk information: fair balance not met", penaltyMedium})
	}
	return out
}

// mediaFindings reports what the measured facts show: HTML5 banners
// without click tracking or with insecure references, long or endless
// animations.
func mediaFindings(i media.Info) []finding {
	var out []finding
	if h := i.HTML5; h != nil {
		if len(h.EntryHTML) != 1 {
			out = append(out, finding{fmt.Sprintf("HTML5 banner has %d top-level HTML files; ad servers expect exactly one", len(h.EntryHTML)), penaltyMedium})
		}
		if !h.AdSizeDeclared {
			out = append(out, finding{`HTML5 banner does not declare its size (<meta name="ad.size">)`, penaltyLow})
		}
		switch {
		case !h.ClickTagDeclared:
			out = append(out, finding{"HTML5 banner does not declare a clickTag: the ad server cannot track clicks", penaltyMedium})
		case !h.ClickTagUsed:
			out = append(out, finding{"HTML5 banner declares a clickTag but never uses it for its exit", penaltyMedium})
		}
		if n := len(h.ExternalReferences); n > 0 {
			out = append(out, finding{fmt.Sprintf("HTML5 banner references %d external or insecure resource(s), e.g. %s", n, h.ExternalReferences[0]), penaltyMedium})
		}
	}
	if i.Kind == media.KindImage && (i.Animated || i.FrameCount > 1) {
		if i.DurationSeconds > maxAnimationSeconds {
			out = append(out, finding{fmt.Sprintf("Animation runs %.1f s, longer than the usual %d s limit for display ads", i.DurationSeconds, maxAnimationSeconds), penaltyMedium})
		}
		if i.LoopCount < 0 || i.LoopCount > maxAnimationLoops {
			out = append(out, finding{fmt.Sprintf("Animation loops %s; display ads usually stop after %d loops", loopsLabel(i.LoopCount), maxAnimationLoops), penaltyLow})
		}
	}
	return out
}

func loopsLabel(n int) string {
	if n < 0 {
		return "forever"
	}
	return fmt.Sprintf("%d times", n)
}

// qualityScore is 100 minus the findings' penalties, at least 0.
func qualityScore(fs []finding) int {
	s := 100
	for _, f := range fs {
		s -= f.penalty
	}
	return max(s, 0)
}
