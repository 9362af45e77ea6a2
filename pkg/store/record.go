package store

import (
	"encoding/json"
	"time"
)

// Record kinds of a store-neutral copy of a database (pharmaops migrate).
const (
	RecordOrganization = "organization"
	RecordUser         = "user"
	RecordSession      = "session"
	RecordInvite       = "invite"
	RecordTicket       = "ticket"
	RecordCampaign     = "campaign"
	RecordAsset        = "asset"
	RecordBlobRef      = "blob-ref"    // ID: the blob; Version: how many assets hold it
	RecordDocument     = "document"    // DocKind and ID; Version: the document's
	RecordRules        = "rules"       // OrgID; Version: the rule list's
	RecordAudit        = "audit"       // OrgID; Version: the sequence number; Raw: the exact stored bytes
	RecordAuditHead    = "audit-head"  // OrgID; Version: the recorded last sequence number; Raw: its hash (a JSON string)
	RecordIdempotency  = "idempotency" // OrgID and ID (the key); At; Raw: the answer
	RecordSigningKey   = "signing-key" // Raw: the key (a JSON base64 string)
)

// Record is one stored record in a form both stores read and write, so a
// database can be copied from one engine to another and the copy compared
// with its source record by record.
type Record struct {
	Kind    string
	OrgID   string
	DocKind string
	ID      string
	Version int64
	At      time.Time
	// Raw is the record's JSON as the store keeps it.
	Raw json.RawMessage
}
