package compliance_test

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func TestScoreAndBand(t *testing.T) {
	tests := []struct {
		s       compliance.Summary
		score   int
		has     bool
		band    compliance.Band
		level   string
		comment string
	}{
		{compliance.Summary{}, 0, false, "", "", "no checks, no score"},
		{compliance.Summary{TotalChecks: 4, Passed: 4}, 100, true, "Compliant", "high", ""},
		{compliance.Summary{TotalChecks: 10, Passed: 8, Failed: 2}, 80, true, "Compliant", "high", "80 is Compliant"},
		{compliance.Summary{TotalChecks: 10, Passed: 7, Warnings: 1, Failed: 2}, 75, true, "Review", "medium", ""},
		{compliance.Summary{TotalChecks: 10, Passed: 6, Failed: 4}, 60, true, "Review", "medium", "60 is Review"},
		{compliance.Summary{TotalChecks: 10, Passed: 5, Warnings: 1, Failed: 4}, 55, true, "Non-Compliant", "low", ""},
		{compliance.Summary{TotalChecks: 3, Passed: 1, Warnings: 1, Failed: 1}, 50, true, "Non-Compliant", "low", "round(50)"},
		{compliance.Summary{TotalChecks: 8, Passed: 6, Warnings: 1, Failed: 1}, 81, true, "Compliant", "high", "81.25 rounds down"},
		{compliance.Summary{TotalChecks: 8, Passed: 4, Warnings: 3, Failed: 1}, 69, true, "Review", "medium", "68.75 rounds up"},
	}
	for _, tt := range tests {
		score, has := compliance.Score(tt.s)
		if score != tt.score || has != tt.has {
			t.Errorf("Score(%+v) = %d,%v want %d,%v %s", tt.s, score, has, tt.score, tt.has, tt.comment)
		}
		if has {
			b := compliance.BandFor(score)
			if b != tt.band || b.Level() != tt.level {
				t.Errorf("BandFor(%d) = %s/%s", score, b, b.Level())
			}
		}
	}
}

func TestCheckAppliesOnlyEnabledAndApplicableRules(t *testing.T) {
	rules := []compliance.Rule{
		rule("dimensions", nil),
		rule("fileSize", nil),
		rule("naming", nil),
		rule("duration", nil), // skipped: still image
		func() compliance.Rule { r := rule("format", nil); r.Enabled = false; return r }(),
		func() compliance.Rule { r := rule("codec", nil); r.Channel = "Video"; return r }(),                         // channel skip
		func() compliance.Rule { r := rule("fileSize", &compliance.Params{Sizes: []string{"728x90"}}); return r }(), // size skip
		rule("typography", nil),
	}
	a := img("bad name.png", 300, 250, 200*1024)
	an := compliance.Check(context.Background(), a, rules, compliance.Options{})
	if an.Summary != (compliance.Summary{TotalChecks: 4, Passed: 1, Failed: 2, Warnings: 1}) {
		t.Fatalf("summary = %+v, issues %+v", an.Summary, an.Issues)
	}
	if an.Skipped != 3 {
		t.Errorf("skipped = %d, want 3", an.Skipped)
	}
	if !an.HasScore() || *an.ComplianceScore != 38 || an.Band != compliance.BandNonCompliant || an.Level != "low" {
		t.Errorf("score = %v band %s", an.ComplianceScore, an.Band)
	}
	if an.Recommendations[0] != compliance.RecCritical {
		t.Errorf("recommendations = %q", an.Recommendations)
	}
	none := compliance.Check(context.Background(), a, nil, compliance.Options{})
	if none.HasScore() || none.Band != "" || len(none.Issues) != 0 || none.Issues == nil || len(none.Recommendations) != 1 || none.Recommendations[0] != compliance.RecNoChecks {
		t.Errorf("no rules: %+v", none)
	}
}

type fakeAI struct {
	passed    bool
	reasoning string
	err       error
	panics    bool
	calls     int
	lastProps compliance.AssetProperties
}

func (f *fakeAI) Validate(_ context.Context, p compliance.AssetProperties, _ compliance.Rule) (bool, string, error) {
	f.calls++
	f.lastProps = p
	if f.panics {
		panic("boom")
	}
	return f.passed, f.reasoning, f.err
}

func TestAIValidator(t *testing.T) {
	a := img("a.png", 300, 250, 2048)
	tests := []struct {
		name    string
		ai      *fakeAI
		ctx     context.Context
		status  compliance.Status
		message string
		calls   int
	}{
		{"pass with reasoning", &fakeAI{passed: true, reasoning: "Body text is 12px"}, context.Background(), "pass", "Body text is 12px", 1},
		{"fail with reasoning", &fakeAI{reasoning: "Contrast 2.1:1 below 4.5:1"}, context.Background(), "fail", "Contrast 2.1:1 below 4.5:1", 1},
		{"fail without reasoning", &fakeAI{}, context.Background(), "fail", "AI validation failed", 1},
		{"error is unavailable", &fakeAI{err: errors.New("503")}, context.Background(), "warning", "AI analysis unavailable", 1},
		{"panic is unavailable", &fakeAI{panics: true}, context.Background(), "warning", "AI analysis unavailable", 1},
		{"cancelled context", &fakeAI{passed: true}, func() context.Context { c, cancel := context.WithCancel(context.Background()); cancel(); return c }(), "warning", "AI analysis unavailable", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(tt.ctx, a, rule("contrast", nil), compliance.Options{AI: tt.ai})
			if !ok || is.Status != tt.status || is.Message != tt.message || tt.ai.calls != tt.calls {
				t.Errorf("got %v %s %q calls %d", ok, is.Status, is.Message, tt.ai.calls)
			}
			if tt.calls > 0 && (tt.ai.lastProps.FileName != "a.png" || tt.ai.lastProps.FileSizeKB != 2 || tt.ai.lastProps.Dimensions == nil || tt.ai.lastProps.Dimensions.Width != 300) {
				t.Errorf("props = %+v", tt.ai.lastProps)
			}
		})
	}
	// Deterministic fields never call the AI; text fields without text do,
	// and so does a filing number not found in an asset without text.
	ai := &fakeAI{passed: true}
	named := img("ad_US-ABC-1234.png", 300, 250, 1)
	compliance.Check(context.Background(), named, []compliance.Rule{rule("dimensions", nil), rule("fdaFilingNumber", nil)}, compliance.Options{AI: ai})
	if ai.calls != 0 {
		t.Errorf("deterministic rules called the AI %d times", ai.calls)
	}
	compliance.Check(context.Background(), a, []compliance.Rule{rule("fdaFilingNumber", nil)}, compliance.Options{AI: ai})
	if ai.calls != 1 {
		t.Errorf("fdaFilingNumber without text: AI calls = %d, want 1", ai.calls)
	}
	ai.calls = 0
	compliance.Check(context.Background(), pdf("a.pdf", "no number"), []compliance.Rule{rule("fdaFilingNumber", nil)}, compliance.Options{AI: ai})
	if ai.calls != 0 {
		t.Errorf("fdaFilingNumber with text called the AI")
	}
	compliance.Check(context.Background(), a, []compliance.Rule{rule("safetyInfo", nil)}, compliance.Options{AI: ai})
	if ai.calls != 1 {
		t.Errorf("safetyInfo without text: AI calls = %d, want 1", ai.calls)
	}
}

func TestRunRuleTest(t *testing.T) {
	tests := []struct {
		name    string
		rule    compliance.Rule
		asset   compliance.Asset
		status  compliance.Status
		message string
	}{
		{"no file", rule("dimensions", nil), compliance.Asset{}, "fail", "Please select a file first"},
		{"dimensions pass", rule("dimensions", nil), img("a.png", 728, 90, 1), "pass", "Got 728x90, as expected (one of 160x600, 300x250, 728x90, 300x600)"},
		{"dimensions fail", rule("dimensions", nil), img("a.png", 970, 250, 1), "fail", "Expected one of 160x600, 300x250, 728x90, 300x600 but got 970x250"},
		{"dimensions of a pdf", rule("dimensions", nil), pdf("a.pdf", ""), "fail", "Cannot extract dimensions from this file type"},
		{"duration of an image", rule("duration", nil), img("a.png", 1, 1, 1), "fail", "Cannot extract duration from this file type"},
		{"duration fail", rule("duration", nil), video("v.mp4", 1, 1, 1, 31), "fail", "Expected 6-30s but got 31s"},
		{"fileSize", rule("fileSize", nil), img("a.png", 1, 1, 151*1024), "fail", "Expected at most 150KB but got 151KB"},
		{"format", rule("format", nil), compliance.Asset{FileName: "a.bmp", Info: img("", 1, 1, 1).Info}, "pass", "Got PNG, as expected (one of JPG, JPEG, PNG, GIF, MP4, MOV)"},
		{"naming", rule("naming", nil), img("a b.png", 1, 1, 1), "fail", "Expected matches ^[A-Za-z0-9_-]+\\.[A-Za-z0-9]+$ but got a b.png"},
		{"codec on image", rule("codec", nil), img("a.png", 1, 1, 1), "fail", "Cannot extract codec from this file type"},
		{"perception", rule("brandGuidelines", nil), img("a.png", 1, 1, 1), "warning", "Manual review required"},
		{"disabled and off-channel rules still test", func() compliance.Rule { r := rule("dimensions", nil); r.Enabled = false; r.Channel = "Video"; return r }(), img("a.png", 300, 250, 1), "pass", "Got 300x250, as expected (one of 160x600, 300x250, 728x90, 300x600)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := compliance.RunRuleTest(tt.rule, tt.asset)
			if res.Status != tt.status || res.Message != tt.message || res.Passed != (tt.status == "pass") {
				t.Errorf("got %s %q passed=%v", res.Status, res.Message, res.Passed)
			}
		})
	}
}

func TestRunTestCases(t *testing.T) {
	r := rule("dimensions", nil)
	r.Tests = []compliance.TestCase{
		{Input: "300x250", Expected: "pass"},
		{Input: "banner_970x250.png", Expected: "fail"},
		{Input: "728x90", Expected: "fail"}, // wrong expectation
	}
	got := compliance.RunTestCases(context.Background(), r, compliance.Options{})
	want := []bool{true, true, false}
	for i, g := range got {
		if g.Passed != want[i] {
			t.Errorf("case %d: %+v", i, g)
		}
	}
	inputs := []struct {
		field, in string
		status    compliance.Status
	}{
		{"fileSize", "120KB", "pass"},
		{"fileSize", "1.5 MB", "fail"},
		{"duration", "15s", "pass"},
		{"duration", "45", "fail"},
		{"format", "PNG", "pass"},
		{"format", "banner.webp", "fail"},
		{"naming", "ok_name.png", "pass"},
		{"fdaFilingNumber", "US-ABC-1234", "pass"},
		{"customerType", "HCP", "pass"},
		{"codec", "hvc1", "fail"},
	}
	for _, in := range inputs {
		res := compliance.RunRuleTest(rule(in.field, nil), compliance.AssetFromTestInput(in.field, in.in))
		if res.Status != in.status {
			t.Errorf("%s %q: %s %q", in.field, in.in, res.Status, res.Message)
		}
	}
}

// TestRuleSetReuse checks that a RuleSet prepared once gives every asset
// the analysis a fresh check gives it, in any order and from several
// goroutines at once: prepared checks keep no state from one asset to the
// next.
func TestRuleSetReuse(t *testing.T) {
	html5 := img("Brand_DTC_300x250.zip", 300, 250, 120*1024)
	html5.Info.Kind, html5.Info.Format = media.KindHTML5, "ZIP"
	h := goodHTML5()
	html5.Info.HTML5 = &h
	gif := img("Brand_HCP_US-ABC-1234_728x90.gif", 728, 90, 200*1024)
	gif.Info.Format, gif.Info.Animated, gif.Info.FrameCount, gif.Info.DurationSeconds, gif.Info.LoopCount = "GIF", true, 12, 35, -1
	assets := []compliance.Asset{
		img("Brand_HCP_300x250.png", 300, 250, 90*1024),
		img("bad name (1).png", 320, 50, 400*1024),
		gif,
		video("Spot_DTC_15s.mp4", 1920, 1080, 8<<20, 15),
		video("long.mov", 1080, 1920, 90<<20, 95),
		pdf("ISI_HCP.pdf", "Important Safety Information. Indications and usage: ... US-XYZ-2024-0001"),
		html5,
		{Path: "folder/empty"},
	}
	for _, name := range compliance.ProfileNames() {
		rules, err := compliance.Profile(name)
		if err != nil {
			t.Fatal(err)
		}
		disabled := rule("format", &compliance.Params{Allowed: []string{"BMP"}})
		disabled.Enabled = false
		rules = append(rules, rule("naming", &compliance.Params{Pattern: `^[a-z]+\.png$`}), rule("fileSize", &compliance.Params{Check: "initialLoad", Max: new(100.0)}), disabled)
		want := make([]compliance.Analysis, len(assets))
		for i, a := range assets {
			want[i] = compliance.NewRuleSet(rules).Check(context.Background(), a, compliance.Options{})
		}
		set := compliance.NewRuleSet(rules)
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Go(func() {
				for k := range 3 * len(assets) {
					i := (k*7 + g) % len(assets) // every asset, in a different order per goroutine
					if got := set.Check(context.Background(), assets[i], compliance.Options{}); !reflect.DeepEqual(got, want[i]) {
						t.Errorf("%s, %s: reused set gave\n%+v\nwant\n%+v", name, assets[i].Name(), got, want[i])
					}
				}
			})
		}
		wg.Wait()
		if want[0].Skipped+len(want[0].Issues) != len(rules)-1 {
			t.Errorf("%s: %d issues and %d skipped for %d enabled rules", name, len(want[0].Issues), want[0].Skipped, len(rules)-1)
		}
	}
}
