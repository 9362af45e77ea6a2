package brd_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Requirements not written as statements (issue 12): test cases with an
// expected outcome, rejection triggers in a review policy, outcome words
// that set the level. Wording and brands here are made up for the tests.

// ruleOf returns the first rule of field whose quote contains quote.
func ruleOf(rules []compliance.Rule, field, quote string) *compliance.Rule {
	for i := range rules {
		if rules[i].Field == field && rules[i].Source != nil && strings.Contains(rules[i].Source.Quote, quote) {
			return &rules[i]
		}
	}
	return nil
}

// bounds prints a rule's min and max ("-" when unset).
func bounds(p *compliance.Params) string {
	if p == nil {
		return "-/-"
	}
	n := func(v *float64) string {
		if v == nil {
			return "-"
		}
		return strconv.FormatFloat(*v, 'f', -1, 64)
	}
	return n(p.Min) + "/" + n(p.Max)
}

// TestOutcomeColumnStatesRequirements: a table whose "Expected result" or
// "Outcome" column says what happens to a creative gives the requirement
// behind each refused row, at the level its outcome word gives; accepted
// rows and the test inputs' own values give no rule.
func TestOutcomeColumnStatesRequirements(t *testing.T) {
	const plan = "# 4. Upload tests\n" +
		"| Case | Input | Expected result | Priority |\n" +
		"| T-01 | 728x90 PNG, 79 KB | Accepted | P1 |\n" +
		"| T-02 | 728x90 PNG, 81 KB | Rejected: “Image files must not exceed 80 KB” | P3 |\n" +
		"| T-03 | HTML5 zip, first load 130 KB | Rejected: “Initial load over 120 KB” | P1 |\n" +
		"| T-04 | Clip at 50 fps | Rejected: “Frame rate above 25 fps” | P2 |\n" +
		"| T-05 | Subject line of 61 characters | Warning: “Subject line over 60 characters may be truncated” | P1 |\n" +
		"| T-06 | Button text contrast 3:1 | Warning: “Text contrast below 4.5:1” | P1 |\n"
	const policy = "# Review codes\n" +
		"| Code | Reason | What triggers it | Outcome |\n" +
		"| R-1 | Heavy image | A PNG or JPG file larger than 90 KB. | Rejected |\n" +
		"| R-2 | Too loud | Integrated loudness louder than -20 LUFS. | Flagged |\n" +
		"| R-3 | Thin video | Video bitrate below 3,000 kbps. | Flagged |\n" +
		"| R-4 | Odd length | A spot length other than 10 or 20 seconds. | Rejected |\n" +
		"| R-5 | Chatty unit | More than 25 files requested by one unit. | Info |\n" +
		"| R-6 | Long animation | Animation that runs longer than 12 seconds. | Rejected |\n"
	tests := []struct {
		name, src, field, quote string
		sev                     compliance.Severity
		bounds                  string // min/max
		check                   string
	}{
		{"a normative message keeps its reading", plan, "fileSize", "Image files must not exceed 80 KB", compliance.SeverityCritical, "-/80", ""},
		{"a message naming the breach is the opposite limit", plan, "fileSize", "Initial load over 120 KB", compliance.SeverityCritical, "-/120", compliance.SizeCheckInitialLoad},
		{"above a rate is a ceiling", plan, "frameRate", "Frame rate above 25 fps", compliance.SeverityCritical, "-/25", ""},
		{"a warning outcome is advice whatever the message says", plan, "characterCount", "Subject line over 60 characters", compliance.SeverityWarning, "-/60", "subject"},
		{"below a ratio is a floor", plan, "contrast", "Text contrast below 4.5:1", compliance.SeverityWarning, "4.5/-", ""},
		{"a trigger larger than a weight", policy, "fileSize", "larger than 90 KB", compliance.SeverityCritical, "-/90", ""},
		{"louder than a level is its ceiling", policy, "audioLoudness", "louder than -20 LUFS", compliance.SeverityWarning, "-/-20", ""},
		{"below a bitrate is its floor", policy, "bitrate", "below 3,000 kbps", compliance.SeverityWarning, "3000/-", ""},
		{"more than a file count is its ceiling", policy, "metadata", "More than 25 files", compliance.SeverityInfo, "-/25", compliance.MetaCheckFileCount},
		{"an animation running longer", policy, "duration", "runs longer than 12 seconds", compliance.SeverityCritical, "-/12", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := extractText(tt.src).Rules
			r := ruleOf(rules, tt.field, tt.quote)
			if r == nil {
				var got []string
				for _, r := range rules {
					got = append(got, r.Field+" "+r.Source.Quote)
				}
				t.Fatalf("no %s rule quoting %q; got %q", tt.field, tt.quote, got)
			}
			if r.Severity != tt.sev {
				t.Errorf("severity %s, want %s", r.Severity, tt.sev)
			}
			if got := bounds(r.Params); got != tt.bounds {
				t.Errorf("bounds %s, want %s (%s)", got, tt.bounds, dumpP(r.Params))
			}
			if r.Params != nil && r.Params.Check != tt.check {
				t.Errorf("check %q, want %q", r.Params.Check, tt.check)
			}
		})
	}
	t.Run("test inputs are no limits", func(t *testing.T) {
		for _, r := range extractText(plan).Rules {
			if strings.Contains(r.Source.Quote, "79 KB") || strings.Contains(r.Source.Quote, "81 KB") || strings.Contains(r.Source.Quote, "P1") {
				t.Errorf("rule from a test input or priority: %s %q", r.Field, r.Source.Quote)
			}
		}
	})
	t.Run("other than lists the allowed values", func(t *testing.T) {
		r := ruleOf(extractText(policy).Rules, "duration", "other than 10 or 20 seconds")
		if r == nil || r.Params == nil || strings.Join(r.Params.Allowed, ",") != "10,20" {
			t.Fatalf("want a duration rule allowing 10 and 20 s, got %+v", r)
		}
	})
	t.Run("formats naming the files of a limit are not the allowed formats", func(t *testing.T) {
		if r := ruleOf(extractText(policy).Rules, "format", "larger than 90 KB"); r != nil {
			t.Errorf("format rule %s from the files a weight limit is for", dumpP(r.Params))
		}
	})
}

// TestTriggerListRefusesEachThing: a trigger that lists refused things
// gives one refusal per thing, none of which allows the thing it refuses.
func TestTriggerListRefusesEachThing(t *testing.T) {
	src := "# Codes\n| Code | What triggers it | Outcome |\n" +
		"| X-1 | Shockwave (SWF) files, animated PNG images, or any script loaded from a third party. | Rejected |\n" +
		"| X-2 | A GIF file larger than 60 KB. | Rejected |\n"
	rules := extractText(src).Rules
	for _, quote := range []string{"Shockwave (SWF) files", "animated PNG images"} {
		r := ruleOf(rules, "format", quote)
		if r == nil {
			t.Errorf("no format rule for %q", quote)
			continue
		}
		if r.Source.Quote != quote {
			t.Errorf("quote %q, want the item alone %q", r.Source.Quote, quote)
		}
		if r.Params != nil && len(r.Params.Allowed) > 0 {
			t.Errorf("%q allows %v", quote, r.Params.Allowed)
		}
	}
}

// TestOutcomeWordsNeedARefusal: a status column of "Required / Info"
// words is no outcome column (nothing in it refuses a creative), and a
// table whose outcomes all accept states no requirement.
func TestOutcomeWordsNeedARefusal(t *testing.T) {
	src := "# Sizes\n| Unit | Size | Note |\n| Banner | 300x250 | Accepted |\n| Skyscraper | 160x600 | Accepted |\n"
	for _, r := range extractText(src).Rules {
		if strings.HasPrefix(r.Rationale, "outcome") || strings.Contains(r.Rationale, "outcome:") {
			t.Errorf("rule from an all-accepted table: %s %q", r.Field, r.Source.Quote)
		}
	}
}

// TestPlaceholderOfSeveralWords: a bracketed placeholder of a few words
// ("[Review code]") is one placeholder, read by its last word.
func TestPlaceholderOfSeveralWords(t *testing.T) {
	rules := extractText("# Files\nEvery file name must follow KLX_[Channel]_[Ad size]_[Review code].").Rules
	var pattern string
	for _, r := range rules {
		if r.Field == "naming" && r.Params != nil {
			pattern = r.Params.Pattern
		}
	}
	if pattern == "" {
		t.Fatal("no naming rule")
	}
	re := regexp.MustCompile(pattern)
	for _, name := range []string{"KLX_DSP_300x250_RV-0042.jpg", "KLX_SOC_1x1_RV0042.mp4"} {
		if !re.MatchString(name) {
			t.Errorf("pattern %s rejects %s", pattern, name)
		}
	}
	if re.MatchString("KLX_DSP_300x250.jpg") {
		t.Errorf("pattern %s accepts a name without the code", pattern)
	}
}

// TestAcceptanceCriteriaAreRequirements: a user story's criteria written
// as "Given …, when …, then …" require their "then" clause whatever its
// verb, read with the "given" subject; a criterion's own "should" or
// "may" keeps its level.
func TestAcceptanceCriteriaAreRequirements(t *testing.T) {
	src := "# Story KV-12 Display units\nAs a media buyer, I want light banners, so that publishers accept them.\n## Acceptance criteria\n" +
		"- 1. Given an HTML5 unit, when the QA tool loads it, then its initial load is at most 120 KB.\n" +
		"- 2. Given a spot for pre-roll, then it is 6 or 20 seconds long.\n" +
		"- 3. Given the audio track, then its true peak does not exceed -2 dBTP.\n" +
		"- 4. Given any unit, then its headline should stay within 35 characters.\n"
	rules := extractText(src).Rules
	tests := []struct {
		field, quote string
		sev          compliance.Severity
		want         string // dumpP contains
	}{
		{"fileSize", "its initial load is at most 120 KB", compliance.SeverityCritical, `"check":"initialLoad"`},
		{"duration", "it is 6 or 20 seconds long", compliance.SeverityCritical, `"allowed":["6","20"]`},
		{"audioLoudness", "its true peak does not exceed -2 dBTP", compliance.SeverityCritical, `"check":"truePeak"`},
		{"characterCount", "its headline should stay within 35 characters", compliance.SeverityWarning, `"max":35`},
	}
	for _, tt := range tests {
		r := ruleOf(rules, tt.field, tt.quote)
		if r == nil {
			t.Errorf("no %s rule quoting %q", tt.field, tt.quote)
			continue
		}
		if strings.Contains(r.Source.Quote, "Given") {
			t.Errorf("quote %q keeps the given clause", r.Source.Quote)
		}
		if r.Severity != tt.sev || !strings.Contains(dumpP(r.Params), tt.want) {
			t.Errorf("%s %q: %s %s, want %s with %s", tt.field, tt.quote, r.Severity, dumpP(r.Params), tt.sev, tt.want)
		}
	}
}

// TestDeferredPartsGiveNoRules: a section or story set aside for later
// ("(deferred)", "Out of scope") states no current limit; a deferred load
// is still a load.
func TestDeferredPartsGiveNoRules(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"# Display\nBanners must not exceed 150 KB.\n# Square video (deferred)\nSquare videos must be at most 8 seconds long.", false},
		{"# Story KV-20 Vertical cut DEFERRED\nVertical videos must be 1080x1920.", false},
		{"# Out of scope\nPodcasts must be 30 seconds long.", false},
		{"# Deferred load\nThe deferred load must not exceed 500 KB.", true},
	}
	for _, tt := range tests {
		got := false
		for _, r := range extractText(tt.src).Rules {
			got = got || strings.Contains(r.Source.Quote, "deferred load") || strings.Contains(r.Source.Quote, "8 seconds") ||
				strings.Contains(r.Source.Quote, "1080x1920") || strings.Contains(r.Source.Quote, "30 seconds")
		}
		if got != tt.want {
			t.Errorf("%q: rule from the set-aside part %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestQuestionnaireAnswersWithTheirQuestion: a completed questionnaire's
// answers are read with their questions; a "No" to "Do you accept X?"
// refuses X, a "Yes" with values gives the values, a row whose status
// gives no level ("Info") and a "Yes" alone give nothing, and an answer
// with two bounds of one quantity gives a rule for each.
func TestQuestionnaireAnswersWithTheirQuestion(t *testing.T) {
	src := "# Publisher questionnaire\n" +
		"| Ref | Question | Answer | Status | Comments |\n" +
		"| 1 | Monthly page views | 3 million | Info | audited |\n" +
		"| 2 | Maximum spot length? | 20 seconds | Required | |\n" +
		"| 3 | Do you accept Shockwave (SWF)? | No | Required | |\n" +
		"| 4 | Do you accept rich media? | Yes: HTML5 zip, initial load up to 100 kB, total up to 400 kB | Required | |\n" +
		"| 5 | Minimum resolution? | 1280 × 720 | Required | |\n" +
		"| 6 | Sponsored headline length? | 45 characters maximum | Required | We advise 30 characters or fewer |\n" +
		"| 7 | Do you accept third-party tags? | Yes | Required | |\n" +
		"| 8 | Which aspect ratios? | 1:1 only; 16:9 and 9:16 are rejected | Required | |\n"
	rules := extractText(src).Rules
	tests := []struct {
		field, quote string
		sev          compliance.Severity
		want         string // dumpP contains
	}{
		{"duration", "Maximum spot length? | 20 seconds", compliance.SeverityCritical, `"max":20`},
		{"fileSize", "Do you accept rich media? | initial load up to 100 kB", compliance.SeverityCritical, `"max":100,"unit":"KB","check":"initialLoad"`},
		{"fileSize", "Do you accept rich media? | total up to 400 kB", compliance.SeverityCritical, `"max":400,"unit":"KB","check":"totalSize"`},
		{"dimensions", "Minimum resolution? | 1280 × 720", compliance.SeverityCritical, `"minWidth":1280,"minHeight":720`},
		{"characterCount", "Sponsored headline length? | 45 characters maximum", compliance.SeverityCritical, `"check":"headline"`},
		{"characterCount", "We advise 30 characters or fewer", compliance.SeverityWarning, `"max":30`},
		{"aspectRatio", "Which aspect ratios? | 1:1 only", compliance.SeverityCritical, `"allowed":["1:1"]}`},
	}
	for _, tt := range tests {
		r := ruleOf(rules, tt.field, tt.quote)
		if r == nil {
			t.Errorf("no %s rule quoting %q", tt.field, tt.quote)
			continue
		}
		if r.Severity != tt.sev || !strings.Contains(dumpP(r.Params), tt.want) {
			t.Errorf("%s %q: %s %s, want %s with %s", tt.field, tt.quote, r.Severity, dumpP(r.Params), tt.sev, tt.want)
		}
	}
	swf := ruleOf(rules, "format", "Do you accept Shockwave (SWF)?")
	if swf == nil || swf.Params != nil && len(swf.Params.Allowed) > 0 {
		t.Errorf("want a refusal of SWF without allowed values, got %+v", swf)
	}
	for _, r := range rules {
		if strings.Contains(r.Source.Quote, "page views") || strings.Contains(r.Source.Quote, "third-party tags") {
			t.Errorf("rule from an Info row or a bare Yes: %s %q", r.Field, r.Source.Quote)
		}
	}
}

// TestRefusedValuesLeaveTheList: values a list says are refused or
// rejected are excluded from the allowed ones.
func TestRefusedValuesLeaveTheList(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"# Video\nVideos must be 16:9; 4:3 and 1:1 are refused.", "aspectRatio", "16:9"},
		{"# Display\nBanners must be JPG, PNG or GIF; WEBP and SVG are rejected.", "format", "JPG,PNG,GIF"},
	}
	for _, tt := range tests {
		var got []string
		for _, r := range extractText(tt.src).Rules {
			if r.Field == tt.field && r.Params != nil {
				got = append(got, strings.Join(r.Params.Allowed, ","))
			}
		}
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q: %s allowed %q, want %q", tt.src, tt.field, got, tt.want)
		}
	}
}

// TestFormHintCountsTheFieldAbove: a form printed with its hints ("Up to
// 200 characters" under the field "Headline") limits the text the field's
// heading names; a second count in one hint is a rule of its own.
func TestFormHintCountsTheFieldAbove(t *testing.T) {
	src := "# Create a post\n## Headline\n0 / 150\nUp to 150 characters; headlines of 60 characters or fewer are recommended.\n" +
		"## Link description\nUp to 90 characters.\n## Post text\nUp to 1,300 characters.\n"
	rules := extractText(src).Rules
	tests := []struct {
		quote, check string
		max          string
		sev          compliance.Severity
	}{
		{"Up to 150 characters", compliance.CopyCheckHeadline, "150", compliance.SeverityCritical},
		{"Up to 150 characters", compliance.CopyCheckHeadline, "60", compliance.SeverityWarning},
		{"Up to 90 characters", compliance.CopyCheckDescription, "90", compliance.SeverityCritical},
		{"Up to 1,300 characters", compliance.CopyCheckBody, "1300", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		found := false
		for _, r := range rules {
			if r.Field == "characterCount" && strings.Contains(r.Source.Quote, tt.quote) && r.Params != nil && r.Params.Max != nil &&
				strconv.FormatFloat(*r.Params.Max, 'f', -1, 64) == tt.max {
				found = true
				if r.Params.Check != tt.check || r.Severity != tt.sev {
					t.Errorf("%q max %s: check %q %s, want %q %s", tt.quote, tt.max, r.Params.Check, r.Severity, tt.check, tt.sev)
				}
			}
		}
		if !found {
			t.Errorf("no character count of %s from %q", tt.max, tt.quote)
		}
	}
}

// TestDefinedTermsAndClauseReferences: a requirement that uses a defined
// term holding values ("delivered as a Master File", the term defined as
// "a MOV file … at 1920 x 1080 …") or points to a numbered clause ("that
// meets 4.1.3") is read with the values it refers to; a defined term
// without values is left as it is.
func TestDefinedTermsAndClauseReferences(t *testing.T) {
	src := "# 1. Definitions\n" +
		"- “Master File” means a MOV file encoded with ProRes 422 at 1920 x 1080 pixels and 25 frames per second.\n" +
		"- “Small Banner” means a Banner of 320 x 50 pixels; “Banner” means an image or HTML5 advertisement.\n" +
		"- “Light Banner” means a Banner whose initial load does not exceed 60 KB and which makes no further requests after the initial load.\n" +
		"# 4. Requirements\n" +
		"4.1.3 Static Banners shall be JPG files of no more than 120 KB.\n" +
		"4.1.4 Every Small Banner shall be a Light Banner.\n" +
		"4.1.5 Each HTML5 Banner shall include a backup image that meets 4.1.3.\n" +
		"4.2.1 Each spot shall be delivered as a Master File.\n"
	rules := extractText(src).Rules
	tests := []struct{ field, quote, want string }{
		{"frameRate", "delivered as a Master File", `"allowed":["25"]`},
		{"dimensions", "delivered as a Master File", `"allowed":["1920x1080"]`},
		{"fileSize", "Every Small Banner shall be a Light Banner", `"max":60,"unit":"KB","check":"initialLoad","sizes":["320x50"]`},
		{"format", "a backup image that meets 4.1.3", `"JPG"`},
	}
	for _, tt := range tests {
		found := false
		for _, r := range rules {
			if r.Field == tt.field && strings.Contains(r.Source.Quote, tt.quote) && strings.Contains(dumpP(r.Params), tt.want) {
				found = true
			}
		}
		if !found {
			var got []string
			for _, r := range rules {
				if strings.Contains(r.Source.Quote, tt.quote) {
					got = append(got, r.Field+" "+dumpP(r.Params))
				}
			}
			t.Errorf("no %s rule with %s quoting %q; got %q", tt.field, tt.want, tt.quote, got)
		}
	}
	for _, r := range rules {
		if r.Field == "format" && strings.Contains(r.Source.Quote, "Static Banners") && slices.Contains(r.Params.Allowed, "HTML5") {
			t.Errorf("a defined term without values was expanded: %s", dumpP(r.Params))
		}
	}
}

// TestSentenceListingTheValues: a sentence whose subject names a field's
// values and whose predicate is nothing but them ("The approved sizes are
// …") states the allowed set without a modal verb; a sentence about the
// values that gives none states nothing.
func TestSentenceListingTheValues(t *testing.T) {
	tests := []struct {
		src, field, want string
	}{
		{"# Scope\nThe programme’s banner sizes are 300x600, 970x250 and 320x100.", "dimensions", "300x600,970x250,320x100"},
		{"# Scope\nAccepted video formats are MP4 or MOV.", "format", "MP4,MOV"},
		{"# Scope\nThe file sizes are listed in the table below.", "", ""},
		{"# Scope\nOur best-known sizes are the ones readers like most.", "", ""},
	}
	for _, tt := range tests {
		rules := extractText(tt.src).Rules
		if tt.field == "" {
			if len(rules) > 0 {
				t.Errorf("%q: %d rules, want none", tt.src, len(rules))
			}
			continue
		}
		if len(rules) != 1 || rules[0].Field != tt.field || rules[0].Params == nil || strings.Join(rules[0].Params.Allowed, ",") != tt.want {
			var got []string
			for _, r := range rules {
				got = append(got, r.Field+" "+dumpP(r.Params))
			}
			t.Errorf("%q: got %q, want one %s rule allowing %s", tt.src, got, tt.field, tt.want)
		}
	}
}

// TestHTML5UnitsBeingZipPackages: "HTML5 display units shall be ZIP
// packages" names the kind of unit and what it is delivered as: the
// format allowed is ZIP, not HTML5.
func TestHTML5UnitsBeingZipPackages(t *testing.T) {
	for _, src := range []string{"# Display\nHTML5 rich units shall be ZIP packages of no more than 20 files.", "# Display\nHTML5 banners must be zipped packages."} {
		var got []string
		for _, r := range extractText(src).Rules {
			if r.Field == "format" && r.Params != nil {
				got = append(got, strings.Join(r.Params.Allowed, ","))
			}
		}
		if len(got) != 1 || got[0] != "ZIP" {
			t.Errorf("%q: format rules %q, want one allowing ZIP", src, got)
		}
	}
}
