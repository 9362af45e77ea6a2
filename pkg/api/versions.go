package api

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// setETag sends a record's version as its ETag ("3"), for If-Match.
func setETag(w http.ResponseWriter, version int64) {
	w.Header().Set("ETag", strconv.Quote(strconv.FormatInt(version, 10)))
}

// expectedVersion is the version a write is based on: the If-Match header
// ("3" or W/"3") when sent, else the body's version field; nil when the
// client sent neither (the write then overwrites).
func expectedVersion(r *http.Request, body *int64) (*int64, error) {
	im := strings.TrimSpace(r.Header.Get("If-Match"))
	if im == "" || im == "*" {
		return body, nil
	}
	im = strings.TrimPrefix(im, "W/")
	v, err := strconv.ParseInt(strings.Trim(im, `"`), 10, 64)
	if err != nil || v < 0 {
		return nil, httpError(http.StatusBadRequest, "If-Match must be a version ETag such as \"3\"")
	}
	return &v, nil
}

// queryVersion reads ?version= (for DELETE, which has no body) or If-Match.
func queryVersion(r *http.Request) (*int64, error) {
	var body *int64
	if q := r.URL.Query().Get("version"); q != "" {
		v, err := strconv.ParseInt(q, 10, 64)
		if err != nil {
			return nil, app.Invalid("version must be a number")
		}
		body = &v
	}
	return expectedVersion(r, body)
}

// ChangeReasonHeader carries the reason a person gave for a change,
// percent-encoded (headers are Latin-1): it is stored on the audit entry.
const ChangeReasonHeader = "X-Change-Reason"

// withChangeReason puts the request's change reason on its context.
func withChangeReason(r *http.Request) *http.Request {
	raw := r.Header.Get(ChangeReasonHeader)
	if raw == "" {
		return r
	}
	if dec, err := url.QueryUnescape(raw); err == nil {
		raw = dec
	}
	return r.WithContext(app.WithReason(r.Context(), raw))
}
