package ai

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The compliance elements the offline analyzer names. Only ElementFiling
// mentions the FDA or a filing (see DetectedContent.ComplianceElements).
const (
	ElementFiling         = "FDA Filing Number"
	ElementSafetyInfo     = "Important Safety Information"
	ElementBoxedWarning   = "Boxed Warning"
	ElementFairBalance    = "Risk information (fair balance)"
	ElementIndication     = "Indication statement"
	ElementPI             = "Prescribing Information reference"
	ElementMedGuide       = "Medication Guide reference"
	ElementAdverseEvents  = "Adverse event reporting statement (MedWatch)"
	ElementCopyright      = "Copyright notice"
	ElementDOFU           = "DOFU / expiration date"
	ElementDateOfFirstUse = "Date of first use"
)

var (
	safetyInfoRe    = newMatcher(compliance.DefaultSafetyInfoPattern, "safety", "isi", "boxed", "warning", "contraindicat")
	fairBalanceRe   = newMatcher(compliance.DefaultFairBalancePattern, "side", "adverse", "serious", "risk", "may", "do", "contraindicat", "warning")
	boxedWarningRe  = newMatcher(`(?i)\bboxed\s+warning\b|\bWARNING:\s+[A-Z][A-Z ,]{8,}`, "boxed", "warning:")
	piRe            = newMatcher(`(?i)\b(?:full\s+)?prescribing\s+information\b`, "prescribing")
	medGuideRe      = newMatcher(`(?i)\bmedication\s+guide\b`, "medication")
	adverseEventsRe = newMatcher(`(?i)1-800-FDA-1088|\bfda\.gov/medwatch\b|\byou\s+are\s+encouraged\s+to\s+report\s+(?:negative\s+)?side\s+effects\b`, "fda-1088", "medwatch", "encouraged")
	copyrightRe     = newMatcher(`©|\(c\)\s*(?:19|20)[0-9]{2}|(?i)\bcopyright\s+(?:©\s*)?(?:19|20)[0-9]{2}`, "©", "(c)", "copyright")

	// indicationSentenceRe finds "… is indicated for …", "… used to treat …".
	indicationSentenceRe = newMatcher(`(?i)\b(?:is|are)\s+(?:a\s+(?:prescription\s+)?(?:medicine|drug|treatment|injection)\s+)?((?:indicated|approved|used)\s+(?:for|to\s+(?:treat|reduce|help|prevent|lower|improve|control)|as|in)\b[^.;!?\n]{3,240})`, "indicated", "approved", "used")
	// indicationHeadingRe finds "INDICATION: …" and "Indications and Usage – …".
	indicationHeadingRe = newMatcher(`(?i)\b(?:indications?(?:\s+(?:and|&)\s+usage)?|what\s+is\s+[A-Z][\w-]*\?)\s*[:–—-]?\s*([A-Z][^.;!?\n]{10,240})`, "indication", "what")
)

// maxIndicationLen bounds the indication phrase reported.
const maxIndicationLen = 200

// textFacts are the regulatory elements found in an asset's text.
type textFacts struct {
	safetyInfo, boxedWarning, fairBalance  bool
	pi, medGuide, adverseEvents, copyright bool
	indication                             string
}

func readTextFacts(s *scanText) textFacts {
	if strings.TrimSpace(s.text) == "" {
		return textFacts{}
	}
	return textFacts{
		safetyInfo:    safetyInfoRe.match(s),
		boxedWarning:  boxedWarningRe.match(s),
		fairBalance:   fairBalanceRe.match(s),
		pi:            piRe.match(s),
		medGuide:      medGuideRe.match(s),
		adverseEvents: adverseEventsRe.match(s),
		copyright:     copyrightRe.match(s),
		indication:    findIndication(s),
	}
}

// findIndication returns the indication statement, starting at the verb
// ("indicated for …") or the text after an "Indication:" heading.
func findIndication(s *scanText) string {
	if m := indicationSentenceRe.findSubmatch(s); m != nil {
		return clip(strings.Join(strings.Fields(m[1]), " "), maxIndicationLen)
	}
	if m := indicationHeadingRe.findSubmatch(s); m != nil {
		return clip(strings.Join(strings.Fields(m[1]), " "), maxIndicationLen)
	}
	return ""
}

// clip shortens s to at most n bytes at a word boundary, adding "…".
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut <= 0 {
		cut = n
		for cut > 0 && !isRuneStart(s[cut]) {
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }
