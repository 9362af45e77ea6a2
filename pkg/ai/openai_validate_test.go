package ai_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestOpenAIValidate(t *testing.T) {
	props := compliance.AssetProperties{FileName: "Brand_300x250.png", FileSize: 40000, FileSizeKB: 39.1, Format: "PNG", MimeType: "image/png",
		Dimensions: &compliance.Dimensions{Width: 300, Height: 250}, Type: "image", Text: "Brandexa. Ask your doctor."}
	rule := compliance.Rule{ID: "r1", Rule: "Minimum font size", Field: "typography", Severity: "warning",
		Description: "Body copy must be at least 8 pt", Source: &compliance.Source{Quote: "Body copy must be at least 8 pt."}}
	tests := []struct {
		name       string
		content    string
		img        []byte
		wantPassed bool
		wantReason string
		errHas     string
	}{
		{"passed", `{"passed":true,"determinable":true,"reasoning":"All text is at least 9 px high."}`, pngBytes, true, "All text is at least 9 px high.", ""},
		{"failed", `{"passed":false,"determinable":true,"reasoning":"The ISI is set in 5 pt type."}`, nil, false, "The ISI is set in 5 pt type.", ""},
		{"not determinable", `{"passed":true,"determinable":false,"reasoning":"No image was given."}`, nil, false, "", "could not judge"},
		{"missing passed", `{"reasoning":"looks fine"}`, nil, false, "", "lacks passed"},
		{"passed as a string", `{"passed":"yes","determinable":true,"reasoning":"ok"}`, nil, false, "", "want bool"},
		{"empty reasoning", `{"passed":true,"determinable":true,"reasoning":"  "}`, nil, false, "", "lacks reasoning"},
		{"garbage", `PASS`, nil, false, "", "not a JSON object"},
		{"fenced, after a think block", "<think>The text is small.</think>\n```json\n{\"passed\":false,\"determinable\":true,\"reasoning\":\"Too small.\"}\n```", nil, false, "Too small.", ""},
		{"unclosed think block", "<think>hmm {\"passed\":true}", nil, false, "", "not a JSON object"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeServer(t, answer(tc.content))
			a := newOpenAI(t, f, func(c *ai.Config) { c.SupportsImages = true })
			v := ai.WithImage(ai.ValidatorFor(a), tc.img, "image/png")
			passed, reasoning, err := v.Validate(context.Background(), props, rule)
			req := f.last(t)
			if req.Model != "test-model" || req.ResponseFormat.Type != "json_object" || req.Auth != "Bearer "+testKey {
				t.Errorf("request model %q format %q auth %q", req.Model, req.ResponseFormat.Type, req.Auth)
			}
			text, imgs := req.userParts(t)
			if (len(tc.img) > 0) != (len(imgs) == 1) {
				t.Errorf("image parts %d for image %v", len(imgs), len(tc.img) > 0)
			}
			var sent struct {
				Rule struct {
					Rule, Field, Description, BrdQuote string
				}
				Asset compliance.AssetProperties
			}
			if err := json.Unmarshal([]byte(text), &sent); err != nil {
				t.Fatalf("user text: %v\n%s", err, text)
			}
			if sent.Rule.Field != "typography" || sent.Rule.BrdQuote != rule.Source.Quote || sent.Asset.FileName != props.FileName || sent.Asset.Dimensions.Width != 300 {
				t.Errorf("sent %+v", sent)
			}
			if tc.errHas != "" {
				if !errors.Is(err, ai.ErrUnavailable) || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("err = %v, want ErrUnavailable with %q", err, tc.errHas)
				}
				if passed {
					t.Error("passed together with an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if passed != tc.wantPassed || reasoning != tc.wantReason {
				t.Errorf("Validate = %v, %q; want %v, %q", passed, reasoning, tc.wantPassed, tc.wantReason)
			}
		})
	}
}

func TestOpenAIValidateThroughCompliance(t *testing.T) {
	// The compliance perception checker turns an AI failure into the
	// spec's 'AI analysis unavailable' warning and a verdict into pass/fail.
	for _, tc := range []struct {
		name   string
		reply  func(http.ResponseWriter, chatRequest)
		status compliance.Status
		msg    string
	}{
		{"verdict", answer(`{"passed":false,"determinable":true,"reasoning":"Contrast ratio about 2:1."}`), compliance.StatusFail, "Contrast ratio about 2:1."},
		{"failure", func(w http.ResponseWriter, _ chatRequest) { w.WriteHeader(http.StatusInternalServerError) }, compliance.StatusWarning, ai.MsgUnavailable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeServer(t, tc.reply)
			a := newOpenAI(t, f, nil)
			is, ok := compliance.CheckRule(context.Background(), compliance.Asset{FileName: "a.png"},
				compliance.Rule{Rule: "Contrast", Field: "contrast", Severity: "critical", Enabled: true}, compliance.Options{AI: ai.ValidatorFor(a)})
			if !ok || is.Status != tc.status || is.Message != tc.msg {
				t.Fatalf("issue %+v", is)
			}
		})
	}
}

func TestOpenAIExtractRules(t *testing.T) {
	content := `{"rules":[
 {"rule":"Approved display sizes","severity":"critical","field":"dimensions","section":"Display Requirements","channel":"Display","description":"Banners must be 300x250 or 728 x 90.","quote":"All banners must be 300x250 or 728 x 90.","page":2,"params":{"allowed":["300x250","728 x 90"],"min":null,"max":null,"unit":"","pattern":""}},
 {"rule":"Max weight","severity":"warning","field":"fileSize","section":"","channel":"","description":"","quote":"Static images should not exceed 150 KB.","page":3,"params":{"allowed":[],"min":null,"max":150,"unit":"KB","pattern":""}},
 {"rule":"Made-up field","severity":"critical","field":"sparkles","section":"","channel":"","description":"x","quote":"x","page":1,"params":null},
 {"rule":"Bad severity","severity":"urgent","field":"duration","section":"","channel":"","description":"x","quote":"Videos must be 15s.","page":1,"params":null},
 {"rule":"Bad pattern","severity":"minor","field":"naming","section":"","channel":"","description":"x","quote":"Names follow the convention.","page":1,"params":{"allowed":[],"min":null,"max":null,"unit":"","pattern":"([a-z"}},
 {"rule":"Bad range","severity":"minor","field":"duration","section":"","channel":"","description":"x","quote":"Between 30 and 6 seconds.","page":1,"params":{"allowed":[],"min":30,"max":6,"unit":"s","pattern":""}},
 {"rule":"Bad dimensions","severity":"minor","field":"dimensions","section":"","channel":"","description":"x","quote":"Big banners.","page":1,"params":{"allowed":["huge"],"min":null,"max":null,"unit":"","pattern":""}},
 {"rule":"","severity":"info","field":"safetyInfo","section":"compliance","channel":"all","description":"","quote":"","page":0,"params":null},
 {"rule":"ISI required","severity":"CRITICAL","field":"safetyInfo","section":"compliance","channel":"all","description":"","quote":"Every asset must include the ISI.","page":4,"params":null}
]}`
	f := newFakeServer(t, answer(content))
	a := newOpenAI(t, f, func(c *ai.Config) { c.StructuredOutputs = true })
	rules, err := a.ExtractRules(context.Background(), "--- page 1 ---\n# Display\n- All banners must be 300x250 or 728 x 90.")
	if err != nil {
		t.Fatal(err)
	}
	req := f.last(t)
	if req.ResponseFormat.Type != "json_schema" {
		t.Errorf("response format %q", req.ResponseFormat.Type)
	}
	var sys struct{ Content string }
	_ = json.Unmarshal(req.Messages[0], &sys)
	if !strings.Contains(sys.Content, `"fdaFilingNumber"`) || !strings.Contains(sys.Content, `"Custom Rules"`) || strings.Contains(sys.Content, "one of FIELDS") {
		t.Errorf("system prompt does not list the field types, sections and channels:\n%s", sys.Content)
	}
	schema := string(req.ResponseFormat.JSONSchema)
	for _, want := range []string{`"fdaFilingNumber"`, `"critical"`, `"Custom Rules"`, `"strict":true`} {
		if !strings.Contains(schema, want) {
			t.Errorf("schema lacks %s", want)
		}
	}
	if len(rules) != 3 {
		t.Fatalf("%d rules, want 3 valid of 9: %+v", len(rules), rules)
	}
	d := rules[0]
	if d.Field != "dimensions" || d.Severity != "critical" || d.Section != "Display Requirements" || d.Channel != "Display" || !d.Enabled || d.IsCustom ||
		d.Params == nil || strings.Join(d.Params.Allowed, ",") != "300x250,728x90" || d.Source == nil || d.Source.Page != 2 || !strings.HasPrefix(d.ID, "ai-dimensions-") {
		t.Errorf("dimensions rule %+v params %+v source %+v", d, d.Params, d.Source)
	}
	s := rules[1]
	if s.Field != "fileSize" || s.Params == nil || s.Params.Max == nil || *s.Params.Max != 150 || s.Params.Unit != "KB" || s.Description != "Static images should not exceed 150 KB." {
		t.Errorf("fileSize rule %+v params %+v", s, s.Params)
	}
	i := rules[2]
	if i.Severity != "critical" || i.Section != "Compliance" || i.Channel != "All" || i.Rule != "ISI required" {
		t.Errorf("ISI rule %+v", i)
	}
	for _, r := range rules {
		if err := compliance.ValidateRule(r); err != nil {
			t.Errorf("rule %q: %v", r.Rule, err)
		}
	}
	// Same document, same IDs.
	again, err := a.ExtractRules(context.Background(), "--- page 1 ---\nAll banners must be 300x250.")
	if err != nil || len(again) != 3 || again[0].ID != d.ID {
		t.Errorf("IDs are not stable: %v %v", again, err)
	}
}

func TestOpenAIExtractRulesChunksAndFailures(t *testing.T) {
	var page strings.Builder
	for p := 1; p <= 30; p++ {
		page.WriteString("--- page " + strconv.Itoa(p) + " ---\n")
		for range 40 {
			page.WriteString("- Banners must not exceed 150 KB and must be delivered as JPG or PNG files.\n")
		}
	}
	text := page.String() // ~100 KB: several chunks
	f := newFakeServer(t, answer(`{"rules":[{"rule":"Weight","severity":"critical","field":"fileSize","section":"","channel":"","description":"","quote":"Banners must not exceed 150 KB.","page":1,"params":{"allowed":[],"min":null,"max":150,"unit":"KB","pattern":""}}]}`))
	a := newOpenAI(t, f, nil)
	rules, err := a.ExtractRules(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	if f.count() < 5 {
		t.Errorf("%d requests for %d bytes; the text must be sent in chunks", f.count(), len(text))
	}
	if len(rules) != 1 {
		t.Errorf("%d rules; duplicates across chunks must merge", len(rules))
	}
	for _, r := range f.all() {
		user, _ := r.userParts(t)
		if len(user) > 12100 || !strings.HasPrefix(user, "--- page ") {
			t.Errorf("chunk of %d bytes starting %.20q", len(user), user)
		}
	}

	bad := newFakeServer(t, answer(`{"rules": "none"}`))
	if _, err := newOpenAI(t, bad, nil).ExtractRules(context.Background(), "Banners must be small."); !errors.Is(err, ai.ErrUnavailable) {
		t.Errorf("wrong schema: err = %v", err)
	}
	missing := newFakeServer(t, answer(`{"items": []}`))
	if _, err := newOpenAI(t, missing, nil).ExtractRules(context.Background(), "Banners must be small."); !errors.Is(err, ai.ErrUnavailable) || !strings.Contains(err.Error(), "lacks rules") {
		t.Errorf("missing rules: err = %v", err)
	}
	down := newFakeServer(t, func(w http.ResponseWriter, _ chatRequest) {
		w.Header().Set("Retry-After", "0")
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	if _, err := newOpenAI(t, down, nil).ExtractRules(context.Background(), "Banners must be small."); !errors.Is(err, ai.ErrUnavailable) || strings.Contains(err.Error(), testKey) {
		t.Errorf("503: err = %v", err)
	}
	if rules, err := newOpenAI(t, down, nil).ExtractRules(context.Background(), "  \n "); rules != nil || err != nil {
		t.Errorf("empty text: %v %v", rules, err)
	}
}
