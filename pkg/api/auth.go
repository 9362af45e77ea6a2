package api

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func (s *Server) bindAuth(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/auth/providers", s.public(s.authProviders))
	mux.HandleFunc("POST /api/auth/demo", s.public(s.demoLogin))
	mux.HandleFunc("POST /api/auth/register", s.public(s.register))
	mux.HandleFunc("POST /api/auth/login", s.public(s.login))
	mux.HandleFunc("POST /api/auth/exchange", s.public(s.exchangeSignInCode))
	mux.HandleFunc("GET /api/auth/google/callback", s.googleCallback)
	mux.HandleFunc("POST /api/auth/refresh", s.authed(s.refresh))
	mux.HandleFunc("GET /api/auth/me", s.authed(s.me))
	mux.HandleFunc("POST /api/auth/logout", s.authed(s.logout))
	mux.HandleFunc("GET /api/auth/sessions", s.authed(s.listSessions))
	mux.HandleFunc("DELETE /api/auth/sessions/{id}", s.authed(s.revokeSession))
}

// userView is the signed-in user as the web app stores it (spec §3). It
// never carries the password hash or Google's token.
type userView struct {
	ID             string `json:"id"`
	Email          string `json:"email"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	Picture        string `json:"picture,omitempty"`
	Role           string `json:"role"`
	Provider       string `json:"provider"`
	CreatedAt      string `json:"createdAt"`
	OrganizationID string `json:"organizationId"`
}

func viewUser(u store.User) userView {
	return userView{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, Picture: u.Picture,
		Role: u.Role, Provider: u.Provider, CreatedAt: u.CreatedAt.Format("2006-01-02T15:04:05Z07:00"),
		OrganizationID: u.OrganizationID,
	}
}

// signedIn answers a successful sign-in: the token (shown once), the user
// and the organization.
func signedIn(w http.ResponseWriter, status int, res app.LoginResult) {
	ok(w, status, map[string]any{"token": res.Token, "user": viewUser(res.User), "organization": res.Org})
}

// authProviders tells the login screen which sign-ins this server offers,
// so it never calls an endpoint that needs a session or is switched off.
func (s *Server) authProviders(w http.ResponseWriter, r *http.Request) error {
	ok(w, http.StatusOK, map[string]bool{"google": s.app.GoogleConfigured(), "demo": s.app.Config().DemoEnabled, "password": true})
	return nil
}

func (s *Server) demoLogin(w http.ResponseWriter, r *http.Request) error {
	res, err := s.app.DemoLogin(r.Context())
	if err != nil {
		return err
	}
	signedIn(w, http.StatusOK, res)
	return nil
}

func (s *Server) register(w http.ResponseWriter, r *http.Request) error {
	var body app.Registration
	if err := decodeJSON(w, r, 16<<10, &body); err != nil {
		return err
	}
	res, err := s.app.Register(r.Context(), body, r.UserAgent())
	if err != nil {
		return err
	}
	signedIn(w, http.StatusCreated, res)
	return nil
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decodeJSON(w, r, 16<<10, &body); err != nil {
		return err
	}
	res, err := s.app.Login(r.Context(), body.Email, body.Password, r.UserAgent())
	if err != nil {
		return err
	}
	signedIn(w, http.StatusOK, res)
	return nil
}

// exchangeSignInCode trades the one-time code of the Google return URL for
// a session.
func (s *Server) exchangeSignInCode(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Token string `json:"token"`
	}
	if err := decodeJSON(w, r, 4<<10, &body); err != nil {
		return err
	}
	res, err := s.app.ExchangeSignInCode(r.Context(), body.Token, r.UserAgent())
	if err != nil {
		return err
	}
	signedIn(w, http.StatusOK, res)
	return nil
}

// googleCallback is where Google sends the browser back. It always
// redirects to the login screen: with a one-time code on success, with
// authenticated=false and a safe message otherwise.
func (s *Server) googleCallback(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	target := ""
	var err error
	if e := q.Get("error"); e != "" {
		err = &app.Error{Kind: app.ErrUnauthenticated, Msg: "Google sign-in was cancelled or refused (" + truncate(e, 60) + ")"}
	} else {
		target, err = s.app.GoogleCallback(r.Context(), q.Get("state"), q.Get("code"))
	}
	if err != nil {
		status, msg := classify(err)
		if status >= 500 {
			s.log.Error("google callback failed", "requestId", requestID(r), "err", err)
		}
		target = "/auth?" + url.Values{"authenticated": {"false"}, "provider": {"google"}, "error": {msg}}.Encode()
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, target, http.StatusFound)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func (s *Server) refresh(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	res, err := s.app.Refresh(r.Context(), p)
	if err != nil {
		return err
	}
	signedIn(w, http.StatusOK, res)
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	org, err := s.app.Organization(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"user": viewUser(p.User), "organization": org})
	return nil
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.Logout(r.Context(), p); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"loggedOut": true})
	return nil
}

func (s *Server) listSessions(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListSessions(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"sessions": list})
	return nil
}

func (s *Server) revokeSession(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.RevokeSession(r.Context(), p, r.PathValue("id")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"revoked": true})
	return nil
}

// retryAfterSeconds renders a wait as whole seconds, at least 1.
func retryAfterSeconds(e *app.RetryError) string {
	secs := int(e.RetryAfter.Seconds() + 0.999)
	return strconv.Itoa(max(secs, 1))
}
