package ai_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

var refNow = time.Date(2025, 6, 15, 12, 0, 0, 0, time.UTC)

func analyze(t *testing.T, in ai.AssetInput) ai.Analysis {
	t.Helper()
	if in.Now.IsZero() {
		in.Now = refNow
	}
	an, err := ai.NewOffline().AnalyzeAsset(context.Background(), in)
	if err != nil {
		t.Fatalf("AnalyzeAsset: %v", err)
	}
	return an
}

func hasPrefixIn(list []string, prefix string) bool {
	return slices.ContainsFunc(list, func(s string) bool { return strings.HasPrefix(s, prefix) })
}

func containsIn(list []string, sub string) bool {
	return slices.ContainsFunc(list, func(s string) bool { return strings.Contains(strings.ToLower(s), strings.ToLower(sub)) })
}

func TestOfflineFilingNumber(t *testing.T) {
	tests := []struct {
		name, file, text string
		meta             map[string]string
		want             string
	}{
		{"default pattern in text", "ad.png", "Brand is a medicine. US-BRA-12345 06/25", nil, "US-BRA-12345"},
		{"pattern in file name", "Brand_US-ABC-1234_300x250.png", "", nil, "US-ABC-1234"},
		{"labelled job code", "ad.png", "Job code: PP-XY-US-0012-1", nil, "PP-XY-US-0012-1"},
		{"labelled filing with number", "ad.png", "FDA Filing #: 12345A", nil, "12345A"},
		{"labelled in metadata", "ad.pdf", "", map[string]string{"Subject": "Material ID: MAT-77A-2024"}, "MAT-77A-2024"},
		{"pattern in metadata", "ad.pdf", "", map[string]string{"Keywords": "brand, US-XYZ-99887"}, "US-XYZ-99887"},
		{"MedWatch phone is not a filing number", "ad.png", "Report side effects to FDA at 1-800-FDA-1088.", nil, ""},
		{"label without digits", "ad.png", "Filing number: pending", nil, ""},
		{"nothing", "summer_300x250.png", "Ask your doctor.", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an := analyze(t, ai.AssetInput{Name: tc.file, Text: tc.text, Info: media.Info{Kind: media.KindImage, Metadata: tc.meta}})
			dc := an.DetectedContent
			if dc.FDAFilingNumber != tc.want {
				t.Fatalf("FDAFilingNumber = %q, want %q", dc.FDAFilingNumber, tc.want)
			}
			hasElem := hasPrefixIn(dc.ComplianceElements, ai.ElementFiling)
			if hasElem != (tc.want != "") {
				t.Errorf("filing element present = %v, elements %q", hasElem, dc.ComplianceElements)
			}
			// No other element may look like a filing number to the builder check.
			for _, e := range dc.ComplianceElements {
				le := strings.ToLower(e)
				if !strings.HasPrefix(e, ai.ElementFiling) && (strings.Contains(le, "fda") || strings.Contains(le, "filing")) {
					t.Errorf("element %q mentions FDA/filing", e)
				}
			}
			missing := containsIn(an.QualityAssessment.PotentialIssues, "No FDA filing")
			if missing != (tc.want == "") {
				t.Errorf("missing-filing issue = %v, issues %q", missing, an.QualityAssessment.PotentialIssues)
			}
		})
	}
}

func TestOfflineAudience(t *testing.T) {
	tests := []struct {
		name, file, text, customerType string
		want                           string
	}{
		{"campaign customer type wins", "hcp_banner.png", "Ask your doctor", "DTC", "DTC"},
		{"file name token HCP", "Brand_HCP_728x90.png", "", "", "HCP"},
		{"file name token DTC", "brand-dtc-300x250.jpg", "", "", "DTC"},
		{"for healthcare professionals only", "a.png", "For US Healthcare Professionals Only. Mechanism of action.", "", "HCP"},
		{"for HCPs", "a.png", "Dosing information for HCPs", "", "HCP"},
		{"your patients", "a.png", "Help your patients reach their goals. Primary endpoint met (n=512).", "", "HCP"},
		{"ask your doctor", "a.png", "Ask your doctor if Brand is right for you.", "", "DTC"},
		{"tell your healthcare provider is DTC", "a.png", "Tell your healthcare provider about all medicines you take. If you have asthma, talk to your doctor.", "", "DTC"},
		{"savings card", "a.png", "Get the savings card. If you have diabetes, ask your pharmacist.", "", "DTC"},
		{"advise patients", "a.png", "Advise patients to report signs of infection. Monitor patients for hypoglycemia.", "", "HCP"},
		{"your doctor alone", "a.png", "Before you start, your doctor will check your blood pressure.", "", "DTC"},
		{"contradicting cues", "a.png", "For healthcare professionals. Ask your doctor about Brand.", "", ""},
		{"file name names both", "dtc_hcp_master.png", "", "", ""},
		{"no cues", "a.png", "Brand. Feel better.", "", ""},
		{"weak cue alone", "a.png", "Talk with clinicians.", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an := analyze(t, ai.AssetInput{Name: tc.file, Text: tc.text, CustomerType: tc.customerType})
			dc := an.DetectedContent
			if dc.TargetAudience != tc.want {
				t.Fatalf("TargetAudience = %q (cues %q), want %q", dc.TargetAudience, dc.AudienceCues, tc.want)
			}
			if (tc.want != "") != (len(dc.AudienceCues) > 0) {
				t.Errorf("cues %q for audience %q", dc.AudienceCues, tc.want)
			}
			if got := containsIn(an.QualityAssessment.PotentialIssues, "Target audience"); got != (tc.want == "") {
				t.Errorf("audience issue = %v, issues %q", got, an.QualityAssessment.PotentialIssues)
			}
		})
	}
}

const isiText = "IMPORTANT SAFETY INFORMATION. Brand may cause serious side effects, including infections. Do not take Brand if you are allergic to it. See full Prescribing Information and Medication Guide. You are encouraged to report negative side effects of prescription drugs to the FDA. Visit www.fda.gov/medwatch or call 1-800-FDA-1088. © 2025 Pharma Co."

func TestOfflineTextElements(t *testing.T) {
	tests := []struct {
		name       string
		text       string
		want       []string // elements that must be present
		notWant    []string
		indication string
		issues     []string // substrings of expected issues
		notIssues  []string
	}{
		{
			name:       "full ISI",
			text:       "Brand is a prescription medicine used to treat moderate to severe plaque psoriasis in adults. " + isiText,
			want:       []string{ai.ElementSafetyInfo, ai.ElementFairBalance, ai.ElementIndication, ai.ElementPI, ai.ElementMedGuide, ai.ElementAdverseEvents, ai.ElementCopyright},
			notWant:    []string{ai.ElementBoxedWarning},
			indication: "used to treat moderate to severe plaque psoriasis in adults",
			notIssues:  []string{"ISI", "fair balance"},
		},
		{
			name:       "indication without risk information",
			text:       "Brand is indicated for the treatment of adults with chronic migraine. Fewer headache days.",
			want:       []string{ai.ElementIndication},
			notWant:    []string{ai.ElementSafetyInfo, ai.ElementFairBalance},
			indication: "indicated for the treatment of adults with chronic migraine",
			issues:     []string{"Important Safety Information (ISI) not found", "fair balance not met"},
		},
		{
			name:       "indication heading",
			text:       "INDICATION: Brand is a once-daily tablet for adults with type 2 diabetes\nWARNING: RISK OF THYROID C-CELL TUMORS. Boxed warning text.",
			want:       []string{ai.ElementIndication, ai.ElementBoxedWarning, ai.ElementSafetyInfo},
			indication: "Brand is a once-daily tablet for adults with type 2 diabetes",
		},
		{
			name:      "not indicated is no indication",
			text:      "Brand is not indicated for children. Important Safety Information: may cause dizziness.",
			notWant:   []string{ai.ElementIndication},
			notIssues: []string{"fair balance"},
		},
		{
			name:      "too little text for an ISI finding",
			text:      "Brand logo",
			notIssues: []string{"ISI"},
		},
		{
			name:   "no text",
			text:   "",
			issues: []string{"No readable text"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an := analyze(t, ai.AssetInput{Name: "ad_US-ABC-1234.png", Text: tc.text, Info: media.Info{Kind: media.KindImage}})
			dc := an.DetectedContent
			for _, w := range tc.want {
				if !slices.Contains(dc.ComplianceElements, w) {
					t.Errorf("element %q missing from %q", w, dc.ComplianceElements)
				}
			}
			for _, w := range tc.notWant {
				if slices.Contains(dc.ComplianceElements, w) {
					t.Errorf("element %q unexpectedly in %q", w, dc.ComplianceElements)
				}
			}
			if dc.Indication != tc.indication {
				t.Errorf("Indication = %q, want %q", dc.Indication, tc.indication)
			}
			if dc.HasSafetyInfo != slices.Contains(dc.ComplianceElements, ai.ElementSafetyInfo) {
				t.Errorf("HasSafetyInfo %v disagrees with elements", dc.HasSafetyInfo)
			}
			for _, w := range tc.issues {
				if !containsIn(an.QualityAssessment.PotentialIssues, w) {
					t.Errorf("issue %q missing from %q", w, an.QualityAssessment.PotentialIssues)
				}
			}
			for _, w := range tc.notIssues {
				if containsIn(an.QualityAssessment.PotentialIssues, w) {
					t.Errorf("issue %q unexpectedly in %q", w, an.QualityAssessment.PotentialIssues)
				}
			}
		})
	}
}

func TestOfflineDates(t *testing.T) {
	tests := []struct {
		name       string
		text       string
		wantExpiry string
		issue      string // substring of the expected date issue, "" for none
		dofuWarn   bool   // the builder's DOFU check fires
	}{
		{"ISO date in the past", "DOFU: 2024-03-31", "2024-03-31", "has passed", true},
		{"US date in the past", "Expires 03/31/2025", "2025-03-31", "has passed", true},
		{"two-digit year", "Exp. 3/31/25", "2025-03-31", "has passed", true},
		{"day first when unambiguous", "Expiration date: 31/12/2024", "2024-12-31", "has passed", true},
		{"month name", "Valid through December 31, 2026", "2026-12-31", "", false},
		{"day month name", "Use by 1 July 2025", "2025-07-01", "within 30 days", false},
		{"month and year means end of month", "DOFU exp: Jun 2025", "2025-06-30", "within 30 days", false},
		{"numeric month and year", "Do not use after 05/2025", "2025-05-31", "has passed", true},
		{"future date", "DOFU 2027-01-15", "2027-01-15", "", false},
		{"invalid date", "DOFU: 13/45/2024", "", "not a valid date", true},
		{"30 February", "Expires 2025-02-30", "", "not a valid date", true},
		{"date of first use in the future", "Date of first use: 2025-09-01", "", "in the future", false},
		{"date of first use in the past is fine", "Date of first use: 2024-09-01", "", "", false},
		{"label without a date", "Offer expires soon. For use by adults.", "", "", false},
		{"no label", "Call 2024-03-31", "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := ai.AssetInput{Name: "a.png", Text: tc.text}
			an := analyze(t, in)
			if an.DetectedContent.DOFUExpiration != tc.wantExpiry {
				t.Errorf("DOFUExpiration = %q, want %q", an.DetectedContent.DOFUExpiration, tc.wantExpiry)
			}
			issues := an.QualityAssessment.PotentialIssues
			if tc.issue != "" && !containsIn(issues, tc.issue) {
				t.Errorf("issue %q missing from %q", tc.issue, issues)
			}
			for _, s := range []string{"has passed", "within 30 days", "not a valid date", "in the future"} {
				if s != tc.issue && containsIn(issues, s) {
					t.Errorf("unexpected issue %q in %q", s, issues)
				}
			}
			// The spec profile's DOFU rule fires on compliance/guideline issues only.
			spec, _ := compliance.Profile("spec")
			res := compliance.Check(context.Background(), compliance.Asset{FileName: "a.png", Detected: an.Detected()}, spec, compliance.Options{})
			got := slices.ContainsFunc(res.Issues, func(is compliance.Issue) bool {
				return is.Message == compliance.MsgDOFU
			})
			if got != tc.dofuWarn {
				t.Errorf("builder DOFU warning = %v, want %v (issues %q)", got, tc.dofuWarn, issues)
			}
		})
	}
}

func TestOfflineClaims(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		want  []string // claim words reported
		avoid []string // words that must not be reported
	}{
		{"superlatives", "The best and safest choice. Strongest relief!", []string{`"best"`, `"safest"`, `"Strongest"`}, nil},
		{"most effective and #1", "The most effective treatment, #1 prescribed.", []string{`"most effective"`, `"#1"`}, nil},
		{"cure", "Brand cures psoriasis.", []string{`"cures"`}, nil},
		{"negated cure", "Brand is not a cure for HIV. There is no cure for MS.", nil, []string{"cure"}},
		{"absolute claims", "Guaranteed results with no side effects. Completely safe.", []string{`"Guaranteed"`, `"no side effects"`, `"Completely safe"`}, nil},
		{"breakthrough bleeding is a side effect", "Breakthrough bleeding may occur.", nil, []string{"breakthrough"}},
		{"exclusivity", "The first and only biologic for kids.", []string{`"first and only"`}, nil},
		{"harmless words", "Secure your savings. Best practices for storage. Procured by Pharma.", nil, []string{"best", "cure"}},
		{"negated superlative", "Brand is not better than other treatments.", nil, []string{"better than"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an := analyze(t, ai.AssetInput{Name: "a.png", Text: tc.text})
			issues := an.QualityAssessment.PotentialIssues
			for _, w := range tc.want {
				if !containsIn(issues, w) {
					t.Errorf("claim %s missing from %q", w, issues)
				}
			}
			for _, w := range tc.avoid {
				for _, is := range issues {
					if strings.Contains(strings.ToLower(is), "claim") && strings.Contains(strings.ToLower(is), `"`+w) {
						t.Errorf("claim %q unexpectedly reported: %q", w, is)
					}
				}
			}
			for _, is := range issues {
				if strings.Contains(strings.ToLower(is), "compliance") || strings.Contains(strings.ToLower(is), "guideline") {
					t.Errorf("claim issue %q would trigger the DOFU builder check", is)
				}
			}
		})
	}
}

func TestOfflinePlaceholdersAndMedia(t *testing.T) {
	tests := []struct {
		name  string
		in    ai.AssetInput
		want  []string
		avoid []string
	}{
		{"lorem ipsum", ai.AssetInput{Name: "a.png", Text: "Lorem ipsum dolor sit amet [INSERT ISI HERE]"}, []string{`"Lorem ipsum"`, `"[INSERT ISI HERE]"`}, nil},
		{"TBD upper case only", ai.AssetInput{Name: "a.png", Text: "Price TBD. xxx"}, []string{`"TBD"`}, []string{`"xxx"`}},
		{"HTML5 without clickTag", ai.AssetInput{Name: "b.zip", Info: media.Info{Kind: media.KindHTML5, HTML5: &media.HTML5Info{EntryHTML: []string{"index.html"}, AdSizeDeclared: true, ExternalReferences: []string{"http://cdn.example.com/a.js"}}}},
			[]string{"does not declare a clickTag", "1 external or insecure"}, []string{"top-level HTML", "ad.size"}},
		{"HTML5 clickTag unused, two entries", ai.AssetInput{Name: "b.zip", Info: media.Info{Kind: media.KindHTML5, HTML5: &media.HTML5Info{EntryHTML: []string{"a.html", "b.html"}, ClickTagDeclared: true}}},
			[]string{"never uses it", "2 top-level HTML", "ad.size"}, []string{"does not declare a clickTag"}},
		{"good HTML5", ai.AssetInput{Name: "b.zip", Info: media.Info{Kind: media.KindHTML5, HTML5: &media.HTML5Info{EntryHTML: []string{"index.html"}, AdSizeDeclared: true, ClickTagDeclared: true, ClickTagUsed: true}}},
			[]string{"rendered at run time"}, []string{"clickTag", "top-level", "ad.size", "external"}},
		{"long endless animation", ai.AssetInput{Name: "a.gif", Info: media.Info{Kind: media.KindImage, Animated: true, FrameCount: 40, DurationSeconds: 42, LoopCount: -1}},
			[]string{"Animation runs 42.0 s", "loops forever"}, nil},
		{"short animation with 3 loops", ai.AssetInput{Name: "a.gif", Info: media.Info{Kind: media.KindImage, Animated: true, FrameCount: 10, DurationSeconds: 12, LoopCount: 3}},
			nil, []string{"Animation"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			an := analyze(t, tc.in)
			issues := an.QualityAssessment.PotentialIssues
			for _, w := range tc.want {
				if !containsIn(issues, w) {
					t.Errorf("issue %q missing from %q", w, issues)
				}
			}
			for _, w := range tc.avoid {
				if containsIn(issues, w) {
					t.Errorf("issue %q unexpectedly in %q", w, issues)
				}
			}
		})
	}
}

func TestOfflineScoreAndShape(t *testing.T) {
	clean := analyze(t, ai.AssetInput{
		Name: "Brand_DTC_300x250_US-BRA-12345.png", Info: media.Info{Kind: media.KindImage},
		Text: "Brand is used to treat adults with asthma. Ask your doctor. " + isiText,
	})
	if s := clean.QualityAssessment.Score; s == nil || *s != 100 {
		t.Errorf("clean asset score = %v, issues %q", s, clean.QualityAssessment.PotentialIssues)
	}
	bad := analyze(t, ai.AssetInput{Name: "x.png", Text: "The best cure, guaranteed. Lorem ipsum. DOFU 2020-01-01. Brand is indicated for pain."})
	if s := bad.QualityAssessment.Score; s == nil || *s != 0 {
		t.Errorf("bad asset score = %v, want 0", s)
	}
	empty := analyze(t, ai.AssetInput{})
	if empty.DetectedContent.ComplianceElements == nil || empty.QualityAssessment.PotentialIssues == nil {
		t.Error("lists must be non-nil so that they encode as []")
	}
	if empty.Provider != "offline" {
		t.Errorf("Provider = %q", empty.Provider)
	}
}

func TestOfflineDeterministic(t *testing.T) {
	in := ai.AssetInput{Name: "Brand_HCP_728x90_v3.png", Text: "For healthcare professionals. " + isiText + " DOFU 2024-01-01", Now: refNow}
	a := analyze(t, in)
	for range 5 {
		b := analyze(t, in)
		if !slices.Equal(a.QualityAssessment.PotentialIssues, b.QualityAssessment.PotentialIssues) ||
			!slices.Equal(a.DetectedContent.ComplianceElements, b.DetectedContent.ComplianceElements) ||
			!slices.Equal(a.DetectedContent.AudienceCues, b.DetectedContent.AudienceCues) {
			t.Fatal("analysis differs between runs")
		}
	}
}

func TestOfflineCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ai.NewOffline().AnalyzeAsset(ctx, ai.AssetInput{Name: "a.png"}); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestOfflineLargeTextIsBounded(t *testing.T) {
	// A long document is read at its head (indication) and tail (ISI);
	// the middle of a 300 KB text is not searched.
	filler := strings.Repeat("Lorem-free filler words about asthma care. ", 7000)
	text := "Brand is indicated for asthma. DOFU 2020-01-01\n" + filler + " The best cure. " + filler + "\n" + isiText
	an := analyze(t, ai.AssetInput{Name: "big.pdf", Text: text, Info: media.Info{Kind: media.KindDocument}})
	issues := an.QualityAssessment.PotentialIssues
	if !containsIn(issues, "has passed") || !an.DetectedContent.HasSafetyInfo || an.DetectedContent.Indication == "" {
		t.Errorf("head or tail not read: %+v %q", an.DetectedContent, issues)
	}
	if containsIn(issues, `"best"`) {
		t.Errorf("the middle of a long text was searched: %q", issues)
	}
}
