package compliance_test

import (
	"context"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func withAudio(a compliance.Asset, au *media.AudioInfo) compliance.Asset {
	a.Info.Audio = au
	return a
}

// TestMeasuredFieldCheckers checks the field types beyond the spec's 20
// against measured assets: each case can fail.
func TestMeasuredFieldCheckers(t *testing.T) {
	lufs, tp := -23.4, -1.5
	measured := &media.AudioInfo{Codec: "PCM", SampleRate: 48000, Channels: 2, LoudnessLUFS: &lufs, TruePeakDBTP: &tp}
	aac := &media.AudioInfo{Codec: "mp4a", SampleRate: 44100, Channels: 1, LoudnessNote: "mp4a audio would need decoding"}
	spot := withAudio(video("spot.mp4", 1920, 1080, 1<<20, 30), measured)
	aacSpot := withAudio(video("spot.mp4", 1920, 1080, 1<<20, 15), aac)
	email := pdf("email.html", "<html><head><title>Your guide to living well with Zynthra today</title></head><body><h1>Ask about Zynthra</h1><a class=\"cta-button\" href=\"#\">Learn more</a></body></html>")
	copyDeck := pdf("copy.txt", "Headline: Breathe easier with Zynthra\nPrimary text: Ask your doctor whether Zynthra is right for you. See Important Safety Information.\n")
	for _, tc := range []struct {
		name  string
		asset compliance.Asset
		rule  compliance.Rule
		want  compliance.Status // "" = rule does not apply
	}{
		{"loudness in window", spot, rule("audioLoudness", &compliance.Params{Min: f(-25), Max: f(-21), Unit: "LUFS"}), compliance.StatusPass},
		{"loudness target within 1 LU", spot, rule("audioLoudness", &compliance.Params{Min: f(-24), Max: f(-24), Unit: "LUFS"}), compliance.StatusPass},
		{"louder than a -25 LUFS maximum", spot, rule("audioLoudness", &compliance.Params{Max: f(-25), Unit: "LUFS"}), compliance.StatusFail},
		{"true peak over -2", spot, rule("audioLoudness", &compliance.Params{Max: f(-2), Unit: "dBTP", Check: compliance.LoudnessCheckTruePeak}), compliance.StatusFail},
		{"true peak under -1", spot, rule("audioLoudness", &compliance.Params{Max: f(-1), Unit: "dBTP", Check: compliance.LoudnessCheckTruePeak}), compliance.StatusPass},
		{"loudness of AAC not measured", aacSpot, rule("audioLoudness", &compliance.Params{Min: f(-24), Max: f(-24), Unit: "LUFS"}), compliance.StatusWarning},
		{"loudness on an image", img("a.png", 300, 250, 1000), rule("audioLoudness", &compliance.Params{Max: f(-23)}), ""},
		{"video without audio", video("silent.mp4", 1920, 1080, 1<<20, 15), rule("audioSampleRate", &compliance.Params{Allowed: []string{"48000"}}), compliance.StatusWarning},
		{"sample rate 48k", spot, rule("audioSampleRate", &compliance.Params{Allowed: []string{"48000"}, Unit: "Hz"}), compliance.StatusPass},
		{"sample rate 44.1k not 48k", aacSpot, rule("audioSampleRate", &compliance.Params{Allowed: []string{"48000"}, Unit: "Hz"}), compliance.StatusFail},
		{"sample rate at least 44.1k", aacSpot, rule("audioSampleRate", &compliance.Params{Min: f(44100), Unit: "Hz"}), compliance.StatusPass},
		{"stereo", spot, rule("audioChannels", &compliance.Params{Allowed: []string{"2"}}), compliance.StatusPass},
		{"mono is not stereo", aacSpot, rule("audioChannels", &compliance.Params{Allowed: []string{"2"}}), compliance.StatusFail},
		{"subject line within 50", email, rule("characterCount", &compliance.Params{Max: f(50), Check: compliance.CopyCheckSubject}), compliance.StatusPass},
		{"subject line over 30", email, rule("characterCount", &compliance.Params{Max: f(30), Check: compliance.CopyCheckSubject}), compliance.StatusFail},
		{"headline in HTML", email, rule("characterCount", &compliance.Params{Max: f(10), Check: compliance.CopyCheckHeadline}), compliance.StatusFail},
		{"cta in HTML", email, rule("characterCount", &compliance.Params{Max: f(20), Check: compliance.CopyCheckCTA}), compliance.StatusPass},
		{"labelled headline", copyDeck, rule("characterCount", &compliance.Params{Max: f(40), Check: compliance.CopyCheckHeadline}), compliance.StatusPass},
		{"labelled primary text over 40", copyDeck, rule("characterCount", &compliance.Params{Max: f(40)}), compliance.StatusFail},
		{"unlabelled copy is not counted", pdf("ad.pdf", "Important Safety Information: a long paragraph of risks that runs well past forty characters."), rule("characterCount", &compliance.Params{Max: f(40)}), compliance.StatusWarning},
		{"labelled sub-headline is description copy", pdf("deck.txt", "Sub-headline: Twelve weeks of steadier breathing for most patients\n"), rule("characterCount", &compliance.Params{Max: f(40), Check: compliance.CopyCheckDescription}), compliance.StatusFail},
		{"labelled text link is the call to action", pdf("deck.txt", "Text link: See the full Prescribing Information\n"), rule("characterCount", &compliance.Params{Max: f(50), Check: compliance.CopyCheckCTA}), compliance.StatusPass},
		{"a French subject line", pdf("mail.txt", "Objet : Votre guide du traitement est disponible en ligne\n"), rule("characterCount", &compliance.Params{Max: f(30), Check: compliance.CopyCheckSubject}), compliance.StatusFail},
		{"labelled brand name", pdf("deck.txt", "Sponsored by: Zynthra Respiratory Health Partners\n"), rule("characterCount", &compliance.Params{Max: f(25), Check: compliance.CopyCheckBrandName}), compliance.StatusFail},
		{"a business name is the brand's", pdf("deck.txt", "Business name: Quillmere Allergy Relief Partners Ltd\n"), rule("characterCount", &compliance.Params{Max: f(25), Check: compliance.CopyCheckBrandName}), compliance.StatusFail},
		{"a display name is the brand's", pdf("deck.txt", "Display name: Quillmere\n"), rule("characterCount", &compliance.Params{Max: f(25), Check: compliance.CopyCheckBrandName}), compliance.StatusPass},
		{"alt text of an email's images", pdf("mail.html", `<html><body><img src="a.png" alt="Woman walking"><img src="b.png" alt='A pharmacist hands a box of tablets across the counter to a smiling customer'></body></html>`), rule("characterCount", &compliance.Params{Max: f(60), Check: compliance.CopyCheckAltText}), compliance.StatusFail},
		{"an app store listing's subtitle", pdf("listing.txt", "App name: Breathewell\nSubtitle: Your daily inhaler coach, with reminders for every dose\n"), rule("characterCount", &compliance.Params{Max: f(30), Check: compliance.CopyCheckSubtitle}), compliance.StatusFail},
		{"an app store listing's name", pdf("listing.txt", "App name: Breathewell\nSubtitle: Your daily inhaler coach, with reminders for every dose\n"), rule("characterCount", &compliance.Params{Max: f(30), Check: compliance.CopyCheckAppName}), compliance.StatusPass},
		{"a sitelink's text, not the ad's headline", pdf("ads.txt", "Headline: Ask your doctor about a once-daily option for adults\nSitelink text: Dosing guide\n"), rule("characterCount", &compliance.Params{Max: f(25), Check: compliance.CopyCheckSitelinkText}), compliance.StatusPass},
		{"a display path", pdf("ads.txt", "Path 1: treatment-options-for-adults\n"), rule("characterCount", &compliance.Params{Max: f(15), Check: compliance.CopyCheckDisplayPath}), compliance.StatusFail},
		{"no preheader", copyDeck, rule("characterCount", &compliance.Params{Max: f(90), Check: compliance.CopyCheckPreheader}), compliance.StatusWarning},
		{"no text at all", img("a.png", 300, 250, 1000), rule("characterCount", &compliance.Params{Max: f(40)}), compliance.StatusWarning},
		{"end card longer than the video", video("short.mp4", 1920, 1080, 1<<20, 4), rule("endCardDuration", &compliance.Params{Min: f(5), Unit: "s"}), compliance.StatusFail},
		{"end card needs a look", video("spot.mp4", 1920, 1080, 1<<20, 30), rule("endCardDuration", &compliance.Params{Min: f(5), Unit: "s"}), compliance.StatusWarning},
		{"end card on a banner", img("a.png", 300, 250, 1000), rule("endCardDuration", &compliance.Params{Min: f(5), Unit: "s"}), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tc.rule); err != nil {
				t.Fatalf("rule invalid: %v", err)
			}
			an := compliance.Check(context.Background(), tc.asset, []compliance.Rule{tc.rule}, compliance.Options{})
			if tc.want == "" {
				if len(an.Issues) != 0 {
					t.Fatalf("want no issue, got %+v", an.Issues)
				}
				return
			}
			if len(an.Issues) != 1 || an.Issues[0].Status != tc.want {
				t.Fatalf("want %s, got %+v", tc.want, an.Issues)
			}
		})
	}
}

// TestMeasuredFieldRulesValidate: the measured field types and their
// checks are accepted in rules files; unknown checks are not.
func TestMeasuredFieldRulesValidate(t *testing.T) {
	if err := compliance.ValidateRule(rule("audioLoudness", &compliance.Params{Max: f(-1), Check: "peakish"})); err == nil {
		t.Error("unknown loudness check accepted")
	}
	if err := compliance.ValidateRule(rule("characterCount", &compliance.Params{Max: f(40), Check: compliance.CopyCheckHeadline})); err != nil {
		t.Error(err)
	}
	if err := compliance.ValidateRule(rule("loudnessish", nil)); err == nil {
		t.Error("unknown field accepted")
	}
}
