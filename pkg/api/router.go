// Package api is the HTTP face of pharmaops: the REST API of spec §7 over
// net/http, the spec's {success,data,error} envelope, sessions, and the
// embedded single-page app.
package api

import (
	"errors"
	"io/fs"
	"log/slog"
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/rpc"
)

// Options configure the router.
type Options struct {
	Version string
	Log     *slog.Logger
	// UI is the built web app (webui.Dist()); nil or without index.html
	// serves a page that says how to build it.
	UI fs.FS
	// Limits are the rate limits and other budgets; nil: DefaultLimits.
	Limits *Limits
	// Budgets makes the rate limits; nil: kept in this process. Several
	// instances share theirs through pkg/cluster.
	Budgets NewBudget
	// BodyRate is the slowest accepted request body; zero: DefaultBodyRate.
	BodyRate BodyRate
}

// maxJSONBody bounds JSON request bodies.
const maxJSONBody = 1 << 20

// Server holds what the handlers share.
type Server struct {
	app     *app.App
	opts    Options
	log     *slog.Logger
	budgets *budgets
}

// NewRouter returns the complete HTTP handler: API routes, JSON 404 for
// unknown /api paths, the SPA for everything else, wrapped in recovery,
// request logging and security headers.
func NewRouter(a *app.App, opts Options) http.Handler {
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	limits := DefaultLimits()
	if opts.Limits != nil {
		limits = *opts.Limits
	}
	if opts.BodyRate == (BodyRate{}) {
		opts.BodyRate = DefaultBodyRate
	}
	s := &Server{app: a, opts: opts, log: opts.Log, budgets: newBudgets(limits, opts.Budgets)}
	mux := http.NewServeMux()
	s.bindHealth(mux)
	s.bindAuth(mux)
	s.bindOrganizations(mux)
	s.bindConfigurations(mux)
	s.bindDrive(mux)
	s.bindCampaigns(mux)
	s.bindAssets(mux)
	s.bindEvents(mux)
	s.bindCampaignDocs(mux)
	s.bindWorkflows(mux)
	s.bindAI(mux)
	s.bindMatrix(mux)
	s.bindBRD(mux)
	s.bindCredentials(mux)
	s.bindRules(mux)
	s.bindRuleSets(mux)
	s.bindAudit(mux)
	s.bindTokens(mux)
	s.bindCheckRuns(mux)
	rpc.Register(mux, a, opts.Log, badTokenGuard{s})
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, envelope{Success: false, Error: "No API route for " + r.Method + " " + r.URL.Path})
	})
	mux.Handle("/", newSPAHandler(opts.UI))
	return withSecurityHeaders(withRequestLog(opts.Log, withRecover(opts.Log, withBodyRate(opts.BodyRate, s.withBudgets(mux)))))
}

// handlerFunc is a handler that returns its error for one place to render.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// authedFunc is a handler that needs a signed-in principal.
type authedFunc func(w http.ResponseWriter, r *http.Request, p *app.Principal) error

// public adapts a handlerFunc that needs no session.
func (s *Server) public(h handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			fail(w, r, s.log, err)
		}
	}
}

// authed adapts an authedFunc: without a valid bearer session it answers
// 401. The x-user-id header is never used for identity. An address that
// sent too many invalid tokens lately waits (429).
func (s *Server) authed(h authedFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := bearerToken(r)
		if token != "" && !s.checkBadTokens(w, r) {
			return
		}
		p, err := s.app.Authenticate(r.Context(), token)
		if err == nil {
			err = h(w, withChangeReason(r), p)
		} else if token != "" && errors.Is(err, app.ErrUnauthenticated) {
			s.noteBadToken(r)
		}
		if err != nil {
			fail(w, r, s.log, err)
		}
	}
}
