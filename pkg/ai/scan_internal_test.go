package ai

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// allMatchers lists every keyword-filtered pattern of the heuristics.
func allMatchers() map[string]matcher {
	m := map[string]matcher{
		"safetyInfo": safetyInfoRe, "fairBalance": fairBalanceRe, "boxedWarning": boxedWarningRe, "pi": piRe,
		"medGuide": medGuideRe, "adverseEvents": adverseEventsRe, "copyright": copyrightRe,
		"indicationSentence": indicationSentenceRe, "indicationHeading": indicationHeadingRe,
		"dateLabel": dateLabelRe, "labelledFiling": labelledFilingRe, "placeholder": placeholderRe, "dtcPhrase": dtcPhraseRe,
	}
	for i, c := range claimCues {
		m[fmt.Sprint("claim", i)] = c.m
	}
	for i, c := range hcpCues {
		m[fmt.Sprint("hcp", i)] = c.m
	}
	for i, c := range dtcCues {
		m[fmt.Sprint("dtc", i)] = c.m
	}
	return m
}

// scanCorpus holds texts with every kind of cue, in several spellings.
var scanCorpus = []string{
	"IMPORTANT SAFETY INFORMATION\nBrand may cause serious side effects, including serious infections. Do not take Brand if you are allergic. Contraindications: none. WARNINGS AND PRECAUTIONS. ISI.",
	"Boxed Warning. WARNING: RISK OF THYROID C-CELL TUMORS. Adverse reactions (≥5%) were nausea. Risks include dizziness.",
	"Please see full Prescribing Information and Medication\nGuide. You are encouraged to report negative side effects of prescription drugs to the FDA. Visit www.fda.gov/medwatch, or call 1-800-FDA-1088. © 2025 Pharma. Copyright 2024 Co. (c) 2023",
	"Brand is a prescription medicine used to treat adults with asthma. Brand is indicated for the treatment of pain. Approved for adults. INDICATIONS AND USAGE: Brand is a kinase inhibitor for cancer.\nWhat is Brand? Brand is a medicine for the heart.",
	"DOFU: 2024-03-31. Date of\nfirst use: 03/01/2025. Expires 12/2025. Expiration Date - 1 July 2025. EXP. 3/31/25. Valid through March 2026. Use by 2025-01-01. Do not use after 05/2025. dofu exp 2024-12-31",
	"Job code: PP-BRX-US-0042. FDA Filing #: 12345A. Material ID: MAT-77A-2024. Promotional code: XYZ-99. Approval code: AB12-34. Veeva ID: V-1234",
	"The best and safest choice. Strongest relief, most effective, fastest-acting, better than the rest, superior to placebo, unsurpassed, unmatched, unrivalled, number one, #1 and # 1.",
	"Brand cures disease; it cured many and it's not a cure. Guaranteed results; a miracle, magical breakthrough, revolutionary. 100% effective, completely safe, totally safe, risk-free, no side effects, without any side effects, side-effect free, harmless.",
	"The first and only treatment. The only medicine that works. Lorem ipsum [INSERT ISI] TBD TBC XXXX placeholder text.",
	"Ask your doctor. Talk with your healthcare provider. Tell your HCP. For US Healthcare Professionals Only. Intended for medical professionals. For HCPs only. Not for consumer use. HCPs. Healthcare professionals. Your patients. Prescribers, clinicians. Mechanism of action. Dosing & administration. Primary endpoints. Clinical trial results (n=512; p<0.001). Advise patients; counsel\npatients.",
	"Direct-to-consumer. DTC. Patients like you. Savings card, copay program, co-pay offer. If you have asthma. Consumers. Your physician, your health care provider.",
	strings.Repeat("filler words without cues. ", 200) + "THE BEST cure. " + strings.Repeat("more filler. ", 200) + "secure procured Curel Bestow",
}

// TestMatchersFindWhatTheirPatternsFind checks that the keyword windows
// never hide a match: each matcher finds exactly what its pattern finds
// on the whole text.
func TestMatchersFindWhatTheirPatternsFind(t *testing.T) {
	for name, m := range allMatchers() {
		total := 0
		for i, text := range scanCorpus {
			want := m.re().FindAllString(text, -1)
			s := newScanText(text)
			var got []string
			for _, loc := range m.findAll(s, -1) {
				got = append(got, text[loc[0]:loc[1]])
			}
			total += len(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s on text %d: windows find %q, the pattern %q", name, i, got, want)
			}
			if m.match(s) != (len(want) > 0) {
				t.Errorf("%s on text %d: match disagrees", name, i)
			}
		}
		if total == 0 {
			t.Errorf("%s: the corpus has no match for it; add one", name)
		}
	}
}

func TestBoundText(t *testing.T) {
	short := "short text"
	if boundText(short) != short {
		t.Error("short text changed")
	}
	long := "HEAD" + strings.Repeat("é", 200000) + "TAIL"
	b := boundText(long)
	if len(b) > maxAnalyzedHead+maxAnalyzedTail+1 || !strings.HasPrefix(b, "HEAD") || !strings.HasSuffix(b, "TAIL") || strings.ContainsRune(b, '\uFFFD') {
		t.Errorf("boundText: %d bytes, head %q tail %q", len(b), b[:4], b[len(b)-4:])
	}
}
