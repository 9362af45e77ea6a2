package ai_test

import (
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ai"
)

func TestNew(t *testing.T) {
	tests := []struct {
		name     string
		cfg      ai.Config
		wantName string
		errHas   string
	}{
		{"default is offline", ai.Config{}, "offline", ""},
		{"offline", ai.Config{Provider: "Offline"}, "offline", ""},
		{"openai", ai.Config{Provider: "openai", BaseURL: "https://api.openai.com/v1", Model: "gpt-4o-mini", APIKey: testKey}, "openai", ""},
		{"ollama without /v1", ai.Config{Provider: "openai", BaseURL: "http://localhost:11434", Model: "llama3.2"}, "openai", ""},
		{"unknown provider", ai.Config{Provider: "anthropic"}, "", `unknown ai.provider "anthropic"`},
		{"openai without base URL", ai.Config{Provider: "openai", Model: "m"}, "", "needs ai.baseURL"},
		{"openai without model", ai.Config{Provider: "openai", BaseURL: "http://localhost:8000/v1"}, "", "needs ai.model"},
		{"not http", ai.Config{Provider: "openai", BaseURL: "ftp://host/v1", Model: "m"}, "", "not an http(s) URL"},
		{"no host", ai.Config{Provider: "openai", BaseURL: "http:///v1", Model: "m"}, "", "not an http(s) URL"},
		{"credentials in URL", ai.Config{Provider: "openai", BaseURL: "https://user:" + testKey + "@host/v1", Model: "m"}, "", "must not carry credentials"},
		{"query in URL", ai.Config{Provider: "openai", BaseURL: "https://host/v1?key=" + testKey, Model: "m"}, "", "query"},
		{"negative timeout", ai.Config{Provider: "openai", BaseURL: "https://host/v1", Model: "m", Timeout: -time.Second}, "", "timeout"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := ai.New(tc.cfg)
			if tc.errHas != "" {
				if !errors.Is(err, ai.ErrConfig) || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("err = %v, want ErrConfig with %q", err, tc.errHas)
				}
				if strings.Contains(err.Error(), testKey) {
					t.Errorf("the key leaks into %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if a.Name() != tc.wantName || a.Available() != (tc.wantName == "openai") {
				t.Errorf("Name %q Available %v", a.Name(), a.Available())
			}
		})
	}
}

func TestConfigNeverPrintsTheKey(t *testing.T) {
	cfg := ai.Config{Provider: "openai", BaseURL: "https://api.openai.com/v1", Model: "gpt-4o-mini", APIKey: testKey}
	var logged strings.Builder
	slog.New(slog.NewTextHandler(&logged, nil)).Info("ai", "config", cfg)
	a, err := ai.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{fmt.Sprint(cfg), fmt.Sprintf("%v %+v %#v %s", cfg, cfg, cfg, cfg), logged.String(), fmt.Sprint(a), fmt.Sprintf("%+v", a)} {
		if strings.Contains(s, testKey) {
			t.Errorf("key printed: %s", s)
		}
	}
	if !strings.Contains(logged.String(), "apiKeySet=true") {
		t.Errorf("log %q", logged.String())
	}
}

func TestTakesImages(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  ai.Config
		want bool
	}{
		{"offline", ai.Config{}, false},
		{"a text model", ai.Config{Provider: "openai", BaseURL: "http://localhost:11434", Model: "llama3.2"}, false},
		{"a model that takes images", ai.Config{Provider: "openai", BaseURL: "http://localhost:11434", Model: "llava", SupportsImages: true}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := ai.New(tc.cfg)
			if err != nil {
				t.Fatal(err)
			}
			if got := ai.TakesImages(a); got != tc.want {
				t.Fatalf("TakesImages = %v, want %v", got, tc.want)
			}
		})
	}
}
