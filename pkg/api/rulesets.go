package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindRuleSets(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/rule-sets", s.authed(s.listRuleSets))
	mux.HandleFunc("POST /api/rule-sets", s.authed(s.saveRuleSetVersion))
	mux.HandleFunc("GET /api/rule-sets/{id}", s.authed(s.getRuleSet))
	mux.HandleFunc("PUT /api/rule-sets/{id}/rules/{ruleId}", s.authed(s.updateRuleSetRule))
	mux.HandleFunc("POST /api/rule-sets/{id}/review", s.authed(s.reviewRuleSetRules))
	mux.HandleFunc("GET /api/campaigns/{id}/rule-set", s.authed(s.campaignRuleSet))
	mux.HandleFunc("PUT /api/campaigns/{id}/rule-set", s.authed(s.setCampaignRuleSet))
	mux.HandleFunc("POST /api/campaigns/{id}/recheck", s.authed(s.recheckCampaign))
}

func (s *Server) listRuleSets(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	sets, err := s.app.ListRuleSets(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"ruleSets": sets})
	return nil
}

func (s *Server) getRuleSet(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	d, err := s.app.GetRuleSet(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"ruleSet": d})
	return nil
}

// saveRuleSetVersion stores the reviewed rules of a BRD as a new version of
// a rule set (a new set when ruleSetId is empty), for a campaign.
func (s *Server) saveRuleSetVersion(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body app.NewRuleSetVersion
	if err := decodeJSON(w, r, maxRulesBody, &body); err != nil {
		return err
	}
	d, err := s.app.SaveRuleSetVersion(r.Context(), p, body)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"ruleSet": d})
	return nil
}

func (s *Server) updateRuleSetRule(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var u app.RuleUpdate
	if err := decodeJSON(w, r, maxJSONBody, &u); err != nil {
		return err
	}
	rule, err := s.app.UpdateRuleSetRule(r.Context(), p, r.PathValue("id"), r.PathValue("ruleId"), u)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"rule": rule})
	return nil
}

// reviewRuleSetRules settles a list of rules in one request: {ruleIds,
// decision: "enable" | "keep-off"}; a BRD set gets one new version.
func (s *Server) reviewRuleSetRules(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body app.RuleReview
	if err := decodeJSON(w, r, maxRulesBody, &body); err != nil {
		return err
	}
	d, err := s.app.ReviewRuleSetRules(r.Context(), p, r.PathValue("id"), body)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"ruleSet": d})
	return nil
}

func (s *Server) campaignRuleSet(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	st, err := s.app.CampaignRules(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, st)
	return nil
}

func (s *Server) setCampaignRuleSet(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		RuleSetID string `json:"ruleSetId"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	if body.RuleSetID == "" {
		return app.Invalid("ruleSetId is required")
	}
	if _, err := s.app.SetCampaignRuleSet(r.Context(), p, r.PathValue("id"), body.RuleSetID); err != nil {
		return err
	}
	st, err := s.app.CampaignRules(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, st)
	return nil
}

// recheckCampaign re-checks the campaign's assets whose results are of an
// older rule set version, or the ones a body {assetIds} names; progress
// arrives on the campaign's event stream and in GET
// /api/campaigns/{id}/rule-set.
func (s *Server) recheckCampaign(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	// An optional body {assetIds} re-checks those assets rather than the stale ones.
	var body struct {
		AssetIDs []string `json:"assetIds"`
	}
	if r.ContentLength > 0 {
		if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
			return err
		}
	}
	st, err := s.app.StartRecheck(r.Context(), p, r.PathValue("id"), body.AssetIDs...)
	if err != nil {
		return err
	}
	ok(w, http.StatusAccepted, st)
	return nil
}
