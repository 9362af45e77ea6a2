package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/pharmaops/pharmaops/internal/quotedcsv"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// TrailCheck is the verification of one organization's audit trail.
type TrailCheck struct {
	OrganizationID string `json:"organizationId"`
	Entries        int    `json:"entries"`
	// BrokenAt is the sequence number of the first entry that fails, 0
	// when the trail is whole; Problem says what is wrong with it.
	BrokenAt uint64 `json:"brokenAt,omitempty"`
	Problem  string `json:"problem,omitempty"`
}

// OK reports whether the trail is whole.
func (c TrailCheck) OK() bool { return c.Problem == "" }

// VerifyAudit re-computes every organization's hash chain: entries
// numbered 1, 2, 3… without gaps, each one's hash over its content and
// the previous entry's hash, and the last one matching the recorded head.
// Any edit, insertion or removal made behind the product's back breaks one
// of these; the check names the first entry where it does.
func VerifyAudit(ctx context.Context, st store.Audit) ([]TrailCheck, error) {
	orgs, err := st.AuditOrganizations(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]TrailCheck, 0, len(orgs))
	for _, org := range orgs {
		c, err := verifyTrail(ctx, st, org)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func verifyTrail(ctx context.Context, st store.Audit, org string) (TrailCheck, error) {
	c := TrailCheck{OrganizationID: org}
	fail := func(seq uint64, format string, args ...any) {
		if c.OK() {
			c.BrokenAt, c.Problem = seq, fmt.Sprintf(format, args...)
		}
	}
	var prev store.AuditEntry
	err := st.WalkAudit(ctx, org, func(e store.AuditEntry, raw []byte) error {
		c.Entries++
		want := prev.Seq + 1
		var decoded store.AuditEntry
		switch {
		case json.Unmarshal(raw, &decoded) != nil:
			fail(e.Seq, "entry %d is not valid JSON", e.Seq)
		case e.Seq != want:
			fail(want, "entry %d is missing (found %d next)", want, e.Seq)
		case e.OrganizationID != org:
			fail(e.Seq, "entry %d names organization %q", e.Seq, e.OrganizationID)
		case e.PrevHash != prev.Hash:
			fail(e.Seq, "entry %d does not chain to entry %d (previous hash differs)", e.Seq, prev.Seq)
		case e.Hash != store.AuditHash(e):
			fail(e.Seq, "entry %d was changed after it was written (hash differs)", e.Seq)
		case !canonical(e, raw):
			fail(e.Seq, "entry %d was changed after it was written (stored bytes differ)", e.Seq)
		}
		prev = e
		return nil
	})
	if err != nil {
		return c, err
	}
	headSeq, headHash, err := st.AuditHead(ctx, org)
	if err != nil {
		return c, err
	}
	if headSeq != prev.Seq || headHash != prev.Hash {
		fail(prev.Seq+1, "the trail ends at entry %d but entry %d was written", prev.Seq, headSeq)
	}
	return c, nil
}

// canonical reports whether raw is exactly the JSON the store writes for
// e, so even an edit the decoder would not see (an added field) shows.
func canonical(e store.AuditEntry, raw []byte) bool {
	want, err := json.Marshal(e)
	return err == nil && bytes.Equal(want, raw)
}

// Audit export formats.
const (
	AuditFormatCSV  = "csv"
	AuditFormatJSON = "json"
)

// auditCSVHeader is the header row of a CSV export.
var auditCSVHeader = []string{"seq", "at", "organizationId", "actorId", "actorEmail", "actorToken", "action",
	"entityType", "entityId", "reason", "old", "new", "prevHash", "hash"}

// ExportAudit writes the trails of the organizations (all when orgID is
// empty), oldest first, as CSV (one row per entry, old and new as JSON
// text) or as a JSON array.
func ExportAudit(ctx context.Context, st store.Audit, orgID, format string, w io.Writer) (int, error) {
	orgs := []string{orgID}
	if orgID == "" {
		var err error
		if orgs, err = st.AuditOrganizations(ctx); err != nil {
			return 0, err
		}
	}
	n := 0
	switch format {
	case AuditFormatCSV:
		// The CSV is for spreadsheets, through the same writer as every
		// other CSV export: a reason or name typed as "=…" is text there,
		// never a formula. The JSON export keeps every value to the byte.
		cw := quotedcsv.NewWriter(w)
		cw.Record(auditCSVHeader...)
		for _, org := range orgs {
			err := st.WalkAudit(ctx, org, func(e store.AuditEntry, _ []byte) error {
				n++
				cw.Record(strconv.FormatUint(e.Seq, 10), e.At.UTC().Format(time.RFC3339Nano), e.OrganizationID,
					e.ActorID, e.ActorEmail, e.ActorToken, e.Action, e.EntityType, e.EntityID, e.Reason,
					string(e.Old), string(e.New), e.PrevHash, e.Hash)
				return cw.Err()
			})
			if err != nil {
				return n, err
			}
		}
		return n, cw.Flush()
	case AuditFormatJSON:
		if _, err := io.WriteString(w, "["); err != nil {
			return 0, err
		}
		for _, org := range orgs {
			err := st.WalkAudit(ctx, org, func(e store.AuditEntry, _ []byte) error {
				sep := ",\n"
				if n == 0 {
					sep = "\n"
				}
				n++
				raw, err := json.Marshal(e)
				if err != nil {
					return err
				}
				_, err = io.WriteString(w, sep+string(raw))
				return err
			})
			if err != nil {
				return n, err
			}
		}
		_, err := io.WriteString(w, "\n]\n")
		return n, err
	}
	return 0, Invalid("unknown audit export format %q (csv or json)", format)
}
