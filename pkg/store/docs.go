package store

import (
	"context"
	"encoding/json"
)

// Document kinds kept in the organization-scoped document store.
const (
	DocConcept           = "concept"            // a campaign's concept object, by campaign ID
	DocResults           = "results"            // a campaign's results object, by campaign ID
	DocProcessingResults = "processing-results" // client-saved processing results, by ID
	DocWorkflow          = "workflow"           // review workflows, by ID
	DocSetting           = "setting"            // organization settings, by key
	DocMatrix            = "matrix"             // a campaign's edited creative matrix (options and its row chunks), by campaign ID
	DocMatrixRows        = "matrix-rows"        // a campaign matrix's rows, at most 1,000 a document, by campaign ID/chunk number
	DocTrafficking       = "trafficking"        // trafficking packages, by ID
	DocTraffickingRows   = "trafficking-rows"   // a trafficking package's rows, 1,000 a document, by package ID/chunk number
	DocBRD               = "brd"                // uploaded BRD versions, by ID
	DocCredential        = "credential"         // encrypted service credentials, by service/type
	DocRuleSet           = "ruleset"            // named, versioned rule sets (from BRDs), by ID
	DocFormField         = "form-field"         // the organization's changes to a new-campaign form field, by field ID
	DocConfiguration     = "configuration"      // saved new-campaign form presets, by ID
	DocAPIToken          = "api-token"          // API tokens of machines (hashed), by ID
	DocCheckRun          = "check-run"          // check runs CI reported for a campaign (counts), by ID
	DocCheckRunResults   = "check-run-results"  // a check run's per-asset results, by the run's ID
)

// Docs stores small JSON documents per organization and kind: the records
// the spec leaves open (concepts, results, workflows, settings). A document
// with a top-level "sha256" field holds that blob (an uploaded BRD file):
// backups include it and the start-up sweep keeps it.
type Docs interface {
	GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error)
	PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error
	// ListDocs returns the kind's documents by ID, in ID order.
	ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error)
	DeleteDoc(ctx context.Context, orgID, kind, id string) error
	// DocVersion returns the document's version: 0 when it does not exist,
	// 1 after the first PutDoc, one more after each further PutDoc. A
	// deletion resets it. Use cases compare it to the version a client
	// read, to refuse a stale write.
	DocVersion(ctx context.Context, orgID, kind, id string) (int64, error)
}
