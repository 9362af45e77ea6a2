package ai

import (
	"context"
	"fmt"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// Offline is the deterministic analyzer: heuristics over what is known of
// an asset (file name, measured media facts, document or OCR text). It
// needs no network and gives the same answer for the same input.
type Offline struct{}

// NewOffline returns the offline analyzer.
func NewOffline() *Offline { return &Offline{} }

// Name returns "offline".
func (*Offline) Name() string { return ProviderOffline }

// Available returns false: there is no model behind the offline analyzer,
// so perception rules need a manual review.
func (*Offline) Available() bool { return false }

// maxDates bounds the labelled dates read from one asset.
const maxDates = 10

// AnalyzeAsset detects the FDA filing number (pkg/compliance's pattern, or
// a labelled "Job code:"-style number), Important Safety Information,
// boxed warning, risk information, indication, prescribing information,
// medication guide, MedWatch statement, copyright and DOFU dates in the
// text; the audience from the campaign, the file name or text cues; and
// potential issues: expired or invalid DOFU dates, missing ISI or fair
// balance, overstatement (best, safest, cure, guaranteed…), placeholders,
// HTML5 click tracking and animation limits. The campaign name comes from
// the file name. It fails only when ctx is done.
func (*Offline) AnalyzeAsset(ctx context.Context, in AssetInput) (Analysis, error) {
	if err := ctx.Err(); err != nil {
		return Analysis{}, err
	}
	text := boundText(in.Text)
	in.Text = text
	a := in.asset()
	var dc DetectedContent
	var fs []finding

	if n, _ := findFilingNumber(a); n != "" {
		dc.FDAFilingNumber = n
		dc.ComplianceElements = append(dc.ComplianceElements, ElementFiling+": "+n)
	} else {
		fs = append(fs, finding{msgNoFiling, penaltyMedium})
	}

	st := newScanText(text)
	tf := readTextFacts(st)
	dc.HasSafetyInfo = tf.safetyInfo
	dc.HasFairBalance = tf.fairBalance
	dc.Indication = tf.indication
	for _, e := range []struct {
		ok   bool
		name string
	}{
		{tf.safetyInfo, ElementSafetyInfo},
		{tf.boxedWarning, ElementBoxedWarning},
		{tf.fairBalance, ElementFairBalance},
		{tf.indication != "", ElementIndication},
		{tf.pi, ElementPI},
		{tf.medGuide, ElementMedGuide},
		{tf.adverseEvents, ElementAdverseEvents},
		{tf.copyright, ElementCopyright},
	} {
		if e.ok {
			dc.ComplianceElements = append(dc.ComplianceElements, e.name)
		}
	}

	dates := findLabelledDates(st, maxDates)
	df, expiry := dateFindings(dates, in.now())
	if expiry != "" {
		dc.DOFUExpiration = expiry
		dc.ComplianceElements = append(dc.ComplianceElements, ElementDOFU+": "+expiry)
	}
	for _, d := range dates {
		if d.kind == dateFirstUse && !d.date.IsZero() {
			dc.ComplianceElements = append(dc.ComplianceElements, ElementDateOfFirstUse+": "+d.date.Format("2006-01-02"))
			break
		}
	}

	dc.TargetAudience, dc.AudienceCues = detectAudience(in.CustomerType, in.Name, text)
	if dc.TargetAudience == "" {
		fs = append(fs, finding{msgNoAudience, penaltyLow})
	}

	kind := in.Info.Kind
	if kind == "" {
		kind = kindOfMIME(in.Info.MimeType)
	}
	fs = append(fs, df...)
	fs = append(fs, textFindings(kind, text, tf)...)
	for _, c := range findClaims(st) {
		fs = append(fs, finding{c, penaltyMedium})
	}
	for _, p := range findPlaceholders(st) {
		fs = append(fs, finding{p, penaltyLow})
	}
	fs = append(fs, mediaFindings(in.Info)...)

	an := Analysis{
		DetectedContent:     dc,
		CampaignSuggestions: CampaignSuggestions{CampaignName: CampaignNameFromFile(in.Name)},
		Provider:            ProviderOffline,
	}
	for _, f := range fs {
		an.QualityAssessment.PotentialIssues = append(an.QualityAssessment.PotentialIssues, f.text)
	}
	score := qualityScore(fs)
	an.QualityAssessment.Score = &score
	an.normalize()
	return an, nil
}

// Bounds of the text the heuristics read: a long document's head and
// tail (where the indication and the ISI usually are). Regular
// expressions over megabytes would make one analysis take seconds.
const (
	maxAnalyzedHead = 64 << 10
	maxAnalyzedTail = 32 << 10
)

func boundText(s string) string {
	if len(s) <= maxAnalyzedHead+maxAnalyzedTail {
		return s
	}
	head, tail := maxAnalyzedHead, len(s)-maxAnalyzedTail
	for head > 0 && !isRuneStart(s[head]) {
		head--
	}
	for tail < len(s) && !isRuneStart(s[tail]) {
		tail++
	}
	return s[:head] + "\n" + s[tail:]
}

// kindOfMIME guesses the kind from a MIME type when nothing was probed.
func kindOfMIME(mime string) media.Kind {
	m := strings.ToLower(mime)
	switch {
	case strings.HasPrefix(m, "image/"):
		return media.KindImage
	case strings.HasPrefix(m, "video/"):
		return media.KindVideo
	case m == "application/pdf", strings.Contains(m, "word"), strings.Contains(m, "document"):
		return media.KindDocument
	case strings.Contains(m, "zip"):
		return media.KindHTML5
	}
	return media.KindUnknown
}

// perceptionFields are the rule fields only a model (or a person) can judge.
var perceptionFields = map[string]bool{
	"typography": true, "contrast": true, "brandGuidelines": true, "accessibility": true,
}

// Validate judges a rule from the asset properties with pkg/compliance's
// deterministic checkers. Rules that need perception (typography,
// contrast, brand guidelines, accessibility, custom fields) and checks the
// properties cannot decide (a safety-information rule without text) return
// an error wrapping ErrPerceptionUnavailable: the offline analyzer never
// pretends to judge what it cannot see.
func (*Offline) Validate(ctx context.Context, props compliance.AssetProperties, rule compliance.Rule) (bool, string, error) {
	if err := ctx.Err(); err != nil {
		return false, "", err
	}
	c, ok := compliance.CheckerFor(rule.Field)
	if !ok || perceptionFields[rule.Field] {
		return false, "", fmt.Errorf("%w (rule field %q)", ErrPerceptionUnavailable, rule.Field)
	}
	asset := assetFromProperties(props)
	out := c.Prepare(rule)(ctx, &asset, compliance.Options{})
	switch {
	case out.Skip:
		return true, "Rule does not apply to this asset", nil
	case out.Status == compliance.StatusPass:
		return true, out.Message, nil
	case out.Status == compliance.StatusFail:
		return false, out.Message, nil
	}
	return false, "", fmt.Errorf("%w: %s", ErrPerceptionUnavailable, out.Message)
}

// ExtractRules returns nil, nil: pkg/brd's deterministic extraction already
// ran, and heuristics have nothing to add.
func (*Offline) ExtractRules(ctx context.Context, _ string) ([]compliance.Rule, error) {
	return nil, ctx.Err()
}

// assetFromProperties rebuilds what a checker needs from asset properties.
func assetFromProperties(p compliance.AssetProperties) compliance.Asset {
	info := media.Info{
		Kind:            media.Kind(p.Type),
		Format:          p.Format,
		MimeType:        p.MimeType,
		Size:            p.FileSize,
		DurationSeconds: p.Duration,
	}
	if info.Size == 0 && p.FileSizeKB > 0 {
		info.Size = int64(p.FileSizeKB * 1024)
	}
	if info.Kind == "" {
		info.Kind = kindOfMIME(p.MimeType)
	}
	if p.Dimensions != nil {
		info.Width, info.Height = p.Dimensions.Width, p.Dimensions.Height
	}
	return compliance.Asset{
		FileName:     p.FileName,
		Info:         info,
		Text:         p.Text,
		CustomerType: p.CustomerType,
		Channel:      p.Channel,
	}
}
