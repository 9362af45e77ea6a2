package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"syscall"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// envelope is the spec's response shape: {success, data, error}.
type envelope struct {
	Success bool   `json:"success"`
	Data    any    `json:"data,omitempty"`
	Message string `json:"message,omitempty"`
	Error   string `json:"error,omitempty"`
}

// Error is an HTTP error with a message that is safe to send. The cause is
// logged, never sent.
type Error struct {
	Status int
	Msg    string
	Cause  error
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("%d %s: %v", e.Status, e.Msg, e.Cause)
	}
	return fmt.Sprintf("%d %s", e.Status, e.Msg)
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Cause }

// httpError returns an *Error with the status and message.
func httpError(status int, msg string) error { return &Error{Status: status, Msg: msg} }

// writeJSON writes v as JSON with the status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// ok writes {success:true, data}.
func ok(w http.ResponseWriter, status int, data any) {
	writeJSON(w, status, envelope{Success: true, Data: data})
}

// fail maps err to a status and writes {success:false, error}. Domain errors
// carry their own safe message; anything else is a 500 whose cause is
// logged with the request ID.
func fail(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	status, msg := classify(err)
	var retry *app.RetryError
	if errors.As(err, &retry) {
		w.Header().Set("Retry-After", retryAfterSeconds(retry))
	}
	var cbe *ClientBodyError
	switch {
	case errors.As(err, &cbe):
		log.Info("request body not received", "method", r.Method, "path", r.URL.Path, "requestId", requestID(r), "err", err)
	case status >= 500:
		log.Error("request failed", "method", r.Method, "path", r.URL.Path, "requestId", requestID(r), "err", err)
	}
	if status == http.StatusServiceUnavailable || status == http.StatusInsufficientStorage {
		w.Header().Set("Retry-After", "30")
	}
	var data any
	var ce *app.ConflictError
	if errors.As(err, &ce) {
		// A stale write answers the record as it is now, for the client to
		// reload or overwrite.
		data = map[string]any{"current": ce.Current, "version": ce.Version}
		setETag(w, ce.Version)
	}
	writeJSON(w, status, envelope{Success: false, Error: msg, Data: data})
}

func classify(err error) (int, string) {
	var he *Error
	if errors.As(err, &he) {
		return he.Status, he.Msg
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return http.StatusRequestEntityTooLarge, fmt.Sprintf("Request body too large (limit %d bytes)", mbe.Limit)
	}
	var cbe *ClientBodyError
	if errors.As(err, &cbe) {
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return http.StatusRequestTimeout, "The request body arrived too slowly and was cut off; try again on a faster connection"
		}
		return http.StatusBadRequest, "The request body was not received completely (the upload was aborted)"
	}
	if errors.Is(err, syscall.ENOSPC) {
		return http.StatusInsufficientStorage, msgDiskFull
	}
	var retry *app.RetryError
	if errors.As(err, &retry) {
		return http.StatusTooManyRequests, retry.Msg
	}
	var ae *app.Error
	var ce *app.ConflictError
	msg := ""
	if errors.As(err, &ae) {
		msg = ae.Msg
	} else if errors.As(err, &ce) {
		msg = ce.Error()
	}
	pick := func(status int, fallback string) (int, string) {
		if msg == "" {
			msg = fallback
		}
		return status, msg
	}
	switch {
	case errors.Is(err, app.ErrInvalid):
		return pick(http.StatusBadRequest, "Invalid request")
	case errors.Is(err, app.ErrUnauthenticated):
		return pick(http.StatusUnauthorized, "Authentication required")
	case errors.Is(err, app.ErrForbidden):
		return pick(http.StatusForbidden, "Forbidden")
	case errors.Is(err, app.ErrNotFound):
		return pick(http.StatusNotFound, "Not found")
	case errors.Is(err, app.ErrConflict):
		return pick(http.StatusConflict, "Conflict")
	case errors.Is(err, app.ErrTooLarge):
		return pick(http.StatusRequestEntityTooLarge, "Too large")
	case errors.Is(err, app.ErrUnsupportedType):
		return pick(http.StatusUnsupportedMediaType, "Unsupported file type")
	case errors.Is(err, app.ErrTooManyRequests):
		return pick(http.StatusTooManyRequests, "Too many requests")
	case errors.Is(err, app.ErrUnavailable):
		return pick(http.StatusServiceUnavailable, "Service unavailable")
	case errors.Is(err, app.ErrUnprocessable):
		return pick(http.StatusUnprocessableEntity, "The file is damaged")
	case errors.Is(err, app.ErrDiskFull):
		return pick(http.StatusInsufficientStorage, msgDiskFull)
	}
	return http.StatusInternalServerError, "Internal server error"
}

// msgDiskFull answers a write refused for want of disk space.
const msgDiskFull = "The server is out of storage space; nothing was saved. Try again later or ask an administrator to free disk space"

// decodeJSON reads a JSON body of at most limit bytes into v. An empty body
// decodes as {}.
func decodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	body := http.MaxBytesReader(w, r.Body, limit)
	dec := json.NewDecoder(body)
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return nil
		}
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return err
		}
		return httpError(http.StatusBadRequest, "Malformed JSON body: "+jsonErrorText(err))
	}
	if dec.More() {
		return httpError(http.StatusBadRequest, "Malformed JSON body: unexpected data after the JSON value")
	}
	return nil
}

func jsonErrorText(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	case errors.As(err, &te):
		// Field is a Go path ("CampaignFields.name"); the last part is the JSON name.
		field := te.Field[strings.LastIndex(te.Field, ".")+1:]
		return fmt.Sprintf("field %q must be %s", field, te.Type.String())
	}
	return "could not decode"
}
