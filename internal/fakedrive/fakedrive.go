// Package fakedrive is a local Google Drive API v3 server for tests. It
// holds files in memory and answers the calls the product makes: files.list
// with a query (trashed, "in parents", "name contains", joined by "and"; any
// other syntax is refused as Drive refuses it), paging and orderBy name;
// files.get with and without alt=media; files.export of Google documents to
// PDF. Requests need a bearer token the configured check accepts; files can
// be made to fail with a Google reason.
package fakedrive

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// File is a stored file. Content is what alt=media or an export answers.
type File struct {
	ID, Name, MimeType, ModifiedTime string
	Parents                          []string
	Content                          []byte
	Trashed                          bool
	// Fail makes downloads of the file answer this status and reason.
	FailStatus int
	FailReason string
}

// Server is a running fake Drive.
type Server struct {
	*httptest.Server
	// TokenOK decides whether a bearer token is accepted (nil: any
	// non-empty token).
	TokenOK func(token string) bool

	mu    sync.Mutex
	files []File
	// hold, when set, keeps downloads waiting until it is closed.
	hold chan struct{}
	// Queries records the q parameter of every files.list call.
	Queries []string
}

// New starts an empty fake Drive.
func New() *Server {
	s := &Server{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /files", s.list)
	mux.HandleFunc("GET /files/{id}", s.get)
	mux.HandleFunc("GET /files/{id}/export", s.export)
	s.Server = httptest.NewServer(s.authorize(mux))
	return s
}

// BaseURL is the API base URL to configure the client with.
func (s *Server) BaseURL() string { return s.URL + "/" }

// Hold keeps every download waiting until the returned release is called.
func (s *Server) Hold() (release func()) {
	ch := make(chan struct{})
	s.mu.Lock()
	s.hold = ch
	s.mu.Unlock()
	var once sync.Once
	return func() { once.Do(func() { close(ch) }) }
}

// Add stores files.
func (s *Server) Add(files ...File) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files = append(s.files, files...)
}

func (s *Server) authorize(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || tok == "" || (s.TokenOK != nil && !s.TokenOK(tok)) {
			apiError(w, http.StatusUnauthorized, "authError", "Request had invalid authentication credentials.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func apiError(w http.ResponseWriter, status int, reason, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"code": status, "message": msg, "errors": []map[string]string{{"reason": reason, "message": msg, "domain": "global"}},
	}})
}

func (f File) json() map[string]any {
	m := map[string]any{
		"id": f.ID, "name": f.Name, "mimeType": f.MimeType, "modifiedTime": f.ModifiedTime, "parents": f.Parents,
		"webViewLink":   "https://drive.example.test/file/d/" + f.ID + "/view",
		"thumbnailLink": "https://drive.example.test/thumbnail?id=" + f.ID,
	}
	if !strings.HasPrefix(f.MimeType, "application/vnd.google-apps.") {
		m["size"] = strconv.Itoa(len(f.Content))
	}
	return m
}

// condition is one parsed query term.
type condition struct {
	kind  string // trashed, parent, name
	value string
}

// parseQuery reads the subset of Drive's query language the product uses.
func parseQuery(q string) ([]condition, error) {
	var out []condition
	rest := strings.TrimSpace(q)
	for rest != "" {
		var c condition
		switch {
		case strings.HasPrefix(rest, "trashed = false"):
			c, rest = condition{kind: "trashed"}, rest[len("trashed = false"):]
		case strings.HasPrefix(rest, "name contains "):
			v, after, err := literal(rest[len("name contains "):])
			if err != nil {
				return nil, err
			}
			c, rest = condition{kind: "name", value: v}, after
		case strings.HasPrefix(rest, "'"):
			v, after, err := literal(rest)
			if err != nil {
				return nil, err
			}
			after, ok := strings.CutPrefix(after, " in parents")
			if !ok {
				return nil, fmt.Errorf("expected 'in parents' after %q", v)
			}
			c, rest = condition{kind: "parent", value: v}, after
		default:
			return nil, fmt.Errorf("unexpected %q", rest)
		}
		out = append(out, c)
		rest = strings.TrimSpace(rest)
		if rest != "" {
			after, ok := strings.CutPrefix(rest, "and ")
			if !ok {
				return nil, fmt.Errorf("expected 'and' before %q", rest)
			}
			rest = after
		}
	}
	return out, nil
}

// literal reads a quoted string with backslash escapes.
func literal(s string) (string, string, error) {
	if !strings.HasPrefix(s, "'") {
		return "", "", fmt.Errorf("expected a quoted string at %q", s)
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if i+1 >= len(s) {
				return "", "", fmt.Errorf("dangling escape")
			}
			i++
			b.WriteByte(s[i])
		case '\'':
			return b.String(), s[i+1:], nil
		default:
			b.WriteByte(s[i])
		}
	}
	return "", "", fmt.Errorf("unterminated string")
}

func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	conds, err := parseQuery(q.Get("q"))
	if err != nil {
		apiError(w, http.StatusBadRequest, "invalid", "Invalid Value: "+err.Error())
		return
	}
	size := 100
	if v := q.Get("pageSize"); v != "" {
		if size, err = strconv.Atoi(v); err != nil || size < 1 || size > 1000 {
			apiError(w, http.StatusBadRequest, "invalid", "Invalid pageSize")
			return
		}
	}
	s.mu.Lock()
	s.Queries = append(s.Queries, q.Get("q"))
	var match []File
	for _, f := range s.files {
		if matches(f, conds) {
			match = append(match, f)
		}
	}
	s.mu.Unlock()
	if strings.HasPrefix(q.Get("orderBy"), "name") {
		desc := strings.Contains(q.Get("orderBy"), "desc")
		slices.SortStableFunc(match, func(a, b File) int {
			if desc {
				return strings.Compare(b.Name, a.Name)
			}
			return strings.Compare(a.Name, b.Name)
		})
	}
	start := 0
	if t := q.Get("pageToken"); t != "" {
		if start, err = strconv.Atoi(strings.TrimPrefix(t, "page-")); err != nil || start < 0 || start > len(match) {
			apiError(w, http.StatusBadRequest, "invalid", "Invalid pageToken")
			return
		}
	}
	end := min(start+size, len(match))
	files := []map[string]any{}
	for _, f := range match[start:end] {
		files = append(files, f.json())
	}
	res := map[string]any{"files": files}
	if end < len(match) {
		res["nextPageToken"] = "page-" + strconv.Itoa(end)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res)
}

func matches(f File, conds []condition) bool {
	for _, c := range conds {
		switch c.kind {
		case "trashed":
			if f.Trashed {
				return false
			}
		case "parent":
			if !slices.Contains(f.Parents, c.value) {
				return false
			}
		case "name":
			if !strings.Contains(strings.ToLower(f.Name), strings.ToLower(c.value)) {
				return false
			}
		}
	}
	return true
}

func (s *Server) find(id string) (File, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, f := range s.files {
		if f.ID == id {
			return f, true
		}
	}
	return File{}, false
}

func (s *Server) get(w http.ResponseWriter, r *http.Request) {
	f, ok := s.find(r.PathValue("id"))
	if !ok {
		apiError(w, http.StatusNotFound, "notFound", "File not found: "+r.PathValue("id")+".")
		return
	}
	if r.URL.Query().Get("alt") != "media" {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(f.json())
		return
	}
	if strings.HasPrefix(f.MimeType, "application/vnd.google-apps.") {
		apiError(w, http.StatusForbidden, "fileNotDownloadable", "Only files with binary content can be downloaded. Use Export with Docs Editors files.")
		return
	}
	s.serve(w, f)
}

func (s *Server) export(w http.ResponseWriter, r *http.Request) {
	f, ok := s.find(r.PathValue("id"))
	if !ok {
		apiError(w, http.StatusNotFound, "notFound", "File not found: "+r.PathValue("id")+".")
		return
	}
	if r.URL.Query().Get("mimeType") != "application/pdf" || !strings.HasPrefix(f.MimeType, "application/vnd.google-apps.") {
		apiError(w, http.StatusBadRequest, "badRequest", "Export only supports Docs Editors files.")
		return
	}
	s.serve(w, f)
}

func (s *Server) serve(w http.ResponseWriter, f File) {
	s.mu.Lock()
	hold := s.hold
	s.mu.Unlock()
	if hold != nil {
		<-hold
	}
	if f.FailStatus != 0 {
		apiError(w, f.FailStatus, f.FailReason, "The download of "+f.Name+" failed: "+f.FailReason+".")
		return
	}
	w.Header().Set("Content-Type", "application/octet-stream")
	_, _ = w.Write(f.Content)
}
