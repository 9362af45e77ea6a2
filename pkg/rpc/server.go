package rpc

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"connectrpc.com/connect"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
	pb "github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1"
	"github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1/pharmaopsv1connect"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxMessageBytes bounds a request message: a reported run of many assets
// with all their checks fits well within it.
const maxMessageBytes = 32 << 20

// BadTokenGuard is the REST API's budget of requests with an invalid
// token per client address, shared so that guessing tokens over Connect
// is throttled too.
type BadTokenGuard interface {
	// Refused returns how long the request's address must wait, or 0.
	Refused(r *http.Request) time.Duration
	// Note counts an invalid token against the request's address.
	Note(r *http.Request)
}

// Register mounts the Connect services on mux. guard may be nil.
func Register(mux *http.ServeMux, a *app.App, log *slog.Logger, guard BadTokenGuard) {
	opts := connect.WithHandlerOptions(
		connect.WithInterceptors(&authInterceptor{app: a, log: log, guard: guard}),
		connect.WithReadMaxBytes(maxMessageBytes),
	)
	svc := &service{app: a}
	for _, mount := range []func() (string, http.Handler){
		func() (string, http.Handler) { return pharmaopsv1connect.NewRuleServiceHandler(svc, opts) },
		func() (string, http.Handler) { return pharmaopsv1connect.NewCheckServiceHandler(svc, opts) },
	} {
		path, h := mount()
		mux.Handle(path, withHTTPRequest(h))
	}
}

type principalKey struct{}
type httpRequestKey struct{}

// withHTTPRequest keeps the request in its context for the interceptor,
// which sees only headers: the guard needs the client's address.
func withHTTPRequest(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), httpRequestKey{}, r)))
	})
}

// authInterceptor authenticates every call with the bearer token, as the
// REST API does, and turns the use cases' errors into Connect codes.
type authInterceptor struct {
	app   *app.App
	log   *slog.Logger
	guard BadTokenGuard
}

func (i *authInterceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		token := bearerToken(req.Header().Get("Authorization"))
		if token == "" {
			return nil, connect.NewError(connect.CodeUnauthenticated, errors.New("an API token is required: Authorization: Bearer <token>"))
		}
		r, _ := ctx.Value(httpRequestKey{}).(*http.Request)
		if i.guard != nil && r != nil {
			if wait := i.guard.Refused(r); wait > 0 {
				return nil, connect.NewError(connect.CodeResourceExhausted,
					fmt.Errorf("too many requests with an invalid token; try again in %s", wait.Round(time.Second)))
			}
		}
		p, err := i.app.Authenticate(ctx, token)
		if errors.Is(err, app.ErrUnauthenticated) && i.guard != nil && r != nil {
			i.guard.Note(r)
		}
		if err == nil {
			var res connect.AnyResponse
			res, err = next(context.WithValue(ctx, principalKey{}, p), req)
			if err == nil {
				return res, nil
			}
		}
		return nil, i.connectError(req.Spec().Procedure, err)
	}
}

func (i *authInterceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (i *authInterceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return func(ctx context.Context, conn connect.StreamingHandlerConn) error {
		return connect.NewError(connect.CodeUnimplemented, errors.New("no streaming procedures"))
	}
}

// connectError classifies a use case's error: its safe message out, the
// cause of an internal error logged, never sent.
func (i *authInterceptor) connectError(procedure string, err error) error {
	var ce *connect.Error
	if errors.As(err, &ce) {
		return ce
	}
	code := connect.CodeInternal
	switch {
	case errors.Is(err, app.ErrUnauthenticated):
		return connect.NewError(connect.CodeUnauthenticated, errors.New("the token is not valid: it is unknown, revoked or expired"))
	case errors.Is(err, app.ErrForbidden):
		code = connect.CodePermissionDenied
	case errors.Is(err, app.ErrNotFound):
		code = connect.CodeNotFound
	case errors.Is(err, app.ErrInvalid), errors.Is(err, app.ErrTooLarge):
		code = connect.CodeInvalidArgument
	case errors.Is(err, app.ErrConflict):
		code = connect.CodeFailedPrecondition
	case errors.Is(err, app.ErrUnavailable), errors.Is(err, app.ErrDiskFull):
		code = connect.CodeUnavailable
	}
	var safe *app.Error
	if code == connect.CodeInternal || !errors.As(err, &safe) {
		if code == connect.CodeInternal {
			i.log.Error("rpc failed", "procedure", procedure, "err", err)
			return connect.NewError(code, errors.New("internal server error"))
		}
		return connect.NewError(code, errors.New(err.Error()))
	}
	return connect.NewError(code, errors.New(safe.Msg))
}

func bearerToken(h string) string {
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

func principal(ctx context.Context) *app.Principal {
	p, _ := ctx.Value(principalKey{}).(*app.Principal)
	return p
}

// service implements both services over pkg/app.
type service struct{ app *app.App }

func (s *service) ListRuleSets(ctx context.Context, _ *connect.Request[pb.ListRuleSetsRequest]) (*connect.Response[pb.ListRuleSetsResponse], error) {
	sets, err := s.app.ListRuleSets(ctx, principal(ctx))
	if err != nil {
		return nil, err
	}
	out := &pb.ListRuleSetsResponse{}
	for _, rs := range sets {
		out.RuleSets = append(out.RuleSets, ruleSetOf(rs.RuleSetRef, rs.Kind, rs.Rules, rs.Enabled, rs.Campaigns))
	}
	return connect.NewResponse(out), nil
}

func (s *service) GetEnabledRules(ctx context.Context, req *connect.Request[pb.GetEnabledRulesRequest]) (*connect.Response[pb.GetEnabledRulesResponse], error) {
	ref, rules, err := s.app.EnabledRules(ctx, principal(ctx), req.Msg.GetCampaignId())
	if err != nil {
		return nil, err
	}
	kind := "brd"
	if ref.ID == app.OrganizationRuleSetID {
		kind = "organization"
	}
	out := &pb.GetEnabledRulesResponse{RuleSet: ruleSetOf(ref, kind, len(rules), len(rules), nil)}
	for _, r := range rules {
		pr, err := ruleOf(r)
		if err != nil {
			return nil, err
		}
		out.Rules = append(out.Rules, pr)
	}
	return connect.NewResponse(out), nil
}

func (s *service) ReportCheckRun(ctx context.Context, req *connect.Request[pb.ReportCheckRunRequest]) (*connect.Response[pb.ReportCheckRunResponse], error) {
	m := req.Msg
	in := app.CheckRunInput{
		CampaignID: m.GetCampaignId(), Source: m.GetSource(), Reference: m.GetReference(),
		RuleSetID: m.GetRuleSetId(), RuleSetVersion: int(m.GetRuleSetVersion()),
	}
	for _, a := range m.GetAssets() {
		in.Assets = append(in.Assets, JSONAssetOf(a))
	}
	run, err := s.app.ReportCheckRun(ctx, principal(ctx), in)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&pb.ReportCheckRunResponse{Run: checkRunOf(run)}), nil
}

func (s *service) ListCheckRuns(ctx context.Context, req *connect.Request[pb.ListCheckRunsRequest]) (*connect.Response[pb.ListCheckRunsResponse], error) {
	runs, err := s.app.ListCheckRuns(ctx, principal(ctx), req.Msg.GetCampaignId())
	if err != nil {
		return nil, err
	}
	out := &pb.ListCheckRunsResponse{}
	for _, r := range runs {
		out.Runs = append(out.Runs, checkRunOf(r))
	}
	return connect.NewResponse(out), nil
}

func ruleSetOf(ref store.RuleSetRef, kind string, rules, enabled int, campaigns []string) *pb.RuleSet {
	return &pb.RuleSet{Id: ref.ID, Name: ref.Name, Version: int32(ref.Version), Kind: kind, Profile: ref.Profile,
		RuleCount: int32(rules), EnabledCount: int32(enabled), CampaignIds: campaigns}
}

func ruleOf(r compliance.Rule) (*pb.Rule, error) {
	raw, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	out := &pb.Rule{Id: r.ID, Title: r.Rule, Severity: string(r.Severity), Field: r.Field, Section: r.Section,
		Description: r.Description, Rationale: r.Rationale, RuleJson: string(raw), Scope: &pb.Scope{Channel: r.Channel}}
	if p := r.Params; p != nil {
		out.Params = &pb.Params{Allowed: p.Allowed, Min: p.Min, Max: p.Max, Unit: p.Unit, Pattern: p.Pattern, Check: p.Check}
		out.Scope.Kinds, out.Scope.Sizes, out.Scope.CustomerTypes = p.Kinds, p.Sizes, p.CustomerTypes
	}
	if src := r.Source; src != nil {
		out.Source = &pb.Source{Document: src.Document, Page: int32(src.Page), Quote: src.Quote, Section: src.Section, Url: src.URL}
	}
	return out, nil
}

// RuleOf returns the rule a GetEnabledRules answer carries, as the server
// checks it.
func RuleOf(r *pb.Rule) (compliance.Rule, error) {
	var out compliance.Rule
	if err := json.Unmarshal([]byte(r.GetRuleJson()), &out); err != nil {
		return out, errors.New("rule " + r.GetId() + ": " + err.Error())
	}
	return out, nil
}

func checkRunOf(r app.CheckRun) *pb.CheckRun {
	out := &pb.CheckRun{
		Id: r.ID, CampaignId: r.CampaignID, Source: r.Source, Reference: r.Reference,
		ReportedAt: r.ReportedAt.UTC().Format(time.RFC3339), ReportedBy: r.ReportedBy,
		RuleSetId: r.RuleSetID, RuleSetVersion: int32(r.RuleSetVersion),
		Assets: int32(r.Assets), Passed: int32(r.Passed), Failed: int32(r.Failed), Warnings: int32(r.Warnings),
	}
	for _, a := range r.Results {
		out.Results = append(out.Results, AssetResultOf(a))
	}
	return out
}

// AssetResultOf converts an asset of the JSON report to its message.
func AssetResultOf(a report.JSONAsset) *pb.AssetResult {
	out := &pb.AssetResult{
		Path: a.Path, Name: a.Name, Type: a.Type, Format: a.Format, MimeType: a.MimeType, SizeBytes: a.SizeBytes,
		Width: int32(a.Width), Height: int32(a.Height), DurationSeconds: a.DurationSeconds, FrameRate: a.FrameRate,
		VideoCodec: a.VideoCodec, Band: a.Band, Recommendations: a.Recommendations, Error: a.Error,
	}
	if a.ComplianceScore != nil {
		s := int32(*a.ComplianceScore)
		out.ComplianceScore = &s
	}
	for _, is := range a.Issues {
		out.Issues = append(out.Issues, &pb.Issue{RuleId: is.RuleID, Rule: is.Rule, Severity: string(is.Severity), Field: is.Field,
			Section: is.Section, Channel: is.Channel, Status: string(is.Status), Message: is.Message,
			DetectedValue: is.DetectedValue, ExpectedValue: is.ExpectedValue})
	}
	return out
}

// JSONAssetOf converts an asset message to the JSON report's shape.
func JSONAssetOf(a *pb.AssetResult) report.JSONAsset {
	out := report.JSONAsset{
		Path: a.GetPath(), Name: a.GetName(), Type: a.GetType(), Format: a.GetFormat(), MimeType: a.GetMimeType(),
		SizeBytes: a.GetSizeBytes(), Width: int(a.GetWidth()), Height: int(a.GetHeight()), DurationSeconds: a.GetDurationSeconds(),
		FrameRate: a.GetFrameRate(), VideoCodec: a.GetVideoCodec(), Band: a.Band, Recommendations: a.GetRecommendations(),
		Error: a.GetError(), Issues: []compliance.Issue{},
	}
	if a.ComplianceScore != nil {
		s := int(a.GetComplianceScore())
		out.ComplianceScore = &s
	}
	for _, is := range a.GetIssues() {
		out.Issues = append(out.Issues, compliance.Issue{RuleID: is.GetRuleId(), Rule: is.GetRule(), Severity: compliance.Severity(is.GetSeverity()),
			Field: is.GetField(), Section: is.GetSection(), Channel: is.GetChannel(), Status: compliance.Status(is.GetStatus()),
			Message: is.GetMessage(), DetectedValue: is.GetDetectedValue(), ExpectedValue: is.GetExpectedValue()})
	}
	return out
}
