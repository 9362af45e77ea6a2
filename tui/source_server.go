package tui

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// ServerSource is a campaign on a running pharmaops server, read and
// reviewed through its REST API with a session's bearer token.
type ServerSource struct {
	base     *url.URL
	token    string
	client   *http.Client
	campaign store.Campaign
	rules    []compliance.Rule
}

// maxResponse bounds what the client reads of one answer.
const maxResponse = 256 << 20

// NewServerSource connects to the server at baseURL with a session token
// and reads the campaign and the rules of its rule set.
func NewServerSource(ctx context.Context, baseURL, token, campaignID string) (*ServerSource, error) {
	u, err := url.Parse(strings.TrimRight(baseURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("--server %q: want an http:// or https:// URL", baseURL)
	}
	if token == "" {
		return nil, errors.New("--server needs a session token (--token or PHARMAOPS_TOKEN)")
	}
	s := &ServerSource{base: u, token: token, client: &http.Client{Timeout: 2 * time.Minute}}
	var c struct {
		Campaign store.Campaign `json:"campaign"`
	}
	if err := s.call(ctx, http.MethodGet, "/api/campaigns/"+url.PathEscape(campaignID), nil, &c); err != nil {
		return nil, err
	}
	set := c.Campaign.RuleSetID
	if set == "" {
		set = app.OrganizationRuleSetID
	}
	var r struct {
		RuleSet struct {
			Rules []compliance.Rule `json:"rules"`
		} `json:"ruleSet"`
	}
	if err := s.call(ctx, http.MethodGet, "/api/rule-sets/"+url.PathEscape(set), nil, &r); err != nil {
		return nil, err
	}
	s.campaign, s.rules = c.Campaign, r.RuleSet.Rules
	return s, nil
}

// Title names the campaign and the server.
func (s *ServerSource) Title() string { return "campaign " + s.campaign.Name + " on " + s.base.Host }

// Rules are the rules of the campaign's rule set.
func (s *ServerSource) Rules() []compliance.Rule { return s.rules }

// ReadOnly is "": the server records reviews (and refuses them for a
// viewer, with its own message).
func (s *ServerSource) ReadOnly() string { return "" }

// ReviewsAt says reviews are stored by the server.
func (s *ServerSource) ReviewsAt() string { return "the campaign, on " + s.base.String() }

// MatrixOptions are the campaign's.
func (s *ServerSource) MatrixOptions() matrix.Options {
	return app.MatrixOptions(s.campaign, time.Now().UTC())
}

// Load reads the campaign's assets.
func (s *ServerSource) Load(ctx context.Context, feed *Feed) {
	go func() {
		var body struct {
			Assets []store.Asset `json:"assets"`
		}
		err := s.call(ctx, http.MethodGet, "/api/campaigns/"+url.PathEscape(s.campaign.ID)+"/assets", nil, &body)
		feed.Add(storedAssets(body.Assets)...)
		feed.Finish(err)
	}()
}

// Review records the decision on the server.
func (s *ServerSource) Review(ctx context.Context, a *Asset, act app.ReviewAction) ([]store.IssueReview, error) {
	var body struct {
		Asset store.Asset `json:"asset"`
	}
	err := s.call(ctx, http.MethodPost, "/api/assets/"+url.PathEscape(a.ID)+"/review", act, &body)
	return body.Asset.Reviews, err
}

// call sends a request and decodes the data of the spec's envelope into
// out, or returns the envelope's error.
func (s *ServerSource) call(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		raw, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, s.base.String()+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+s.token)
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return fmt.Errorf("server %s: %w", s.base.Host, err)
	}
	defer resp.Body.Close()
	var env struct {
		Success bool            `json:"success"`
		Data    json.RawMessage `json:"data"`
		Error   string          `json:"error"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxResponse)).Decode(&env); err != nil {
		return fmt.Errorf("server %s: %s %s: %s, not a pharmaops answer", s.base.Host, method, path, resp.Status)
	}
	switch {
	case resp.StatusCode == http.StatusUnauthorized:
		return fmt.Errorf("server %s refused the token (%s): sign in again and pass a new session token", s.base.Host, env.Error)
	case !env.Success || resp.StatusCode >= 300:
		return fmt.Errorf("server %s: %s (%s)", s.base.Host, env.Error, resp.Status)
	}
	return json.Unmarshal(env.Data, out)
}
