package ai_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

const testKey = "sk-test-SECRET-0123456789abcdef"

// chatRequest is what the fake server reads from a request.
type chatRequest struct {
	Path           string
	Auth           string
	Model          string            `json:"model"`
	Messages       []json.RawMessage `json:"messages"`
	ResponseFormat struct {
		Type       string          `json:"type"`
		JSONSchema json.RawMessage `json:"json_schema"`
	} `json:"response_format"`
	Raw string
	Ctx context.Context `json:"-"`
}

// sleep waits d or until the client goes away.
func (r chatRequest) sleep(d time.Duration) {
	select {
	case <-time.After(d):
	case <-r.Ctx.Done():
	}
}

// userParts returns the user message's text and image URLs.
func (r chatRequest) userParts(t *testing.T) (string, []string) {
	t.Helper()
	if len(r.Messages) != 2 {
		t.Fatalf("%d messages, want system and user", len(r.Messages))
	}
	var sys struct{ Role, Content string }
	if err := json.Unmarshal(r.Messages[0], &sys); err != nil || sys.Role != "system" || !strings.Contains(sys.Content, "JSON") {
		t.Fatalf("first message %s is not a system prompt asking for JSON", r.Messages[0])
	}
	var user struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	}
	if err := json.Unmarshal(r.Messages[1], &user); err != nil || user.Role != "user" {
		t.Fatalf("second message %s is not a user message", r.Messages[1])
	}
	var s string
	if json.Unmarshal(user.Content, &s) == nil {
		return s, nil
	}
	var parts []struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		ImageURL struct {
			URL string `json:"url"`
		} `json:"image_url"`
	}
	if err := json.Unmarshal(user.Content, &parts); err != nil {
		t.Fatalf("user content %s: %v", user.Content, err)
	}
	var text string
	var imgs []string
	for _, p := range parts {
		switch p.Type {
		case "text":
			text += p.Text
		case "image_url":
			imgs = append(imgs, p.ImageURL.URL)
		}
	}
	return text, imgs
}

// fakeServer is a local OpenAI-compatible server. reply answers each
// request; the requests are recorded.
type fakeServer struct {
	*httptest.Server
	mu       sync.Mutex
	requests []chatRequest
}

func newFakeServer(t *testing.T, reply func(w http.ResponseWriter, r chatRequest)) *fakeServer {
	t.Helper()
	f := &fakeServer{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var cr chatRequest
		_ = json.Unmarshal(body, &cr)
		cr.Path, cr.Auth, cr.Raw, cr.Ctx = r.URL.Path, r.Header.Get("Authorization"), string(body), r.Context()
		f.mu.Lock()
		f.requests = append(f.requests, cr)
		f.mu.Unlock()
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		reply(w, cr)
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeServer) last(t *testing.T) chatRequest {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) == 0 {
		t.Fatal("no request reached the server")
	}
	return f.requests[len(f.requests)-1]
}

func (f *fakeServer) all() []chatRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]chatRequest(nil), f.requests...)
}

func (f *fakeServer) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}

// answer replies with a chat completion whose message content is content.
func answer(content string) func(http.ResponseWriter, chatRequest) {
	return func(w http.ResponseWriter, _ chatRequest) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": content}}},
		})
	}
}

func newOpenAI(t *testing.T, f *fakeServer, mod func(*ai.Config)) ai.Analyzer {
	t.Helper()
	cfg := ai.Config{Provider: "openai", BaseURL: f.URL + "/v1", Model: "test-model", APIKey: testKey, Timeout: 5 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	a, err := ai.New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return a
}

const goodAnalysis = `{"detectedContent":{"complianceElements":["Important Safety Information","Indication statement","FDA mentioned in passing"],
"targetAudience":"HCP","fdaFilingNumber":"","indication":"indicated for asthma","text":"Breathe easier"},
"qualityAssessment":{"potentialIssues":["Superlative claim \"best\""],"score":72},
"campaignSuggestions":{"campaignName":"Brandexa Asthma"}}`

// pngBytes is a 1x1 PNG.
var pngBytes, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")

func TestOpenAIAnalyzeAssetRequestAndAnswer(t *testing.T) {
	for _, tc := range []struct {
		name          string
		images        bool
		structured    bool
		img           []byte
		wantImage     bool
		wantFormat    string
		wantImageNote string
	}{
		{"json object, image sent", true, false, pngBytes, true, "json_object", ""},
		{"json schema", true, true, pngBytes, true, "json_schema", ""},
		{"model without images", false, false, pngBytes, false, "json_object", "does not take images"},
		{"not an image", true, false, []byte("%PDF-1.7 not an image at all"), false, "json_object", "is not PNG, JPEG, GIF or WebP"},
		{"no image given", true, false, nil, false, "json_object", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeServer(t, answer(goodAnalysis))
			a := newOpenAI(t, f, func(c *ai.Config) { c.SupportsImages, c.StructuredOutputs = tc.images, tc.structured })
			in := ai.AssetInput{
				Name: "Brandexa_300x250_US-BRX-20931.png", Text: "Brandexa. Ask your doctor. DOFU 2020-01-01",
				Info:       media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 2048, Width: 300, Height: 250},
				ImageBytes: tc.img, ImageMIME: "image/png", Now: refNow,
			}
			an, err := a.AnalyzeAsset(context.Background(), in)
			if err != nil {
				t.Fatalf("AnalyzeAsset: %v", err)
			}
			req := f.last(t)
			if req.Path != "/v1/chat/completions" || req.Model != "test-model" {
				t.Errorf("path %q model %q", req.Path, req.Model)
			}
			if req.Auth != "Bearer "+testKey {
				t.Errorf("Authorization = %q", req.Auth)
			}
			if req.ResponseFormat.Type != tc.wantFormat {
				t.Errorf("response_format.type = %q, want %q", req.ResponseFormat.Type, tc.wantFormat)
			}
			if tc.structured && !strings.Contains(string(req.ResponseFormat.JSONSchema), `"strict":true`) {
				t.Errorf("json_schema %s is not strict", req.ResponseFormat.JSONSchema)
			}
			text, imgs := req.userParts(t)
			if tc.wantImage != (len(imgs) == 1) {
				t.Fatalf("image parts %d, want image %v", len(imgs), tc.wantImage)
			}
			if tc.wantImage && imgs[0] != "data:image/png;base64,"+base64.StdEncoding.EncodeToString(pngBytes) {
				t.Errorf("image URL %.60q", imgs[0])
			}
			var facts struct {
				Asset struct {
					FileName   string
					Dimensions struct{ Width, Height int }
				}
				Text          string
				ImageAttached bool
				ImageNote     string
				Today         string
			}
			if err := json.Unmarshal([]byte(text), &facts); err != nil {
				t.Fatalf("user text is not the JSON facts: %v\n%s", err, text)
			}
			if facts.Asset.FileName != in.Name || facts.Asset.Dimensions.Width != 300 || facts.Text != in.Text || facts.Today != "2025-06-15" || facts.ImageAttached != tc.wantImage {
				t.Errorf("facts %+v", facts)
			}
			if !strings.Contains(facts.ImageNote, tc.wantImageNote) || (tc.wantImageNote == "" && facts.ImageNote != "") {
				t.Errorf("image note %q, want %q", facts.ImageNote, tc.wantImageNote)
			}

			// The model's answer, merged with the deterministic findings.
			dc := an.DetectedContent
			if an.Provider != "openai" || an.Model != "test-model" {
				t.Errorf("provider %q model %q", an.Provider, an.Model)
			}
			if dc.TargetAudience != "HCP" || dc.Indication != "indicated for asthma" || dc.Text != "Breathe easier" {
				t.Errorf("detected %+v", dc)
			}
			if dc.FDAFilingNumber != "US-BRX-20931" || !containsIn(dc.ComplianceElements, "FDA Filing Number: US-BRX-20931") {
				t.Errorf("the filing number from the bytes is missing: %+v", dc)
			}
			if containsIn(dc.ComplianceElements, "mentioned in passing") == false {
				// kept: a filing number was found, so an FDA element is harmless
				t.Errorf("model element dropped: %q", dc.ComplianceElements)
			}
			if !containsIn(an.QualityAssessment.PotentialIssues, `claim "best"`) || !containsIn(an.QualityAssessment.PotentialIssues, "has passed") {
				t.Errorf("issues %q", an.QualityAssessment.PotentialIssues)
			}
			if s := an.QualityAssessment.Score; s == nil || *s != 72 {
				t.Errorf("score %v", s)
			}
			if an.CampaignSuggestions.CampaignName != "Brandexa Asthma" {
				t.Errorf("campaign %q", an.CampaignSuggestions.CampaignName)
			}
		})
	}
}

func TestOpenAIFilingElementNeedsANumber(t *testing.T) {
	// Without a filing number, a model element mentioning the FDA would make
	// the builder check pass; it is dropped.
	f := newFakeServer(t, answer(goodAnalysis))
	a := newOpenAI(t, f, nil)
	an, err := a.AnalyzeAsset(context.Background(), ai.AssetInput{Name: "x.png", Now: refNow})
	if err != nil {
		t.Fatal(err)
	}
	if containsIn(an.DetectedContent.ComplianceElements, "fda") {
		t.Errorf("elements %q", an.DetectedContent.ComplianceElements)
	}
	rules, _ := compliance.Profile("spec")
	res := compliance.Check(context.Background(), compliance.Asset{FileName: "x.png", Detected: an.Detected()}, rules, compliance.Options{})
	for _, i := range res.Issues {
		if i.Field == "fdaFilingNumber" && i.Status != compliance.StatusFail {
			t.Errorf("FDA filing check %+v", i)
		}
	}
}

func TestOpenAIAnalyzeAssetBadAnswers(t *testing.T) {
	tests := []struct {
		name    string
		reply   func(http.ResponseWriter, chatRequest)
		errHas  string
		timeout time.Duration
	}{
		{"prose", answer("Sure! The asset looks compliant."), "not a JSON object", 0},
		{"malformed JSON", answer(`{"detectedContent": {"complianceElements": [`), "JSON ends early", 0},
		{"fenced but broken", answer("```json\n{\"detectedContent\":}\n```"), "not valid JSON", 0},
		{"wrong schema: missing members", answer(`{"result":"ok"}`), "lacks detectedContent", 0},
		{"wrong schema: wrong type", answer(`{"detectedContent":{"complianceElements":"ISI","targetAudience":"HCP"},"qualityAssessment":{"potentialIssues":[]},"campaignSuggestions":{"campaignName":""}}`), "complianceElements", 0},
		{"wrong schema: number in list", answer(`{"detectedContent":{"complianceElements":[1],"targetAudience":"HCP"},"qualityAssessment":{"potentialIssues":[]},"campaignSuggestions":{"campaignName":""}}`), "want string", 0},
		{"bad audience", answer(`{"detectedContent":{"complianceElements":[],"targetAudience":"martians"},"qualityAssessment":{"potentialIssues":[]},"campaignSuggestions":{"campaignName":""}}`), "targetAudience", 0},
		{"score out of range", answer(`{"detectedContent":{"complianceElements":[],"targetAudience":""},"qualityAssessment":{"potentialIssues":[],"score":250},"campaignSuggestions":{"campaignName":""}}`), "score", 0},
		{"trailing data", answer(`{"detectedContent":{"complianceElements":[],"targetAudience":""},"qualityAssessment":{"potentialIssues":[]},"campaignSuggestions":{"campaignName":""}} {"again":1}`), "after the JSON", 0},
		{"empty content", answer(""), "empty answer", 0},
		{"no choices", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"id":"x","choices":[]}`)
		}, "no choices", 0},
		{"cut off", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"choices":[{"index":0,"finish_reason":"length","message":{"role":"assistant","content":"{\"detectedContent\":"}}]}`)
		}, "cut off", 0},
		{"HTTP 500", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprint(w, `{"error":{"message":"model crashed","type":"server_error"}}`)
		}, "HTTP 500: model crashed", 0},
		{"HTTP 502 HTML", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(http.StatusBadGateway)
			fmt.Fprint(w, `<html>bad gateway</html>`)
		}, "HTTP 502", 0},
		{"HTTP 401 echoing the key", func(w http.ResponseWriter, r chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprintf(w, `{"error":{"message":"Incorrect API key provided: %s","type":"invalid_request_error"}}`, strings.TrimPrefix(r.Auth, "Bearer "))
		}, "HTTP 401: Incorrect API key provided: [redacted]", 0},
		{"body not JSON", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `this is not json`)
		}, "not a chat completion", 0},
		{"huge response", func(w http.ResponseWriter, _ chatRequest) {
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"choices":[{"message":{"content":"`)
			chunk := strings.Repeat("a", 64<<10)
			for range 100 { // 6.4 MB
				if _, err := io.WriteString(w, chunk); err != nil {
					return
				}
			}
			fmt.Fprint(w, `"}}]}`)
		}, "larger than", 0},
		{"timeout", func(w http.ResponseWriter, r chatRequest) {
			r.sleep(3 * time.Second)
			answer(goodAnalysis)(w, chatRequest{})
		}, "no answer from the model within 200ms", 200 * time.Millisecond},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeServer(t, tc.reply)
			a := newOpenAI(t, f, func(c *ai.Config) {
				if tc.timeout > 0 {
					c.Timeout = tc.timeout
				}
			})
			start := time.Now()
			an, err := a.AnalyzeAsset(context.Background(), ai.AssetInput{Name: "a.png", Now: refNow})
			if err == nil {
				t.Fatalf("no error; analysis %+v", an)
			}
			t.Logf("error: %v", err)
			if !errors.Is(err, ai.ErrUnavailable) {
				t.Errorf("err %v does not wrap ErrUnavailable", err)
			}
			if !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("err %q lacks %q", err, tc.errHas)
			}
			if strings.Contains(err.Error(), testKey) || strings.Contains(fmt.Sprintf("%+v %#v", err, err), testKey) {
				t.Errorf("the API key leaks into the error: %v", err)
			}
			if tc.timeout > 0 {
				if d := time.Since(start); d > tc.timeout+time.Second {
					t.Errorf("timed out after %s, want about %s", d, tc.timeout)
				}
				if !errors.Is(err, context.DeadlineExceeded) {
					t.Errorf("timeout error %v does not wrap context.DeadlineExceeded", err)
				}
			}
		})
	}
}

func TestOpenAIUnreachable(t *testing.T) {
	f := newFakeServer(t, answer(goodAnalysis))
	url := f.URL
	f.Close()
	a, err := ai.New(ai.Config{Provider: "openai", BaseURL: url, Model: "m", APIKey: testKey, Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	_, err = a.AnalyzeAsset(context.Background(), ai.AssetInput{Name: "a.png"})
	if !errors.Is(err, ai.ErrUnavailable) || strings.Contains(err.Error(), testKey) {
		t.Fatalf("err = %v", err)
	}
	// The fallback still gives an analysis, and the error for the caller.
	an, err := ai.AnalyzeWithFallback(context.Background(), a, ai.AssetInput{Name: "Brand_DTC_300x250.png"})
	if !errors.Is(err, ai.ErrUnavailable) || an.Provider != "offline" || an.DetectedContent.TargetAudience != "DTC" {
		t.Fatalf("fallback = %+v, %v", an, err)
	}
}

func TestOpenAICallerCancel(t *testing.T) {
	f := newFakeServer(t, func(w http.ResponseWriter, r chatRequest) {
		r.sleep(3 * time.Second)
	})
	a := newOpenAI(t, f, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, _, err := a.Validate(ctx, compliance.AssetProperties{FileName: "a.png"}, compliance.Rule{Rule: "Font", Field: "typography", Severity: "warning"})
	if !errors.Is(err, ai.ErrUnavailable) || time.Since(start) > time.Second {
		t.Fatalf("err = %v after %s", err, time.Since(start))
	}
}

func TestOpenAIMergeWithDeterministicFindings(t *testing.T) {
	modelAnswer := `{"detectedContent":{"complianceElements":["Important Safety Information"],"targetAudience":"HCP","fdaFilingNumber":"PP-BRX-US-0042","indication":"","text":"For HCPs. PP-BRX-US-0042"},
"qualityAssessment":{"potentialIssues":[]},"campaignSuggestions":{"campaignName":""}}`
	tests := []struct {
		name         string
		in           ai.AssetInput
		wantAudience string
		wantIssues   []string
		avoidIssues  []string
	}{
		{"model settles filing, audience and text", ai.AssetInput{Name: "banner.png", Info: media.Info{Kind: media.KindImage}},
			"HCP", nil, []string{"No FDA filing", "Target audience", "No readable text"}},
		{"file name token beats the model", ai.AssetInput{Name: "Brand_DTC_300x250.png", Info: media.Info{Kind: media.KindImage}},
			"DTC", nil, []string{"Target audience"}},
		{"campaign customer type beats the model", ai.AssetInput{Name: "banner.png", CustomerType: "DTC"},
			"DTC", nil, nil},
		{"deterministic issues kept", ai.AssetInput{Name: "banner.png", Text: "The best cure. DOFU 2020-01-01"},
			"HCP", []string{`claim "best"`, "has passed"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeServer(t, answer(modelAnswer))
			tc.in.Now = refNow
			an, err := newOpenAI(t, f, nil).AnalyzeAsset(context.Background(), tc.in)
			if err != nil {
				t.Fatal(err)
			}
			dc := an.DetectedContent
			if dc.TargetAudience != tc.wantAudience {
				t.Errorf("audience %q, want %q", dc.TargetAudience, tc.wantAudience)
			}
			if dc.FDAFilingNumber != "PP-BRX-US-0042" || dc.ComplianceElements[0] != "FDA Filing Number: PP-BRX-US-0042" {
				t.Errorf("filing %q elements %q", dc.FDAFilingNumber, dc.ComplianceElements)
			}
			if an.CampaignSuggestions.CampaignName == "" && ai.CampaignNameFromFile(tc.in.Name) != "" {
				t.Error("campaign name not filled from the file name")
			}
			for _, w := range tc.wantIssues {
				if !containsIn(an.QualityAssessment.PotentialIssues, w) {
					t.Errorf("issue %q missing from %q", w, an.QualityAssessment.PotentialIssues)
				}
			}
			for _, w := range tc.avoidIssues {
				if containsIn(an.QualityAssessment.PotentialIssues, w) {
					t.Errorf("issue %q unexpectedly in %q", w, an.QualityAssessment.PotentialIssues)
				}
			}
		})
	}
}

func TestOpenAILocalServerWithoutKey(t *testing.T) {
	// Ollama-style: base URL without /v1, no API key.
	f := newFakeServer(t, answer(`{"passed":true,"determinable":true,"reasoning":"ok"}`))
	a, err := ai.New(ai.Config{Provider: "openai", BaseURL: f.URL + "/", Model: "llama3.2"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := a.Validate(context.Background(), compliance.AssetProperties{FileName: "a.png"}, compliance.Rule{Rule: "r", Field: "contrast", Severity: "minor"}); err != nil {
		t.Fatal(err)
	}
	req := f.last(t)
	if req.Path != "/v1/chat/completions" || req.Auth != "" || req.Model != "llama3.2" {
		t.Errorf("path %q auth %q model %q", req.Path, req.Auth, req.Model)
	}
}

func TestOpenAIRetriesTurnedAwayRequests(t *testing.T) {
	var calls int
	var mu sync.Mutex
	f := newFakeServer(t, func(w http.ResponseWriter, r chatRequest) {
		mu.Lock()
		calls++
		n := calls
		mu.Unlock()
		if n == 1 {
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(http.StatusTooManyRequests)
			fmt.Fprint(w, `{"error":{"message":"Rate limit reached","type":"requests"}}`)
			return
		}
		answer(`{"passed":true,"determinable":true,"reasoning":"ok"}`)(w, r)
	})
	a := newOpenAI(t, f, nil)
	passed, _, err := a.Validate(context.Background(), compliance.AssetProperties{FileName: "a.png"}, compliance.Rule{Rule: "r", Field: "contrast", Severity: "minor"})
	if err != nil || !passed {
		t.Fatalf("Validate = %v, %v", passed, err)
	}
	all := f.all()
	if len(all) != 2 || all[0].Raw != all[1].Raw {
		t.Fatalf("%d requests; the retry must resend the same body", len(all))
	}

	// A server that keeps turning requests away gives up after the retries.
	busy := newFakeServer(t, func(w http.ResponseWriter, _ chatRequest) {
		w.Header().Set("Retry-After", "0")
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	_, _, err = newOpenAI(t, busy, nil).Validate(context.Background(), compliance.AssetProperties{}, compliance.Rule{Rule: "r", Field: "contrast", Severity: "minor"})
	if !errors.Is(err, ai.ErrUnavailable) || !strings.Contains(err.Error(), "HTTP 503") || busy.count() != 3 {
		t.Fatalf("err = %v after %d requests", err, busy.count())
	}

	// A long Retry-After does not outlast the timeout.
	slow := newFakeServer(t, func(w http.ResponseWriter, _ chatRequest) {
		w.Header().Set("Retry-After", "30")
		w.WriteHeader(http.StatusTooManyRequests)
	})
	start := time.Now()
	_, _, err = newOpenAI(t, slow, func(c *ai.Config) { c.Timeout = 300 * time.Millisecond }).Validate(context.Background(), compliance.AssetProperties{}, compliance.Rule{Rule: "r", Field: "contrast", Severity: "minor"})
	if !errors.Is(err, ai.ErrUnavailable) || time.Since(start) > 2*time.Second {
		t.Fatalf("err = %v after %s", err, time.Since(start))
	}
}
