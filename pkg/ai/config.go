package ai

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"
)

// Providers.
const (
	// ProviderOffline is the deterministic offline analyzer (the default).
	ProviderOffline = "offline"
	// ProviderOpenAI is any OpenAI-compatible chat completions server.
	ProviderOpenAI = "openai"
)

// Defaults of Config.
const (
	// DefaultTimeout bounds one request to the model.
	DefaultTimeout = 60 * time.Second
	// DefaultMaxImageBytes bounds an image sent to the model.
	DefaultMaxImageBytes = 4 << 20
	// maxResponseBytes bounds a model's HTTP response.
	maxResponseBytes = 4 << 20
)

// Config selects and configures an analyzer. The server maps the settings
// ai.provider, ai.baseURL, ai.model and ai.apiKey onto it.
type Config struct {
	// Provider is "offline" (the default when empty) or "openai".
	Provider string
	// BaseURL is the OpenAI-compatible API root, e.g.
	// "https://api.openai.com/v1", "http://localhost:11434/v1" (Ollama),
	// "http://vllm:8000/v1" or "https://NAME.openai.azure.com/openai/v1".
	// A URL without a path gets "/v1".
	BaseURL string
	// Model is the model or deployment name, e.g. "gpt-4o-mini", "llama3.2".
	Model string
	// APIKey is sent as a bearer token; it may be empty for local servers.
	// It is never logged and never part of an error.
	APIKey string
	// Timeout bounds each request; zero means DefaultTimeout.
	Timeout time.Duration
	// SupportsImages says the model accepts image input; images are then
	// sent as base64 data: URLs.
	SupportsImages bool
	// StructuredOutputs asks for response_format json_schema (strict)
	// instead of json_object. OpenAI, vLLM and recent Ollama support it.
	StructuredOutputs bool
	// MaxImageBytes bounds an image sent to the model; zero means
	// DefaultMaxImageBytes. Larger images, and images over 2048 pixels on
	// a side, are scaled down and sent as JPEG; images that still do not
	// fit (or WebP, which has no decoder here) are not sent.
	MaxImageBytes int64
}

// String describes the configuration without the API key.
func (c Config) String() string {
	key := "none"
	if c.APIKey != "" {
		key = "set"
	}
	return fmt.Sprintf("ai.Config{Provider:%q BaseURL:%q Model:%q APIKey:%s Timeout:%s SupportsImages:%t StructuredOutputs:%t}",
		c.provider(), redactURL(c.BaseURL), c.Model, key, c.timeout(), c.SupportsImages, c.StructuredOutputs)
}

// GoString is String, so that %#v does not print the API key either.
func (c Config) GoString() string { return c.String() }

// LogValue logs the configuration without the API key.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("provider", c.provider()),
		slog.String("baseURL", redactURL(c.BaseURL)),
		slog.String("model", c.Model),
		slog.Bool("apiKeySet", c.APIKey != ""),
		slog.Duration("timeout", c.timeout()),
		slog.Bool("supportsImages", c.SupportsImages),
	)
}

func (c Config) provider() string {
	p := strings.ToLower(strings.TrimSpace(c.Provider))
	if p == "" {
		return ProviderOffline
	}
	return p
}

func (c Config) timeout() time.Duration {
	if c.Timeout <= 0 {
		return DefaultTimeout
	}
	return c.Timeout
}

func (c Config) maxImageBytes() int64 {
	if c.MaxImageBytes <= 0 {
		return DefaultMaxImageBytes
	}
	return c.MaxImageBytes
}

// apiBaseURL validates BaseURL and returns it without a trailing slash,
// with "/v1" when it has no path.
func (c Config) apiBaseURL() (string, error) {
	raw := strings.TrimSpace(c.BaseURL)
	if raw == "" {
		return "", fmt.Errorf("%w: provider openai needs ai.baseURL (e.g. https://api.openai.com/v1 or http://localhost:11434/v1)", ErrConfig)
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("%w: ai.baseURL %q is not an http(s) URL", ErrConfig, redactURL(raw))
	}
	if u.User != nil {
		return "", fmt.Errorf("%w: ai.baseURL must not carry credentials; use ai.apiKey", ErrConfig)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%w: ai.baseURL must not have a query or fragment", ErrConfig)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	if u.Path == "" {
		u.Path = "/v1"
	}
	u.RawPath = ""
	return u.String(), nil
}

// New returns the analyzer the configuration selects: Offline for
// "offline" (or empty), OpenAI for "openai". Unknown providers and an
// "openai" configuration without BaseURL or Model are errors wrapping
// ErrConfig.
func New(cfg Config) (Analyzer, error) {
	switch cfg.provider() {
	case ProviderOffline:
		return NewOffline(), nil
	case ProviderOpenAI:
		return NewOpenAI(cfg)
	}
	return nil, fmt.Errorf("%w: unknown ai.provider %q (want %q or %q; Ollama, vLLM and Azure OpenAI are %q with their ai.baseURL)",
		ErrConfig, cfg.Provider, ProviderOffline, ProviderOpenAI, ProviderOpenAI)
}

// redactURL drops any user info, query and fragment from a URL for
// messages: they may hold credentials.
func redactURL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "(unparseable URL)"
	}
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	return u.Redacted()
}
