package compliance_test

import (
	"context"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestRuleScope(t *testing.T) {
	fromDoc := func(r compliance.Rule) compliance.Rule {
		r.Source = &compliance.Source{Document: "spec.pdf", Quote: "…"}
		return r
	}
	tests := []struct {
		name   string
		asset  compliance.Asset
		rule   compliance.Rule
		status compliance.Status // "" means the rule does not apply
	}{
		{"kinds: a video rule skips a banner", img("a.png", 300, 250, 1000), rule("dimensions", &compliance.Params{Allowed: []string{"1920x1080"}, Kinds: []string{"video"}}), ""},
		{"kinds: a static rule checks a static image", img("a.png", 300, 250, 1000), rule("dimensions", &compliance.Params{Allowed: []string{"1920x1080"}, Kinds: []string{"static"}}), compliance.StatusFail},
		{"kinds: an html5 rule skips a static image", img("a.png", 300, 250, 500*1024), rule("fileSize", &compliance.Params{Max: f(150), Unit: "KB", Kinds: []string{"html5"}}), ""},
		{"kinds: a static rule skips HTML5", html5("a.zip", goodHTML5()), rule("fileSize", &compliance.Params{Max: f(40), Unit: "KB", Kinds: []string{"static"}}), ""},
		{"a document's rule without values is never checked", img("a.png", 970, 250, 1000), fromDoc(rule("dimensions", nil)), ""},
		{"a document's format rule without values", html5("a.zip", goodHTML5()), fromDoc(rule("format", &compliance.Params{Kinds: []string{"html5"}})), ""},
		{"a person's rule keeps the spec's defaults", img("a.png", 970, 250, 1000), rule("dimensions", nil), compliance.StatusFail},
		{"audio bitrate is not the video's", video("v.mp4", 1920, 1080, 1000, 15), rule("bitrate", &compliance.Params{Min: f(192), Max: f(192), Unit: "kbps", Check: "audio"}), ""},
		{"audio codec is the audio track's", video("v.mp4", 1920, 1080, 1000, 15), rule("codec", &compliance.Params{Allowed: []string{"PCM", "AAC"}, Check: "audio"}), compliance.StatusPass},
		{"spot lengths: 15.02s is a :15", video("v.mp4", 1920, 1080, 1000, 15.02), rule("duration", &compliance.Params{Allowed: []string{"15", "30"}, Unit: "s"}), compliance.StatusPass},
		{"spot lengths: 20s is neither", video("v.mp4", 1920, 1080, 1000, 20), rule("duration", &compliance.Params{Allowed: []string{"15", "30"}, Unit: "s"}), compliance.StatusFail},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tt.rule); err != nil {
				t.Fatal(err)
			}
			an := compliance.Check(context.Background(), tt.asset, []compliance.Rule{tt.rule}, compliance.Options{})
			var got compliance.Status
			if len(an.Issues) > 0 {
				got = an.Issues[0].Status
			}
			if got != tt.status {
				t.Fatalf("status %q, want %q: %+v", got, tt.status, an.Issues)
			}
		})
	}
}

func TestValidateRuleRejectsUnknownKind(t *testing.T) {
	if err := compliance.ValidateRule(rule("fileSize", &compliance.Params{Max: f(1), Kinds: []string{"banner"}})); err == nil {
		t.Fatal("want an error for kind banner")
	}
}
