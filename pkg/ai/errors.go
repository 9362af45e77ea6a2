package ai

import (
	"errors"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The failure texts of spec §8, shown when an AI analysis fails. They are
// the same strings as compliance.MsgAIUnavailable and
// compliance.MsgAIUnavailableDetail.
const (
	// MsgUnavailable is the status shown when the AI analysis failed.
	MsgUnavailable = compliance.MsgAIUnavailable
	// MsgUnavailableDetail is the detail of MsgUnavailable.
	MsgUnavailableDetail = compliance.MsgAIUnavailableDetail
)

var (
	// ErrUnavailable is wrapped by every error of the OpenAI analyzer that
	// means "the AI analysis could not be done": the endpoint failed, timed
	// out, answered garbage, or the model could not judge. Callers show
	// MsgUnavailable / MsgUnavailableDetail and go on.
	ErrUnavailable = errors.New("ai: " + MsgUnavailableDetail)

	// ErrPerceptionUnavailable is returned by the offline analyzer's
	// Validate for rules that need perception (typography, contrast, brand
	// guidelines, accessibility, custom fields) or text it does not have:
	// heuristics cannot judge them, so the caller asks for a manual review.
	ErrPerceptionUnavailable = errors.New("ai: no AI model configured to judge this rule; manual review required")

	// ErrConfig is wrapped by configuration errors of New.
	ErrConfig = errors.New("ai: invalid configuration")
)
