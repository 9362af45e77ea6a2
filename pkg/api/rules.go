package api

import (
	"errors"
	"io"
	"net/http"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// maxRulesBody bounds a full rule-list upload.
const maxRulesBody = 8 << 20

// maxRuleTestFile bounds a file uploaded to test a rule against.
const maxRuleTestFile = 512 << 20

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
	asset, err := s.ruleTestAsset(w, r, p)
	if err != nil {
		return err
	}
	res, err := s.app.TestRule(r.Context(), p, r.PathValue("id"), asset)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, res)
	return nil
}

func (s *Server) ruleTestAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) (*compliance.Asset, error) {
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		return s.probeUpload(r, "file")
	}
	var body struct {
		TestData *struct {
			AssetID    string                      `json:"assetId"`
			Properties *compliance.AssetProperties `json:"properties"`
		} `json:"testData"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return nil, err
	}
	switch {
	case body.TestData == nil:
		return nil, nil // test cases only
	case body.TestData.AssetID != "":
		a, err := s.app.GetAsset(r.Context(), p, body.TestData.AssetID)
		if err != nil {
			return nil, err
		}
		if a.Info == nil {
			return nil, app.Invalid("asset %s has not been processed yet", a.Name)
		}
		return &compliance.Asset{FileName: a.Name, Info: *a.Info, Text: a.TextExcerpt}, nil
	case body.TestData.Properties != nil:
		a := compliance.AssetFromProperties(*body.TestData.Properties)
		return &a, nil
	}
	return nil, nil
}

// probeUpload measures the uploaded file of a multipart field without
// storing it: it is spooled to a temporary file that is removed at once.
func (s *Server) probeUpload(r *http.Request, field string) (*compliance.Asset, error) {
	mr, err := multipartReader(r, 1, "Malformed multipart body")
	if err != nil {
		return nil, err
	}
	part, err := mr.nextFile([]string{field}, nil)
	if errors.Is(err, io.EOF) {
		return nil, app.Invalid(compliance.MsgSelectFile)
	}
	if err != nil {
		return nil, err
	}
	tmp, err := s.app.Spool(part, maxRuleTestFile)
	if errors.Is(err, blob.ErrTooLarge) {
		return nil, &app.Error{Kind: app.ErrTooLarge, Msg: part.FileName() + " is too large to test (limit 512 MB)"}
	}
	if err != nil {
		return nil, err
	}
	defer tmp.Remove()
	info, err := media.Probe(tmp, tmp.Size, part.FileName())
	if err != nil {
		return nil, &app.Error{Kind: app.ErrUnsupportedType, Msg: part.FileName() + ": " + err.Error()}
	}
	return &compliance.Asset{FileName: part.FileName(), Info: info}, nil
}
