package app

import (
	"fmt"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Outcome is what an asset's checks came to, as the builder's filter
// buttons name it: failed, review (warnings only), passed, processing, error.
type Outcome string

// The outcomes, in the order "most failed first" ranks them.
const (
	OutcomeError      Outcome = "error"
	OutcomeFailed     Outcome = "failed"
	OutcomeReview     Outcome = "review"
	OutcomeProcessing Outcome = "processing"
	OutcomePassed     Outcome = "passed"
)

var outcomeRank = map[Outcome]int{OutcomeError: 0, OutcomeFailed: 1, OutcomeReview: 2, OutcomeProcessing: 3, OutcomePassed: 4}

// Asset list orders.
const (
	AssetSortUpload = "upload" // upload order (the default)
	AssetSortWorst  = "worst"  // errors, then failed (most failed checks first), review, processing, passed
	AssetSortScore  = "score"  // lowest compliance score first, unscored last
	AssetSortName   = "name"   // by name, numbers in names by value, case and accents ignored
)

// AssetQuery filters and orders a list of assets. The zero value lists
// every asset in upload order.
type AssetQuery struct {
	Outcome Outcome
	Sort    string
	Page    PageRequest
}

// ParseAssetQuery reads the outcome and sort parameters of an asset list
// ("" or "all" for every outcome; "" for upload order).
func ParseAssetQuery(outcome, sort string, pg PageRequest) (AssetQuery, error) {
	q := AssetQuery{Page: pg, Sort: AssetSortUpload}
	switch o := Outcome(outcome); o {
	case "", "all":
	case OutcomeError, OutcomeFailed, OutcomeReview, OutcomeProcessing, OutcomePassed:
		q.Outcome = o
	default:
		return q, Invalid("outcome must be one of all, failed, review, passed, processing, error")
	}
	switch sort {
	case "":
	case AssetSortUpload, AssetSortWorst, AssetSortScore, AssetSortName:
		q.Sort = sort
	default:
		return q, Invalid("sort must be one of upload, worst, score, name")
	}
	return q, nil
}

// AssetOutcome is an asset's outcome: an error or processing state first,
// then failed checks, then warnings (the builder's outcomeOf).
func AssetOutcome(a store.Asset) Outcome {
	switch a.Status {
	case store.AssetError:
		return OutcomeError
	case store.AssetUploading, store.AssetAnalyzing, "processing":
		return OutcomeProcessing
	}
	failed, warnings := checkCounts(a)
	switch {
	case failed > 0:
		return OutcomeFailed
	case warnings > 0:
		return OutcomeReview
	}
	return OutcomePassed
}

// checkCounts are an asset's failed and warning checks: its analysis
// summary, or its issues counted when the summary is empty.
func checkCounts(a store.Asset) (failed, warnings int) {
	an := a.Analysis
	if an == nil {
		return 0, 0
	}
	if an.Summary.TotalChecks > 0 {
		return an.Summary.Failed, an.Summary.Warnings
	}
	for _, i := range an.Issues {
		switch i.Status {
		case compliance.StatusFail:
			failed++
		case compliance.StatusWarning:
			warnings++
		}
	}
	return failed, warnings
}

// keySep separates a sort's name, its value and the asset ID in a paging
// key. Upload-order keys are the bare ID (IDs are time-ordered), so a
// cursor of one order is told from another's and refused.
const keySep = "\x1f"

// maxNameKey bounds the name part of a key so a cursor stays within its
// size limit; names alike in their first few hundred characters fall back
// to upload order.
const maxNameKey = 320

// assetKeyFunc returns the paging key of the order: each key is unique
// (it ends in the asset ID, so ties keep upload order) and the keys sort as
// the order does.
func assetKeyFunc(sort string) func(store.Asset) string {
	switch sort {
	case AssetSortName:
		// A collator of the root locale: numbers by value, case and
		// accents ignored (what the builder's localeCompare did).
		var buf collate.Buffer
		c := collate.New(language.Und, collate.Numeric, collate.Loose)
		return func(a store.Asset) string {
			k := c.KeyFromString(&buf, a.Name)
			if len(k) > maxNameKey {
				k = k[:maxNameKey]
			}
			key := AssetSortName + keySep + string(k) + keySep + a.ID
			buf.Reset()
			return key
		}
	case AssetSortScore:
		return func(a store.Asset) string { return AssetSortScore + keySep + scoreKey(a) + keySep + a.ID }
	case AssetSortWorst:
		return func(a store.Asset) string {
			failed, _ := checkCounts(a)
			return fmt.Sprintf("%s%s%d%06d%s%s%s", AssetSortWorst, keySep, outcomeRank[AssetOutcome(a)], 999_999-min(max(failed, 0), 999_999), scoreKey(a), keySep, a.ID)
		}
	}
	return func(a store.Asset) string { return a.ID }
}

// scoreKey orders scores from the lowest, assets without one last.
func scoreKey(a store.Asset) string {
	if a.Analysis == nil || a.Analysis.ComplianceScore == nil {
		return "9999"
	}
	return fmt.Sprintf("%04d", min(max(*a.Analysis.ComplianceScore, 0), 9998))
}

// checkCursorOrder refuses a cursor made by another order of the list.
func checkCursorOrder(cursor, sort string) error {
	after, err := decodeKeyCursor(cursor)
	if err != nil || after == "" {
		return err
	}
	prefixed := strings.HasPrefix(after, sort+keySep)
	if (sort == AssetSortUpload) == strings.Contains(after, keySep) || (sort != AssetSortUpload && !prefixed) {
		return Invalid("invalid cursor: it belongs to another sort of the list")
	}
	return nil
}
