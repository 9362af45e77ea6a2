package api

import (
	"net/http"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindAudit(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/audit", s.authed(s.listAudit))
	mux.HandleFunc("GET /api/campaigns/{id}/history", s.authed(s.entityHistory("campaign")))
	mux.HandleFunc("GET /api/assets/{id}/history", s.authed(s.entityHistory("asset")))
	mux.HandleFunc("GET /api/rules/{id}/history", s.authed(s.entityHistory("rule")))
}

// auditQuery reads the list parameters: entityType, entityId, actor,
// action, since and until (RFC 3339), limit and cursor.
func auditQuery(r *http.Request) (app.AuditQuery, error) {
	q := r.URL.Query()
	pg, err := pageRequest(r)
	out := app.AuditQuery{EntityType: q.Get("entityType"), EntityID: q.Get("entityId"), Actor: q.Get("actor"),
		Action: q.Get("action"), Cursor: pg.Cursor, Limit: pg.Limit}
	if err != nil {
		return out, err
	}
	for _, t := range []struct {
		name string
		dst  *time.Time
	}{{"since", &out.Since}, {"until", &out.Until}} {
		if v := q.Get(t.name); v != "" {
			at, err := time.Parse(time.RFC3339, v)
			if err != nil {
				return out, app.Invalid("%s must be a date and time such as 2026-01-31T09:00:00Z", t.name)
			}
			*t.dst = at
		}
	}
	return out, nil
}

// listAudit answers a page of the organization's audit trail, newest
// first: {entries, nextCursor}. Admins and owners only.
func (s *Server) listAudit(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	q, err := auditQuery(r)
	if err != nil {
		return err
	}
	page, err := s.app.ListAudit(r.Context(), p, q)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, page)
	return nil
}

// entityHistory answers the trail of one campaign, asset or rule.
func (s *Server) entityHistory(entityType string) authedFunc {
	return func(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
		q, err := auditQuery(r)
		if err != nil {
			return err
		}
		page, err := s.app.EntityHistory(r.Context(), p, entityType, r.PathValue("id"), q)
		if err != nil {
			return err
		}
		ok(w, http.StatusOK, page)
		return nil
	}
}
