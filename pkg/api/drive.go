package api

import (
	"net/http"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/drive"
)

// maxDriveImportBody bounds the JSON of an import request (200 file IDs).
const maxDriveImportBody = 64 << 10

func (s *Server) bindDrive(mux *http.ServeMux) {
	// The authorization URL is part of the sign-in flow, so it needs no session.
	mux.HandleFunc("GET /api/google-drive/auth-url", s.public(s.driveAuthURL))
	mux.HandleFunc("GET /api/google-drive/status", s.authed(s.driveStatus))
	mux.HandleFunc("GET /api/google-drive/files", s.authed(s.driveFiles))
	mux.HandleFunc("POST /api/oauth/google-drive/revoke", s.authed(s.driveRevoke))
	mux.HandleFunc("POST /api/assets/import-from-drive", s.authed(s.driveImport))
	mux.HandleFunc("GET /api/google-drive/imports/{id}", s.authed(s.driveImportJob))
}

// driveAuthURL answers {authUrl, accountsHost} to start a Google sign-in,
// or 503 when Google is not configured (the login screen then offers the
// other sign-ins, as the spec's demo fallback).
func (s *Server) driveAuthURL(w http.ResponseWriter, r *http.Request) error {
	u, host, err := s.app.GoogleAuthURL(r.Context())
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]string{"authUrl": u, "accountsHost": host})
	return nil
}

// driveStatus answers {connected, email, configured, demo}.
func (s *Server) driveStatus(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	ok(w, http.StatusOK, s.app.DriveStatus(p))
	return nil
}

// driveFiles lists the caller's Drive: query pageSize (default 50), q (the
// search text), orderBy, parents (folder ID or root), pageToken, and
// demo=true for the demo drive. It answers {files, nextPageToken}.
func (s *Server) driveFiles(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	q := r.URL.Query()
	params := drive.ListParams{Search: q.Get("q"), OrderBy: q.Get("orderBy"), Parent: q.Get("parents"), PageToken: q.Get("pageToken")}
	if v := q.Get("pageSize"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return httpError(http.StatusBadRequest, "pageSize must be a positive whole number")
		}
		params.PageSize = n
	}
	page, err := s.app.ListDriveFiles(r.Context(), p, params, q.Get("demo") == "true")
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, page)
	return nil
}

// driveRevoke revokes the caller's Google authorization and forgets it.
func (s *Server) driveRevoke(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.RevokeDrive(r.Context(), p); err != nil {
		return err
	}
	forgotten := *p
	forgotten.User.GoogleRefreshToken = nil
	ok(w, http.StatusOK, s.app.DriveStatus(&forgotten))
	return nil
}

// driveImport starts a background import: {campaignId, fileIds, demo,
// reimport} answers 202 with the job; progress follows on the campaign's
// event stream (event 'import') and at GET /api/google-drive/imports/{id}.
func (s *Server) driveImport(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var req app.DriveImportRequest
	if err := decodeJSON(w, r, maxDriveImportBody, &req); err != nil {
		return err
	}
	job, err := s.app.ImportFromDrive(r.Context(), p, req)
	if err != nil {
		return err
	}
	ok(w, http.StatusAccepted, map[string]any{"import": job})
	return nil
}

func (s *Server) driveImportJob(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	job, err := s.app.DriveImportJob(p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"import": job})
	return nil
}
