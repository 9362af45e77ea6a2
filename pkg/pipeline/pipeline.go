// Package pipeline runs the five processing steps of an uploaded asset
// (spec §4) as real work: store and sniff (Upload/Extract), document text
// and OCR (OCR & Text), metadata and compliance elements (Elements
// Detection), the rules that apply (BRD Matching) and the compliance check
// (Compliance Score). It reads a stored file and returns what it learned;
// the caller persists progress and results.
package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// The steps, in order (spec §4).
const (
	StepUpload = iota
	StepText
	StepElements
	StepMatching
	StepScore
	StepCount
)

// Labels are the steps' labels (spec §4).
var Labels = [StepCount]string{"Upload/Extract", "OCR & Text", "Elements Detection", "BRD Matching", "Compliance Score"}

// maxTextRunes bounds the text kept from a document or OCR.
const maxTextRunes = 200_000

// Campaign is what the asset's campaign says about it.
type Campaign struct {
	Name            string
	Channel         string
	CustomerType    string
	FDAFilingNumber string
	Indication      string
}

// Job is one asset to process.
type Job struct {
	Name     string
	Path     string // the stored bytes
	Campaign Campaign
	// Platform, Placement and Part are what the team said of the asset
	// (compliance.Asset); empty ones are read from the file name.
	Platform, Placement, Part string
	// Rules are the prepared rules of the rule set the asset is checked
	// against, and RuleSetName names it for the step details.
	Rules       *compliance.RuleSet
	RuleSetName string
}

// Deps are the pipeline's collaborators.
type Deps struct {
	AI  ai.Analyzer // required; ai.New(ai.Config{}) gives the offline analyzer
	OCR OCR         // nil: OCR unavailable
	Now func() time.Time
}

// Event reports a step changing state.
type Event struct {
	Step   int
	Status string // active, done, error
	Detail string
}

// Result is what processing learned.
type Result struct {
	Info      media.Info
	Text      string
	Thumbnail []byte // PNG; nil when the asset has none or it is made on request
	// ThumbnailOnRequest says the image can have a thumbnail, to be made
	// with Thumbnail when it is first asked for.
	ThumbnailOnRequest bool
	Analysis           compliance.Analysis
	AI                 *ai.Analysis
	AIError            string
	Campaign           Campaign
	Detected           compliance.DetectedElements
	// Checked is the input of the compliance check: what was measured,
	// read and detected, with the campaign's audience and channel.
	Checked  compliance.Asset
	Frames   []Frame
	DebugLog []string
}

// Frame is an analysed moment of a video: the browser draws it from the
// video at Timestamp.
type Frame struct {
	Timestamp float64
	Label     string
	Issues    []compliance.Issue
}

// SkipError is what a step returns when it could not run for this asset
// (OCR unavailable, text not extractable): the step is "skipped" with the
// reason, and processing goes on.
type SkipError struct{ Reason string }

func (e *SkipError) Error() string { return "skipped: " + e.Reason }

// skipped returns a *SkipError with the reason.
func skipped(reason string) (string, error) { return "", &SkipError{Reason: reason} }

// StepError is a failure of one step.
type StepError struct {
	Step int
	Err  error
}

func (e *StepError) Error() string { return Labels[e.Step] + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *StepError) Unwrap() error { return e.Err }

// Run processes one asset, calling onEvent as each step starts and ends.
func Run(ctx context.Context, job Job, deps Deps, onEvent func(Event)) (Result, error) {
	if deps.Now == nil {
		deps.Now = time.Now
	}
	if onEvent == nil {
		onEvent = func(Event) {}
	}
	r := &run{ctx: ctx, job: job, deps: deps, emit: onEvent}
	steps := [StepCount]func() (string, error){r.extract, r.text, r.elements, r.matching, r.score}
	for i, step := range steps {
		if err := ctx.Err(); err != nil {
			return r.res, &StepError{Step: i, Err: err}
		}
		onEvent(Event{Step: i, Status: "active"})
		detail, err := step()
		if skip, ok := err.(*SkipError); ok {
			r.logf("%s: skipped: %s", Labels[i], skip.Reason)
			onEvent(Event{Step: i, Status: "skipped", Detail: skip.Reason})
			continue
		}
		if err != nil {
			onEvent(Event{Step: i, Status: "error", Detail: err.Error()})
			return r.res, &StepError{Step: i, Err: err}
		}
		r.logf("%s: %s", Labels[i], detail)
		onEvent(Event{Step: i, Status: "done", Detail: detail})
	}
	return r.res, nil
}

type run struct {
	ctx  context.Context
	job  Job
	deps Deps
	emit func(Event)
	res  Result
	// tooLarge is why the image is over the decode budget ("" when it is
	// not): then neither a thumbnail nor OCR decodes it.
	tooLarge string
}

func (r *run) logf(format string, args ...any) {
	r.res.DebugLog = append(r.res.DebugLog, fmt.Sprintf(format, args...))
}

// extract sniffs and measures the stored bytes, and makes a thumbnail.
func (r *run) extract() (string, error) {
	f, err := os.Open(r.job.Path)
	if err != nil {
		return "", fmt.Errorf("stored file unavailable: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", err
	}
	info, err := media.Probe(f, st.Size(), r.job.Name)
	if err != nil {
		return "", err
	}
	r.res.Info = info
	detail := describe(info)
	if info.Kind == media.KindImage {
		if err := r.thumbnail(f, info); err != nil {
			if errors.Is(err, ErrDecodeBudget) {
				r.tooLarge = err.Error()
			}
			r.logf("thumbnail: %v", err)
			detail += "; no thumbnail (" + err.Error() + ")"
		}
	}
	return detail, nil
}

// thumbnail makes the image's thumbnail when a model will look at it (the
// analysis and the checks send it to a model that takes images);
// otherwise it only checks from the header that one can be made, and the
// thumbnail is made when it is first asked for: decoding, scaling and
// encoding every image cost more than half the CPU of an ingest, for
// pictures most of which nobody opens.
func (r *run) thumbnail(f io.ReaderAt, info media.Info) error {
	if ai.TakesImages(r.deps.AI) {
		thumb, err := Thumbnail(r.ctx, f, info)
		r.res.Thumbnail = thumb
		return err
	}
	if _, err := thumbnailCost(f, info); err != nil {
		return err
	}
	r.res.ThumbnailOnRequest = true
	return nil
}

// text extracts document text, or OCRs an image when OCR is available.
func (r *run) text() (string, error) {
	info := r.res.Info
	switch info.Kind {
	case media.KindDocument:
		txt, pages, err := DocumentText(r.job.Path, info)
		if err != nil {
			// The asset is still checkable: text rules then ask for a review.
			return skipped("text unavailable (" + err.Error() + "); text rules need a manual review")
		}
		r.res.Text = txt
		return fmt.Sprintf("%d characters of text from %d pages", utf8.RuneCountInString(txt), pages), nil
	case media.KindImage:
		if r.deps.OCR == nil {
			return skipped("OCR unavailable: install tesseract (Debian package tesseract-ocr) to read text in images")
		}
		if r.tooLarge != "" {
			return "OCR skipped: " + r.tooLarge + "; text rules need a manual review", nil
		}
		txt, err := r.deps.OCR.Text(r.ctx, r.job.Path)
		if err != nil {
			return skipped("OCR failed: " + err.Error()) // a failed OCR leaves the asset checkable
		}
		r.res.Text = truncate(txt, maxTextRunes)
		return fmt.Sprintf("OCR read %d characters", utf8.RuneCountInString(r.res.Text)), nil
	case media.KindHTML5:
		return "HTML5 banner: text is rendered at run time and is not extracted", nil
	}
	return "no text track in " + strings.ToLower(info.Format), nil
}

// elements detects compliance elements: FDA filing number, safety
// information, audience and indication, through the analyzer.
func (r *run) elements() (string, error) {
	in := ai.AssetInput{
		Name: r.job.Name, Info: r.res.Info, Text: r.res.Text,
		CustomerType: r.job.Campaign.CustomerType, Channel: r.job.Campaign.Channel, Now: r.deps.Now(),
	}
	if r.res.Thumbnail != nil {
		in.ImageBytes, in.ImageMIME = r.res.Thumbnail, "image/png"
	}
	// A failing AI never blocks processing (DESIGN.md): the offline
	// analysis stands in and the result says the AI was unavailable.
	an, err := ai.AnalyzeWithFallback(r.ctx, r.deps.AI, in)
	if err != nil {
		r.res.AIError = compliance.MsgAIUnavailable
		r.logf("AI analysis: %s: %v", compliance.MsgAIUnavailableDetail, err)
	}
	r.res.AI = &an
	r.res.Detected = an.Detected()
	c := r.job.Campaign
	if c.FDAFilingNumber == "" {
		c.FDAFilingNumber = an.DetectedContent.FDAFilingNumber
	}
	if c.CustomerType == "" {
		c.CustomerType = an.DetectedContent.TargetAudience
	}
	if c.Indication == "" {
		c.Indication = an.DetectedContent.Indication
	}
	if c.Name == "" {
		c.Name = an.CampaignSuggestions.CampaignName
	}
	r.res.Campaign = c
	var found []string
	found = append(found, an.DetectedContent.ComplianceElements...)
	if c.CustomerType != "" {
		found = append(found, "audience "+c.CustomerType)
	}
	if len(found) == 0 {
		return "no compliance elements detected", nil
	}
	return strings.Join(found, "; "), nil
}

// matching names the rule set the asset is checked against.
func (r *run) matching() (string, error) {
	if r.job.Rules == nil {
		return "", errors.New("no rules to check against")
	}
	return fmt.Sprintf("%d enabled rules of %s", r.job.Rules.Len(), r.job.RuleSetName), nil
}

// score checks the asset against the rules; rules that do not apply to
// it (channel, kind, size, audience) are skipped.
func (r *run) score() (string, error) {
	opts := compliance.Options{AI: ai.WithImage(ai.ValidatorFor(r.deps.AI), r.res.Thumbnail, "image/png")}
	r.res.Checked = r.asset()
	r.res.Analysis = r.job.Rules.Check(r.ctx, r.res.Checked, opts)
	r.res.Frames = VideoFrames(r.res.Info, r.res.Analysis.Issues)
	s := r.res.Analysis.Summary
	if r.res.Analysis.ComplianceScore == nil {
		return "no checks applied", nil
	}
	return fmt.Sprintf("score %d (%s): %d passed, %d warnings, %d failed", *r.res.Analysis.ComplianceScore,
		r.res.Analysis.Band, s.Passed, s.Warnings, s.Failed), nil
}

func (r *run) asset() compliance.Asset {
	return compliance.Asset{
		Path: r.job.Path, FileName: r.job.Name, Info: r.res.Info, Text: r.res.Text,
		CustomerType: r.res.Campaign.CustomerType, Channel: r.res.Campaign.Channel,
		Platform: r.job.Platform, Placement: r.job.Placement, Part: r.job.Part,
		Detected: r.res.Detected,
	}
}

// describe summarises what Probe measured.
func describe(info media.Info) string {
	parts := []string{info.Format, fmt.Sprintf("%.1f KB", float64(info.Size)/1024)}
	if info.Width > 0 {
		parts = append(parts, fmt.Sprintf("%dx%d", info.Width, info.Height))
	}
	if info.DurationSeconds > 0 {
		parts = append(parts, fmt.Sprintf("%.2fs", info.DurationSeconds))
	}
	if info.VideoCodec != "" {
		parts = append(parts, info.VideoCodec)
	}
	if info.PageCount > 0 {
		parts = append(parts, fmt.Sprintf("%d pages", info.PageCount))
	}
	return strings.Join(parts, ", ")
}

// VideoFrames picks the moments of a video a reviewer looks at: the
// opening, the quarter points and the end card, where safety information
// usually sits. Issues about the whole video go on the end card.
func VideoFrames(info media.Info, issues []compliance.Issue) []Frame {
	if info.Kind != media.KindVideo || info.DurationSeconds <= 0 {
		return nil
	}
	d := info.DurationSeconds
	end := d - 0.1
	if end < 0 {
		end = 0
	}
	frames := []Frame{
		{Timestamp: 0, Label: "Opening"},
		{Timestamp: round1(d * 0.25), Label: "25%"},
		{Timestamp: round1(d * 0.5), Label: "Midpoint"},
		{Timestamp: round1(d * 0.75), Label: "75%"},
		{Timestamp: round1(end), Label: "End card"},
	}
	for _, is := range issues {
		if is.Status != compliance.StatusPass {
			frames[len(frames)-1].Issues = append(frames[len(frames)-1].Issues, is)
		}
	}
	return frames
}

func round1(f float64) float64 { return float64(int(f*10+0.5)) / 10 }

func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return string([]rune(s)[:max])
}

// DocumentText extracts the text of a PDF, DOCX or DOC file (at most
// maxTextRunes) and its page count.
func DocumentText(path string, info media.Info) (string, int, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	doc, err := doctext.Extract(f, info.Size)
	if err != nil {
		if errors.Is(err, doctext.ErrEncrypted) {
			return "", 0, errors.New("the document is encrypted; its text cannot be read")
		}
		return "", 0, fmt.Errorf("document text: %w", err)
	}
	return truncate(doc.PlainText(), maxTextRunes), len(doc.Pages), nil
}
