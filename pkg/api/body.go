package api

import (
	"errors"
	"io"
	"net/http"
	"time"
)

// BodyRate is the slowest a request body may arrive: at least MinBytes in
// every Window. A large upload on a slow link passes as long as it keeps
// moving; a client that stalls (or trickles a byte at a time to hold a
// connection) is cut after one window.
type BodyRate struct {
	Window   time.Duration
	MinBytes int64
}

// DefaultBodyRate asks for 32 KB in every 30 seconds (about 1 KB/s).
var DefaultBodyRate = BodyRate{Window: 30 * time.Second, MinBytes: 32 << 10}

// ClientBodyError is a failure to read the request body that is the
// client's doing: it aborted the upload, the connection broke, or the body
// came too slowly. It answers 400 and is logged at info, not as a server
// error.
type ClientBodyError struct{ Err error }

func (e *ClientBodyError) Error() string { return "reading the request body: " + e.Err.Error() }

// Unwrap returns the read error.
func (e *ClientBodyError) Unwrap() error { return e.Err }

// withBodyRate enforces the BodyRate on request bodies through the
// connection's read deadline, and marks body read errors as the client's.
func withBodyRate(rate BodyRate, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		b := &rateBody{ReadCloser: r.Body, rate: rate, rc: http.NewResponseController(w)}
		b.startWindow(time.Now())
		// The deadline stays when the handler returns before the end of the
		// body, so that the server's draining of the rest stays bounded;
		// the next request on the connection gets the server's deadlines.
		r.Body = b
		next.ServeHTTP(w, r)
	})
}

// rateBody is a request body under a BodyRate.
type rateBody struct {
	io.ReadCloser
	rate     BodyRate
	rc       *http.ResponseController
	inWindow int64
	done     bool
}

func (b *rateBody) startWindow(now time.Time) {
	b.inWindow = 0
	if b.rate.Window > 0 {
		_ = b.rc.SetReadDeadline(now.Add(b.rate.Window))
	}
}

// clearDeadline lifts the read deadline once the body is read: the server
// then watches the connection in the background for the client going
// away, and a deadline there would cancel a long handler's context.
func (b *rateBody) clearDeadline() {
	if !b.done {
		b.done = true
		_ = b.rc.SetReadDeadline(time.Time{})
	}
}

func (b *rateBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.inWindow += int64(n)
	if b.inWindow >= b.rate.MinBytes && !b.done {
		b.startWindow(time.Now())
	}
	switch {
	case err == nil:
	case errors.Is(err, io.EOF):
		b.clearDeadline()
	default:
		var mbe *http.MaxBytesError
		if !errors.As(err, &mbe) {
			err = &ClientBodyError{Err: err}
		}
	}
	return n, err
}
