package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// OpenAI is the analyzer that asks a model on an OpenAI-compatible chat
// completions server. Every answer must be JSON of the expected shape;
// anything else is an error wrapping ErrUnavailable, never passed on.
type OpenAI struct {
	cfg     Config
	baseURL string
	client  *openai.Client
}

// NewOpenAI returns the OpenAI-compatible analyzer. BaseURL and Model are
// required; errors wrap ErrConfig.
func NewOpenAI(cfg Config) (*OpenAI, error) {
	base, err := cfg.apiBaseURL()
	if err != nil {
		return nil, err
	}
	cfg.Model = strings.TrimSpace(cfg.Model)
	cfg.APIKey = strings.TrimSpace(cfg.APIKey)
	if cfg.Model == "" {
		return nil, fmt.Errorf("%w: provider openai needs ai.model (e.g. gpt-4o-mini, or llama3.2 on Ollama)", ErrConfig)
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("%w: ai timeout must not be negative", ErrConfig)
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = base
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.ResponseHeaderTimeout = cfg.timeout()
	oc.HTTPClient = limitDoer{client: &http.Client{Timeout: cfg.timeout(), Transport: tr}, max: maxResponseBytes}
	return &OpenAI{cfg: cfg, baseURL: base, client: openai.NewClientWithConfig(oc)}, nil
}

// Name returns "openai".
func (*OpenAI) Name() string { return ProviderOpenAI }

// Available returns true: a model judges perception rules.
func (*OpenAI) Available() bool { return true }

// Model returns the configured model name.
func (o *OpenAI) Model() string { return o.cfg.Model }

// String describes the analyzer without the API key.
func (o *OpenAI) String() string { return "openai analyzer " + o.cfg.String() }

// message is one user message: text and an optional image data: URL.
type message struct {
	text     string
	imageURL string
}

// chat sends one request and returns the answer's content.
func (o *OpenAI) chat(parent context.Context, op, system string, user message, schemaName string, schema json.RawMessage) (string, error) {
	ctx, cancel := context.WithTimeout(parent, o.cfg.timeout())
	defer cancel()
	um := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser}
	if user.imageURL != "" {
		um.MultiContent = []openai.ChatMessagePart{
			{Type: openai.ChatMessagePartTypeText, Text: user.text},
			{Type: openai.ChatMessagePartTypeImageURL, ImageURL: &openai.ChatMessageImageURL{URL: user.imageURL, Detail: openai.ImageURLDetailAuto}},
		}
	} else {
		um.Content = user.text
	}
	req := openai.ChatCompletionRequest{
		Model: o.cfg.Model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			um,
		},
		ResponseFormat: &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject},
	}
	if o.cfg.StructuredOutputs {
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{
			Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: schemaName, Schema: schema, Strict: true},
		}
	}
	resp, err := o.client.CreateChatCompletion(ctx, req)
	if err != nil {
		if perr := parent.Err(); perr != nil {
			// The caller gave up (cancelled, or its own deadline passed).
			return "", fmt.Errorf("%w: %s: %w", ErrUnavailable, op, perr)
		}
		return "", o.unavailable(op, err)
	}
	if len(resp.Choices) == 0 {
		return "", fmt.Errorf("%w: %s: the model returned no choices", ErrUnavailable, op)
	}
	ch := resp.Choices[0]
	if ch.Message.Refusal != "" {
		return "", fmt.Errorf("%w: %s: the model refused: %s", ErrUnavailable, op, o.scrub(cleanLine(ch.Message.Refusal, maxServerMessage)))
	}
	if ch.FinishReason == openai.FinishReasonLength {
		return "", fmt.Errorf("%w: %s: the model's answer was cut off (finish_reason length)", ErrUnavailable, op)
	}
	if strings.TrimSpace(ch.Message.Content) == "" {
		return "", fmt.Errorf("%w: %s: the model returned an empty answer", ErrUnavailable, op)
	}
	return ch.Message.Content, nil
}

// badAnswer wraps an answer validation error.
func badAnswer(op string, err error) error {
	return fmt.Errorf("%w: %s: %w", ErrUnavailable, op, err)
}

// maxPromptText bounds the asset text put in one prompt.
const maxPromptText = 12000

// assetFacts is the asset description sent to the model.
type assetFacts struct {
	FileName        string                 `json:"fileName,omitempty"`
	Type            string                 `json:"type,omitempty"`
	Format          string                 `json:"format,omitempty"`
	MimeType        string                 `json:"mimeType,omitempty"`
	FileSizeKB      float64                `json:"fileSizeKB,omitempty"`
	Dimensions      *compliance.Dimensions `json:"dimensions,omitempty"`
	DurationSeconds float64                `json:"durationSeconds,omitempty"`
	FrameRate       float64                `json:"frameRate,omitempty"`
	VideoCodec      string                 `json:"videoCodec,omitempty"`
	AudioCodec      string                 `json:"audioCodec,omitempty"`
	Animated        bool                   `json:"animated,omitempty"`
	FrameCount      int                    `json:"frameCount,omitempty"`
	PageCount       int                    `json:"pageCount,omitempty"`
	Metadata        map[string]string      `json:"metadata,omitempty"`
	HTML5           any                    `json:"html5,omitempty"`
	CustomerType    string                 `json:"campaignCustomerType,omitempty"`
	Channel         string                 `json:"campaignChannel,omitempty"`
}

type analysisRequest struct {
	Asset         assetFacts `json:"asset"`
	Text          string     `json:"text"`
	TextTruncated bool       `json:"textTruncated,omitempty"`
	ImageAttached bool       `json:"imageAttached"`
	ImageNote     string     `json:"imageNote,omitempty"`
	Today         string     `json:"today"`
}

func factsOf(in AssetInput) assetFacts {
	i := in.Info
	f := assetFacts{
		FileName: in.Name, Type: string(i.Kind), Format: i.Format, MimeType: i.MimeType,
		FileSizeKB:      float64(int64(float64(i.Size)/1024*10+0.5)) / 10,
		DurationSeconds: i.DurationSeconds, FrameRate: i.FrameRate, VideoCodec: i.VideoCodec, AudioCodec: i.AudioCodec,
		Animated: i.Animated, FrameCount: i.FrameCount, PageCount: i.PageCount,
		CustomerType: in.CustomerType, Channel: in.Channel,
	}
	if i.Width > 0 && i.Height > 0 {
		f.Dimensions = &compliance.Dimensions{Width: i.Width, Height: i.Height}
	}
	if len(i.Metadata) > 0 {
		keys := slices.Sorted(maps.Keys(i.Metadata))
		f.Metadata = map[string]string{}
		for _, k := range keys[:min(len(keys), 20)] {
			f.Metadata[cleanLine(k, 60)] = cleanLine(i.Metadata[k], 200)
		}
	}
	if i.HTML5 != nil {
		f.HTML5 = i.HTML5
	}
	return f
}

// image returns the image data: URL to send, or the reason none is sent.
// TakesImages reports whether images are sent to the model
// (Config.SupportsImages); see ai.TakesImages.
func (o *OpenAI) TakesImages() bool { return o.cfg.SupportsImages }

func (o *OpenAI) image(img []byte, mime string) (string, string) {
	if len(img) == 0 {
		return "", ""
	}
	if !o.cfg.SupportsImages {
		return "", "the model does not take images"
	}
	return imageDataURL(img, mime, o.cfg.maxImageBytes())
}

// AnalyzeAsset asks the model for the analysis, with the image when the
// model supports images, and adds the offline analyzer's deterministic
// findings: a filing number or date read from the bytes beats the model's
// reading, and the model's audience is used only when it is clear.
func (o *OpenAI) AnalyzeAsset(ctx context.Context, in AssetInput) (Analysis, error) {
	const op = "analyze asset"
	text := in.Text
	truncated := false
	if len(text) > maxPromptText {
		text, truncated = clip(text, maxPromptText), true
	}
	img, note := o.image(in.ImageBytes, in.ImageMIME)
	req := analysisRequest{
		Asset: factsOf(in), Text: text, TextTruncated: truncated,
		ImageAttached: img != "", ImageNote: note,
		Today: in.now().UTC().Format(time.DateOnly),
	}
	body, err := json.Marshal(req)
	if err != nil {
		return Analysis{}, fmt.Errorf("%w: %s: %v", ErrUnavailable, op, err)
	}
	content, err := o.chat(ctx, op, analyzeSystemPrompt, message{text: string(body), imageURL: img}, "asset_analysis", analysisSchema())
	if err != nil {
		return Analysis{}, err
	}
	an, err := parseAnalysis(content)
	if err != nil {
		return Analysis{}, badAnswer(op, err)
	}
	det, _ := NewOffline().AnalyzeAsset(ctx, in)
	an = merge(det, an)
	an.Provider, an.Model = ProviderOpenAI, o.cfg.Model
	an.normalize()
	return an, nil
}

// merge combines the deterministic analysis det with the model's m: a
// filing number or date read from the bytes beats the model's reading; the
// audience from the campaign or the file name beats the model's; the
// deterministic findings that the model's reading settles (no filing
// number, no audience, no readable text) are dropped.
func merge(det, m Analysis) Analysis {
	out := m
	d, dm := det.DetectedContent, &out.DetectedContent
	if d.FDAFilingNumber != "" {
		dm.FDAFilingNumber = d.FDAFilingNumber
	}
	strongCue := len(d.AudienceCues) > 0 && (strings.HasPrefix(d.AudienceCues[0], "campaign") || strings.HasPrefix(d.AudienceCues[0], "file name"))
	if dm.TargetAudience == "" || (d.TargetAudience != "" && strongCue) || d.TargetAudience == dm.TargetAudience {
		dm.TargetAudience, dm.AudienceCues = d.TargetAudience, d.AudienceCues
	}
	if dm.Indication == "" {
		dm.Indication = d.Indication
	}
	dm.HasSafetyInfo = d.HasSafetyInfo || containsFold(dm.ComplianceElements, "safety information")
	dm.HasFairBalance = d.HasFairBalance || containsFold(dm.ComplianceElements, "risk information")
	dm.DOFUExpiration = d.DOFUExpiration
	// The model may only name the filing number in an element about it;
	// the builder check reads any "FDA"/"filing" element as one.
	var elems []string
	for _, e := range dm.ComplianceElements {
		le := strings.ToLower(e)
		if (strings.Contains(le, "fda") || strings.Contains(le, "filing")) && dm.FDAFilingNumber == "" {
			continue
		}
		elems = append(elems, e)
	}
	var all []string
	if dm.FDAFilingNumber != "" && d.FDAFilingNumber == "" {
		all = append(all, ElementFiling+": "+dm.FDAFilingNumber)
	}
	all = append(append(all, d.ComplianceElements...), elems...)
	dm.ComplianceElements = dedupeFiling(cleanList(all))

	var issues []string
	for _, is := range det.QualityAssessment.PotentialIssues {
		switch {
		case dm.FDAFilingNumber != "" && is == msgNoFiling,
			dm.TargetAudience != "" && is == msgNoAudience,
			dm.Text != "" && (is == msgNoReadableText || is == msgNoHTML5Text):
			continue
		}
		issues = append(issues, is)
	}
	out.QualityAssessment.PotentialIssues = cleanList(append(issues, m.QualityAssessment.PotentialIssues...))
	if out.QualityAssessment.Score == nil {
		out.QualityAssessment.Score = det.QualityAssessment.Score
	}
	if out.CampaignSuggestions.CampaignName == "" {
		out.CampaignSuggestions.CampaignName = det.CampaignSuggestions.CampaignName
	}
	return out
}

// dedupeFiling keeps the first filing-number element only.
func dedupeFiling(elems []string) []string {
	out := elems[:0]
	seen := false
	for _, e := range elems {
		if strings.HasPrefix(strings.ToLower(e), strings.ToLower(ElementFiling)) {
			if seen {
				continue
			}
			seen = true
		}
		out = append(out, e)
	}
	return out
}

func containsFold(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(strings.ToLower(s), sub) {
			return true
		}
	}
	return false
}

// Validate asks the model whether the asset satisfies the rule, from the
// properties alone. ValidateImage adds the image.
func (o *OpenAI) Validate(ctx context.Context, props compliance.AssetProperties, rule compliance.Rule) (bool, string, error) {
	return o.ValidateImage(ctx, props, rule, nil, "")
}

type validationRequest struct {
	Rule          ruleForPrompt              `json:"rule"`
	Asset         compliance.AssetProperties `json:"asset"`
	TextTruncated bool                       `json:"textTruncated,omitempty"`
	ImageAttached bool                       `json:"imageAttached"`
	ImageNote     string                     `json:"imageNote,omitempty"`
}

type ruleForPrompt struct {
	Rule        string             `json:"rule"`
	Field       string             `json:"field"`
	Severity    string             `json:"severity,omitempty"`
	Description string             `json:"description,omitempty"`
	Params      *compliance.Params `json:"params,omitempty"`
	Quote       string             `json:"brdQuote,omitempty"`
}

// ValidateImage is Validate with the asset's image (sent when the model
// supports images). A model that says it cannot judge the rule from what
// it was given yields an error wrapping ErrUnavailable, never a verdict.
func (o *OpenAI) ValidateImage(ctx context.Context, props compliance.AssetProperties, rule compliance.Rule, img []byte, mime string) (bool, string, error) {
	const op = "validate rule"
	truncated := false
	if len(props.Text) > maxPromptText {
		props.Text, truncated = clip(props.Text, maxPromptText), true
	}
	imgURL, note := o.image(img, mime)
	rp := ruleForPrompt{Rule: rule.Rule, Field: rule.Field, Severity: string(rule.Severity), Description: rule.Description, Params: rule.Params}
	if rule.Source != nil {
		rp.Quote = rule.Source.Quote
	}
	body, err := json.Marshal(validationRequest{Rule: rp, Asset: props, TextTruncated: truncated, ImageAttached: imgURL != "", ImageNote: note})
	if err != nil {
		return false, "", fmt.Errorf("%w: %s: %v", ErrUnavailable, op, err)
	}
	content, err := o.chat(ctx, op, validateSystemPrompt, message{text: string(body), imageURL: imgURL}, "rule_validation", validationSchema())
	if err != nil {
		return false, "", err
	}
	passed, determinable, reasoning, err := parseValidation(content)
	if err != nil {
		return false, "", badAnswer(op, err)
	}
	if !determinable {
		return false, "", fmt.Errorf("%w: %s: the model could not judge the rule from the information given: %s", ErrUnavailable, op, o.scrub(reasoning))
	}
	return passed, o.scrub(reasoning), nil
}

// Limits of rule extraction: the text is sent in chunks of at most
// extractChunkSize bytes, at most maxExtractChunks of them.
const (
	extractChunkSize = 12000
	maxExtractChunks = 40
)

// extractPrompt is the system prompt of rule extraction, built when first
// used: every command pays for what package initialisation does.
var extractPrompt = sync.OnceValue(func() string {
	return strings.NewReplacer(
		"FIELDS", quoteList(compliance.FieldTypes),
		"SECTIONS", quoteList(compliance.Sections),
		"CHANNELS", quoteList(compliance.Channels),
	).Replace(extractSystemPrompt)
})

func quoteList(vals []string) string {
	q := make([]string, len(vals))
	for i, v := range vals {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}

// ExtractRules asks the model for the BRD's rules, chunk by chunk, and
// keeps the valid ones (known field type and severity, a title or quote,
// parameters that compliance.ValidateRule accepts), without duplicates.
// Any failed request or malformed answer fails the whole extraction with
// an error wrapping ErrUnavailable: pkg/brd then keeps its deterministic
// rules.
func (o *OpenAI) ExtractRules(ctx context.Context, text string) ([]compliance.Rule, error) {
	const op = "extract rules"
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	chunks := chunkText(text, extractChunkSize)
	if len(chunks) > maxExtractChunks {
		return nil, fmt.Errorf("%w: %s: the document is too long for AI extraction (%d chunks of %d bytes, at most %d)", ErrUnavailable, op, len(chunks), extractChunkSize, maxExtractChunks)
	}
	var out []compliance.Rule
	seen := map[string]bool{}
	for i, c := range chunks {
		content, err := o.chat(ctx, fmt.Sprintf("%s (part %d of %d)", op, i+1, len(chunks)), extractPrompt(), message{text: c}, "brd_rules", rulesSchema())
		if err != nil {
			return nil, err
		}
		rules, _, err := parseRules(content, o.cfg.Model)
		if err != nil {
			return nil, badAnswer(op, err)
		}
		for _, r := range rules {
			if seen[r.ID] {
				continue
			}
			seen[r.ID] = true
			out = append(out, r)
		}
	}
	return out, nil
}

// chunkText splits text at line ends into chunks of at most size bytes
// (a longer line is split at a space). A chunk that starts inside a page
// begins with that page's "--- page N ---" marker so that page numbers
// stay right.
func chunkText(text string, size int) []string {
	size = max(size, 200)
	var chunks []string
	var b strings.Builder
	page := ""
	header := 0 // bytes of the repeated page marker at the start of b
	start := func() {
		b.Reset()
		header = 0
		if page != "" {
			b.WriteString(page + "\n")
			header = b.Len()
		}
	}
	flush := func() {
		if strings.TrimSpace(b.String()[header:]) != "" {
			chunks = append(chunks, b.String())
		}
		start()
	}
	for _, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); isPageMarker(t) {
			page = t
			switch {
			case b.Len() == header:
				start() // nothing yet: the new marker replaces the old
			case b.Len()+len(t)+1 > size:
				flush()
			default:
				b.WriteString(t + "\n")
			}
			continue
		}
		for {
			room := size - b.Len() - 1
			if len(line) <= room {
				b.WriteString(line + "\n")
				break
			}
			if b.Len() > header && (room < size/4 || len(line) < size-header) {
				flush()
				continue
			}
			cut := strings.LastIndexByte(line[:room], ' ')
			if cut <= 0 {
				cut = room
				for cut > 0 && !isRuneStart(line[cut]) {
					cut--
				}
			}
			b.WriteString(line[:cut] + "\n")
			line = strings.TrimLeft(line[cut:], " ")
			flush()
		}
	}
	flush()
	return chunks
}

// isPageMarker reports a "--- page N ---" line.
func isPageMarker(t string) bool {
	return len(t) <= 40 && strings.HasPrefix(t, "--- page ") && strings.HasSuffix(t, " ---")
}
