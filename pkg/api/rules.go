package api

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// maxRulesBody bounds a full rule-list upload.
const maxRulesBody = 8 << 20

func (s *Server) bindRules(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/user-data/brd-rules", s.authed(s.listRules))
	mux.HandleFunc("POST /api/user-data/brd-rules", s.authed(s.saveRules))
	mux.HandleFunc("GET /api/rules", s.authed(s.listRules))
	mux.HandleFunc("POST /api/rules", s.authed(s.addRule))
	mux.HandleFunc("GET /api/rules/{id}", s.authed(s.getRule))
	mux.HandleFunc("PUT /api/rules/{id}", s.authed(s.updateRule))
	mux.HandleFunc("DELETE /api/rules/{id}", s.authed(s.deleteRule))
	mux.HandleFunc("POST /api/rules/{id}/test", s.authed(s.testRule))
}

func (s *Server) listRules(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	list, err := s.app.OrganizationRuleList(r.Context(), p, pg)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, list)
	return nil
}

// saveRules replaces the organization's rule list with the full list sent.
func (s *Server) saveRules(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Rules *[]compliance.Rule `json:"rules"`
	}
	if err := decodeJSON(w, r, maxRulesBody, &body); err != nil {
		return err
	}
	if body.Rules == nil {
		return app.Invalid("rules is required")
	}
	saved, err := s.app.SaveRules(r.Context(), p, *body.Rules)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"rules": saved})
	return nil
}

// addRule adds one rule: {rule:{…}} or the rule's fields at the top level.
func (s *Server) addRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		compliance.Rule
		Wrapped *compliance.Rule `json:"ruleData"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	rule := body.Rule
	if body.Wrapped != nil {
		rule = *body.Wrapped
	}
	added, err := s.app.AddRule(r.Context(), p, rule)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"rule": added})
	return nil
}

func (s *Server) getRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	rule, err := s.app.GetRule(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	setETag(w, max(rule.Version, 1))
	ok(w, http.StatusOK, map[string]any{"rule": rule})
	return nil
}

// updateRule changes the fields sent: {updates:{…}} or the fields at the
// top level.
func (s *Server) updateRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.RuleUpdate
		Updates *app.RuleUpdate `json:"updates"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	u := body.RuleUpdate
	if body.Updates != nil {
		u = *body.Updates
	}
	var err error
	if u.Version, err = expectedVersion(r, u.Version); err != nil {
		return err
	}
	rule, err := s.app.UpdateRule(r.Context(), p, r.PathValue("id"), u)
	if err != nil {
		return err
	}
	setETag(w, rule.Version)
	ok(w, http.StatusOK, map[string]any{"rule": rule})
	return nil
}

func (s *Server) deleteRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	expected, err := queryVersion(r)
	if err != nil {
		return err
	}
	if err := s.app.DeleteRule(r.Context(), p, r.PathValue("id"), expected); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}

// testRule runs a rule's test cases, and the rule test runner (spec §5)
// against a file: an upload in the multipart field 'file', a stored asset
// ({testData:{assetId}}), or given properties ({testData:{properties}}).
func (s *Server) testRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	res, err := s.runRuleTest(w, r, p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, res)
	return nil
}

func (s *Server) runRuleTest(w http.ResponseWriter, r *http.Request, p *app.Principal, id string) (app.RuleTestReport, error) {
	ctx := r.Context()
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		mr, err := multipartReader(r, 1, "Malformed multipart body")
		if err != nil {
			return app.RuleTestReport{}, err
		}
		part, err := mr.nextFile([]string{"file"}, nil)
		if errors.Is(err, io.EOF) {
			return app.RuleTestReport{}, app.Invalid(compliance.MsgSelectFile)
		}
		if err != nil {
			return app.RuleTestReport{}, err
		}
		return s.app.TestRuleOnUpload(ctx, p, id, part.FileName(), part)
	}
	var body struct {
		TestData *struct {
			AssetID    string                      `json:"assetId"`
			Properties *compliance.AssetProperties `json:"properties"`
		} `json:"testData"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return app.RuleTestReport{}, err
	}
	switch {
	case body.TestData != nil && body.TestData.AssetID != "":
		return s.app.TestRuleOnAsset(ctx, p, id, body.TestData.AssetID)
	case body.TestData != nil && body.TestData.Properties != nil:
		a := compliance.AssetFromProperties(*body.TestData.Properties)
		return s.app.TestRule(ctx, p, id, &a)
	}
	return s.app.TestRule(ctx, p, id, nil) // test cases only
}
