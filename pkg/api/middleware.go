package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"
)

type ctxKey int

const (
	ctxRequestID ctxKey = iota
	ctxPrincipal
)

func requestID(r *http.Request) string {
	id, _ := r.Context().Value(ctxRequestID).(string)
	return id
}

// statusRecorder remembers the status and size written.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += int64(n)
	return n, err
}

// Flush lets streaming handlers (Server-Sent Events) flush through.
func (s *statusRecorder) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap exposes the underlying writer to http.ResponseController.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// withRequestLog logs one line per request: method, path (never the query
// string, which may carry a token on the sign-in return), status, size and
// duration. Headers are never logged, so bearer tokens never reach logs.
func withRequestLog(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		var b [8]byte
		_, _ = rand.Read(b[:])
		id := hex.EncodeToString(b[:])
		w.Header().Set("X-Request-Id", id)
		r = r.WithContext(context.WithValue(r.Context(), ctxRequestID, id))
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		level := slog.LevelInfo
		switch {
		case rec.status >= 500:
			level = slog.LevelError
		case rec.status < 400 && bulkPath(r.URL.Path):
			level = slog.LevelDebug
		}
		log.Log(r.Context(), level, "request", "method", r.Method, "path", r.URL.Path, "status", rec.status,
			"bytes", rec.bytes, "durationMs", time.Since(start).Milliseconds(), "requestId", id)
	})
}

// bulkPath reports whether a path is one of the many requests a page makes
// for bytes (asset files and thumbnails, the app's static files) or a
// long-lived event stream: their successes are logged at debug level so
// that info keeps one line per request a person made.
func bulkPath(p string) bool {
	switch {
	case strings.HasPrefix(p, "/assets/"), p == "/favicon.ico":
		return true
	case strings.HasPrefix(p, "/api/assets/"):
		return strings.HasSuffix(p, "/file") || strings.HasSuffix(p, "/thumbnail")
	case strings.HasPrefix(p, "/api/campaigns/"):
		return strings.HasSuffix(p, "/events")
	}
	return false
}

// withRecover turns a panic into a 500 with the envelope and logs the stack.
func withRecover(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				log.Error("panic", "path", r.URL.Path, "requestId", requestID(r), "panic", v, "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, envelope{Success: false, Error: "Internal server error"})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows only this origin's scripts; images may come
// from https (Google profile pictures, Drive thumbnails) and blobs.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// withSecurityHeaders sets the headers every response carries.
func withSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		next.ServeHTTP(w, r)
	})
}

// bearerToken returns the token of an "Authorization: Bearer …" header.
func bearerToken(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}
