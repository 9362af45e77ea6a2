// Package app is the application core: the use cases that the HTTP API, the
// CLI and the TUI call. It enforces organization scoping and roles and writes
// the audit trail; handlers never touch the store directly.
package app

import (
	"errors"
	"fmt"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// The domain errors. The API maps them to HTTP statuses and the CLI to exit
// codes, each in one place.
var (
	ErrNotFound        = errors.New("not found")
	ErrInvalid         = errors.New("invalid request")
	ErrUnauthenticated = errors.New("authentication required")
	ErrForbidden       = errors.New("forbidden")
	ErrConflict        = errors.New("conflict")
	ErrUnavailable     = errors.New("unavailable")
	ErrTooLarge        = errors.New("too large")
	ErrUnsupportedType = errors.New("unsupported type")
	// ErrUnprocessable is well-formed input that cannot be used: a damaged
	// archive (a lying size, a bad checksum).
	ErrUnprocessable = errors.New("unprocessable")
	// ErrDiskFull is a write refused because the data directory is (nearly)
	// out of space.
	ErrDiskFull = errors.New("insufficient storage")
)

// Error is a domain error with a message that is safe to show the user.
// Kind is one of the sentinels above; errors.Is sees through to it.
type Error struct {
	Kind error
	Msg  string
}

func (e *Error) Error() string { return e.Msg }

// Unwrap returns the sentinel kind.
func (e *Error) Unwrap() error { return e.Kind }

// Invalid returns an ErrInvalid with a user-facing message.
func Invalid(format string, args ...any) error {
	return &Error{Kind: ErrInvalid, Msg: fmt.Sprintf(format, args...)}
}

// NotFound returns an ErrNotFound naming what was not found.
func NotFound(what string) error {
	return &Error{Kind: ErrNotFound, Msg: what + " not found"}
}

// notFoundAs returns err, or NotFound(what) when err is the store's
// ErrNotFound: the record the request names does not exist (in the
// caller's organization).
func notFoundAs(err error, what string) error {
	if errors.Is(err, store.ErrNotFound) {
		return NotFound(what)
	}
	return err
}

// Forbidden returns an ErrForbidden with a user-facing message.
func Forbidden(format string, args ...any) error {
	return &Error{Kind: ErrForbidden, Msg: fmt.Sprintf(format, args...)}
}

// Unavailable returns an ErrUnavailable with a user-facing message.
func Unavailable(format string, args ...any) error {
	return &Error{Kind: ErrUnavailable, Msg: fmt.Sprintf(format, args...)}
}

// ConflictError is a stale write: the record changed since the version the
// client read. Current is the record as it is now, for the client to show
// ("changed by someone else — reload or overwrite").
type ConflictError struct {
	What    string
	Current any
	Version int64
}

// MsgChangedBySomeoneElse is the message of a stale write.
const MsgChangedBySomeoneElse = "changed by someone else — reload or overwrite"

func (e *ConflictError) Error() string {
	return "This " + e.What + " was " + MsgChangedBySomeoneElse
}

// Unwrap returns ErrConflict.
func (e *ConflictError) Unwrap() error { return ErrConflict }

// checkVersion refuses a write based on a version other than the current
// one; no expected version means the client did not ask for the check.
func checkVersion(what string, expected *int64, current int64, record any) error {
	if expected == nil {
		return nil
	}
	if *expected != current {
		return &ConflictError{What: what, Current: record, Version: current}
	}
	return nil
}

// ErrTooManyRequests is returned when a caller must wait before trying
// again; the error is a *RetryError that says how long.
var ErrTooManyRequests = errors.New("too many requests")

// RetryError asks the caller to wait RetryAfter before trying again.
type RetryError struct {
	Msg        string
	RetryAfter time.Duration
}

func (e *RetryError) Error() string { return e.Msg }

// Unwrap returns ErrTooManyRequests.
func (e *RetryError) Unwrap() error { return ErrTooManyRequests }
