package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"connectrpc.com/connect"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/rpc"
	pb "github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1"
	"github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1/pharmaopsv1connect"
)

// Team mode of `asset check --server`: the rules come from the team's
// pharmaops server over Connect and the run is reported back to it. A slow
// or stopped server never hangs CI: each call has a timeout and calls that
// can be repeated are, a few times with back-off, before a clear error
// (exit code 2).

// tokenEnv holds the API token for --server.
const tokenEnv = "PHARMAOPS_TOKEN"

// teamServer is a connection to a pharmaops server.
type teamServer struct {
	url      string
	token    string
	timeout  time.Duration
	attempts int
	backoff  time.Duration
	rules    pharmaopsv1connect.RuleServiceClient
	checks   pharmaopsv1connect.CheckServiceClient
}

// newTeamServer checks the URL and token and prepares the clients.
func newTeamServer(rawURL, token string, timeout time.Duration) (*teamServer, error) {
	u, err := url.Parse(strings.TrimRight(rawURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, usagef("--server must be an http:// or https:// URL, e.g. https://pharmaops.example.com")
	}
	if strings.TrimSpace(token) == "" {
		return nil, usagef("--server needs an API token in %s (an admin creates one in Settings → API tokens)", tokenEnv)
	}
	if timeout <= 0 {
		return nil, usagef("--timeout must be positive")
	}
	s := &teamServer{url: u.String(), token: strings.TrimSpace(token), timeout: timeout, attempts: 3, backoff: 500 * time.Millisecond}
	client := &http.Client{Timeout: timeout}
	opts := connect.WithInterceptors(connect.UnaryInterceptorFunc(func(next connect.UnaryFunc) connect.UnaryFunc {
		return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
			req.Header().Set("Authorization", "Bearer "+s.token)
			return next(ctx, req)
		}
	}))
	s.rules = pharmaopsv1connect.NewRuleServiceClient(client, s.url, opts)
	s.checks = pharmaopsv1connect.NewCheckServiceClient(client, s.url, opts)
	return s, nil
}

// fetchRules returns the enabled rules of the campaign (or of the
// organization) and the rule set they are.
func (s *teamServer) fetchRules(ctx context.Context, campaignID string) ([]compliance.Rule, *pb.RuleSet, error) {
	var res *connect.Response[pb.GetEnabledRulesResponse]
	err := s.retry(ctx, "fetching the rules", true, func(ctx context.Context) (err error) {
		res, err = s.rules.GetEnabledRules(ctx, connect.NewRequest(&pb.GetEnabledRulesRequest{CampaignId: campaignID}))
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	rules := make([]compliance.Rule, 0, len(res.Msg.GetRules()))
	for _, r := range res.Msg.GetRules() {
		rule, err := rpc.RuleOf(r)
		if err != nil {
			return nil, nil, exitError{code: exitUsage, msg: "the server sent a rule this pharmaops cannot read: " + err.Error()}
		}
		rules = append(rules, rule)
	}
	return rules, res.Msg.GetRuleSet(), nil
}

// reportRun sends the run's results. A report that timed out is not sent
// again (the server may have stored it); one the server never received is.
func (s *teamServer) reportRun(ctx context.Context, req *pb.ReportCheckRunRequest) (*pb.CheckRun, error) {
	var res *connect.Response[pb.ReportCheckRunResponse]
	err := s.retry(ctx, "reporting the run", false, func(ctx context.Context) (err error) {
		res, err = s.checks.ReportCheckRun(ctx, connect.NewRequest(req))
		return err
	})
	if err != nil {
		return nil, err
	}
	return res.Msg.GetRun(), nil
}

// retry calls fn up to s.attempts times while the server is unavailable
// (or, when idempotent, slow), waiting s.backoff, then twice as long, and
// so on. Its errors say what failed in words and exit with code 2.
func (s *teamServer) retry(ctx context.Context, what string, idempotent bool, fn func(context.Context) error) error {
	wait := s.backoff
	var err error
	for attempt := 1; ; attempt++ {
		callCtx, cancel := context.WithTimeout(ctx, s.timeout)
		err = fn(callCtx)
		cancel()
		code := connect.CodeOf(err)
		again := code == connect.CodeUnavailable || (idempotent && code == connect.CodeDeadlineExceeded)
		if err == nil || !again || attempt >= s.attempts || ctx.Err() != nil {
			break
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
		}
		wait *= 2
	}
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return exitError{code: exitUsage, msg: s.explain(what, err)}
}

// explain turns a call's error into a message for the CI log.
func (s *teamServer) explain(what string, err error) string {
	var ce *connect.Error
	msg := err.Error()
	if errors.As(err, &ce) {
		msg = ce.Message()
	}
	switch connect.CodeOf(err) {
	case connect.CodeUnauthenticated:
		return fmt.Sprintf("%s: the server %s refused the token in %s (%s); ask an admin for a valid API token", what, s.url, tokenEnv, msg)
	case connect.CodePermissionDenied:
		return fmt.Sprintf("%s: the token's role may not do this on %s (%s)", what, s.url, msg)
	case connect.CodeNotFound:
		return fmt.Sprintf("%s: %s on %s", what, msg, s.url)
	case connect.CodeUnavailable:
		return fmt.Sprintf("%s: the server %s is unreachable after %d attempts (%s)", what, s.url, s.attempts, msg)
	case connect.CodeDeadlineExceeded:
		return fmt.Sprintf("%s: the server %s did not answer within %s", what, s.url, s.timeout)
	}
	return fmt.Sprintf("%s: %s answered: %s", what, s.url, msg)
}

// checkRunSource names what ran the check: the CI system, else the host.
func checkRunSource() string {
	for env, name := range map[string]string{"GITHUB_ACTIONS": "github-actions", "GITLAB_CI": "gitlab-ci", "JENKINS_URL": "jenkins",
		"CIRCLECI": "circleci", "BUILDKITE": "buildkite", "TF_BUILD": "azure-pipelines"} {
		if os.Getenv(env) != "" {
			return name
		}
	}
	if h, err := os.Hostname(); err == nil {
		return h
	}
	return "pharmaops"
}

// checkRunReference is the commit (and pipeline run) CI checks.
func checkRunReference() string {
	for _, env := range []string{"GITHUB_SHA", "CI_COMMIT_SHA", "GIT_COMMIT", "BUILDKITE_COMMIT", "CIRCLE_SHA1"} {
		if v := os.Getenv(env); v != "" {
			if run := os.Getenv("GITHUB_RUN_ID") + os.Getenv("CI_PIPELINE_ID"); run != "" {
				return v + " (run " + run + ")"
			}
			return v
		}
	}
	return ""
}

// checkRunRequest builds the report of a run from its results.
func checkRunRequest(opts assetCheckOptions, set *pb.RuleSet, results []report.AssetResult) *pb.ReportCheckRunRequest {
	req := &pb.ReportCheckRunRequest{CampaignId: opts.campaign, Source: opts.source, Reference: opts.reference,
		RuleSetId: set.GetId(), RuleSetVersion: set.GetVersion()}
	for _, a := range report.ToJSON(report.Results{Assets: results}).Assets {
		req.Assets = append(req.Assets, rpc.AssetResultOf(a))
	}
	return req
}

// printReported says where the run went, on stderr (stdout is the report).
func printReported(w io.Writer, s *teamServer, run *pb.CheckRun) {
	fmt.Fprintf(w, "reported check run %s to %s: %d assets, %d passed, %d failed\n", run.GetId(), s.url, run.GetAssets(), run.GetPassed(), run.GetFailed())
}
