package ai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// limitDoer bounds the size of response bodies (a misbehaving server
// cannot make the analyzer read without end) and retries requests that
// the server turned away for now (429 rate limits, 502, 503, 504).
type limitDoer struct {
	client *http.Client
	max    int64
}

// Retries of turned-away requests: at most maxRetries more attempts, after
// the server's Retry-After (at most maxRetryWait) or a growing backoff.
const (
	maxRetries   = 2
	retryBackoff = 500 * time.Millisecond
	maxRetryWait = 10 * time.Second
)

// Do sends the request, retrying turned-away requests while the request's
// context allows, and bounds the response body.
func (d limitDoer) Do(req *http.Request) (*http.Response, error) {
	for attempt := 0; ; attempt++ {
		resp, err := d.client.Do(req)
		if err != nil {
			return nil, err
		}
		wait, retry := retryAfter(resp, attempt)
		if !retry || attempt >= maxRetries || req.GetBody == nil && req.Body != nil {
			resp.Body = &limitedBody{rc: resp.Body, left: d.max}
			return resp, nil
		}
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
		t := time.NewTimer(wait)
		select {
		case <-req.Context().Done():
			t.Stop()
			return nil, req.Context().Err()
		case <-t.C:
		}
		if req.GetBody != nil {
			body, err := req.GetBody()
			if err != nil {
				return nil, err
			}
			req.Body = body
		}
	}
}

// retryAfter says whether a response is worth retrying and after how long.
func retryAfter(resp *http.Response, attempt int) (time.Duration, bool) {
	switch resp.StatusCode {
	case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
	default:
		return 0, false
	}
	if s := strings.TrimSpace(resp.Header.Get("Retry-After")); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n >= 0 {
			return min(time.Duration(n)*time.Second, maxRetryWait), true
		}
		if t, err := http.ParseTime(s); err == nil {
			return min(max(time.Until(t), 0), maxRetryWait), true
		}
	}
	return retryBackoff << attempt, true
}

// errResponseTooLarge is returned when a response exceeds the limit.
var errResponseTooLarge = errors.New("response too large")

type limitedBody struct {
	rc   io.ReadCloser
	left int64
}

// Read reads up to the limit, then fails with errResponseTooLarge.
func (b *limitedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// Is there more? Then the response is too large.
		var one [1]byte
		if n, _ := b.rc.Read(one[:]); n > 0 {
			return 0, errResponseTooLarge
		}
		return 0, io.EOF
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

// Close closes the underlying body.
func (b *limitedBody) Close() error { return b.rc.Close() }

// maxServerMessage bounds the part of a server's error message kept.
const maxServerMessage = 200

// unavailable builds an error wrapping ErrUnavailable from a failed
// request. The text never holds the API key: server messages are clipped
// and scrubbed, and the original error is not wrapped (only the context
// errors are, so that errors.Is(err, context.DeadlineExceeded) works).
func (o *OpenAI) unavailable(op string, err error) error {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	var netErr net.Error
	var synErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("%w: %s: no answer from the model within %s: %w", ErrUnavailable, op, o.cfg.timeout(), context.DeadlineExceeded)
	case errors.Is(err, context.Canceled):
		return fmt.Errorf("%w: %s: %w", ErrUnavailable, op, context.Canceled)
	case errors.Is(err, errResponseTooLarge):
		return fmt.Errorf("%w: %s: the response is larger than %d bytes", ErrUnavailable, op, maxResponseBytes)
	case errors.As(err, &apiErr):
		msg := o.scrub(clip(strings.Join(strings.Fields(apiErr.Message), " "), maxServerMessage))
		if apiErr.HTTPStatusCode > 0 {
			return fmt.Errorf("%w: %s: HTTP %d: %s", ErrUnavailable, op, apiErr.HTTPStatusCode, msg)
		}
		return fmt.Errorf("%w: %s: %s", ErrUnavailable, op, msg)
	case errors.As(err, &reqErr):
		return fmt.Errorf("%w: %s: HTTP %d from %s", ErrUnavailable, op, reqErr.HTTPStatusCode, o.baseURL)
	case errors.As(err, &synErr), errors.As(err, &typeErr), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%w: %s: the server's response is not a chat completion (malformed JSON)", ErrUnavailable, op)
	case errors.As(err, &netErr) && netErr.Timeout():
		return fmt.Errorf("%w: %s: no answer from the model within %s: %w", ErrUnavailable, op, o.cfg.timeout(), context.DeadlineExceeded)
	}
	return fmt.Errorf("%w: %s: %s", ErrUnavailable, op, o.scrub(clip(err.Error(), 300)))
}

// scrub removes the API key from a text.
func (o *OpenAI) scrub(s string) string {
	if k := o.cfg.APIKey; k != "" {
		s = strings.ReplaceAll(s, k, "[redacted]")
	}
	return s
}
