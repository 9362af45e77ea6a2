package compliance

import (
	"context"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

type textKind int

const (
	textSafetyInfo textKind = iota
	textFairBalance
	textIndication
	textDisclaimers
)

// Default patterns of the text checks. Rules override them with
// Params.Pattern, or list required phrases in Params.Allowed.
const (
	// DefaultSafetyInfoPattern finds Important Safety Information.
	DefaultSafetyInfoPattern = `(?i)\bimportant\s+safety\s+information\b|\bISI\b|\bboxed\s+warning\b|\bwarnings?\s+and\s+precautions\b|\bcontraindications?\b`
	// DefaultFairBalancePattern finds risk information.
	DefaultFairBalancePattern = `(?i)\b(?:side\s+effects?|adverse\s+(?:reactions?|events?)|serious\s+(?:risks?|infections?|allergic)|risks?\s+(?:of|include)|may\s+cause|do\s+not\s+(?:take|use)|contraindicat\w*|warnings?)\b`
	// DefaultIndicationPattern finds an indication statement.
	DefaultIndicationPattern = `(?i)\b(?:indications?(?:\s+and\s+usage)?|is\s+indicated|are\s+indicated|approved\s+(?:to\s+treat|for)|used\s+to\s+treat|prescription\s+medicine\s+used)\b`
	// DefaultDisclaimersPattern finds the usual promotional disclaimers.
	DefaultDisclaimersPattern = `(?i)\b(?:(?:full\s+)?prescribing\s+information|medication\s+guide|patient\s+information|intended\s+for\s+(?:us|u\.s\.)\s+(?:residents|audiences|healthcare)|for\s+(?:us|u\.s\.)\s+(?:residents|audiences)\s+only|you\s+are\s+encouraged\s+to\s+report\s+negative\s+side\s+effects|1-800-FDA-1088|all\s+rights\s+reserved)\b|©|\(c\)\s*\d{4}`
)

type textSpec struct {
	pattern string
	what    string // what is looked for, e.g. "Important Safety Information"
	missing string // message when absent
}

var textSpecs = map[textKind]textSpec{
	textSafetyInfo:  {DefaultSafetyInfoPattern, "Important Safety Information", "Important Safety Information not found in the asset text"},
	textFairBalance: {DefaultFairBalancePattern, "risk information (fair balance)", "No risk information found: fair balance not met"},
	textIndication:  {DefaultIndicationPattern, "indication statement", "Indication statement not found in the asset text"},
	textDisclaimers: {DefaultDisclaimersPattern, "required disclaimers", "Required disclaimers not found in the asset text"},
}

// textChecker checks that a kind of text is present in the asset's text.
// Params.Allowed lists phrases that must all be present; otherwise
// Params.Pattern (or the default pattern) must match. Without text (an
// image without OCR, a scanned PDF) it asks the AI validator or a person.
type textChecker struct{ kind textKind }

var spaceRe = lazyregexp.New(`\s+`)

func normalizeText(s string) string {
	return strings.ToLower(spaceRe().ReplaceAllString(s, " "))
}

// DisclaimerCheckDOFU (Params.Check of the disclaimers field) checks the
// DOFU (date of first use) expiration concern the asset's analysis raises
// (spec §5 builder checks).
const DisclaimerCheckDOFU = "dofuExpiration"

func (c textChecker) Check(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	if c.kind == textDisclaimers && paramsOf(r).Check == DisclaimerCheckDOFU {
		const exp = "current and valid DOFU expiration date"
		if dofuFlagged(a.Detected.PotentialIssues) {
			return warn(MsgDOFU, strings.Join(a.Detected.PotentialIssues, "; "), exp)
		}
		return skip() // nothing to review: the spec's check adds no issue
	}
	spec := textSpecs[c.kind]
	if strings.TrimSpace(a.Text) == "" {
		return perceptionChecker{}.Check(ctx, a, r, opts)
	}
	p := paramsOf(r)
	if len(p.Allowed) > 0 {
		text := normalizeText(a.Text)
		var missing []string
		for _, phrase := range p.Allowed {
			if !strings.Contains(text, normalizeText(strings.TrimSpace(phrase))) {
				missing = append(missing, phrase)
			}
		}
		exp := strings.Join(p.Allowed, "; ")
		if len(missing) > 0 {
			return fail("Missing "+spec.what+": "+strings.Join(missing, "; "), "", exp)
		}
		return pass("Found "+spec.what+": "+exp, exp, exp)
	}
	re, err := compilePattern(p.Pattern, spec.pattern)
	if err != nil {
		return warn("Invalid pattern in rule: "+err.Error(), "", p.Pattern)
	}
	exp := spec.what + " present"
	m := re.FindString(a.Text)
	if m == "" {
		return fail(spec.missing, "not found", exp)
	}
	m = strings.TrimSpace(spaceRe().ReplaceAllString(m, " "))
	return pass("Found "+spec.what+": \""+m+"\"", m, exp)
}
