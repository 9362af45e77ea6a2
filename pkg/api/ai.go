package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func (s *Server) bindAI(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/ai-analysis/analyze-asset", s.authed(s.analyzeAsset))
	mux.HandleFunc("POST /api/ai-analysis/validate-asset", s.authed(s.validateAsset))
}

// analyzeAsset answers {assetId} or {asset:{name, mimeType, size}} with
// data.analysis (spec §7).
func (s *Server) analyzeAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		AssetID string         `json:"assetId"`
		Asset   *app.AssetStub `json:"asset"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	an, err := s.app.AnalyzeAsset(r.Context(), p, body.AssetID, body.Asset)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"analysis": an})
	return nil
}

// validateAsset answers {assetProperties, rule, previewUrl} with
// data.analysis, data.passed and data.reasoning (spec §7).
func (s *Server) validateAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		AssetProperties compliance.AssetProperties `json:"assetProperties"`
		Rule            compliance.Rule            `json:"rule"`
		PreviewURL      string                     `json:"previewUrl"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	v, err := s.app.ValidateAsset(r.Context(), p, body.AssetProperties, body.Rule)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, v)
	return nil
}
