package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// MaxBRDBytes bounds an uploaded BRD.
const MaxBRDBytes = 50 << 20

// The spec's BRD error texts (§8).
const (
	MsgBRDProcessFailed = "Failed to process BRD file"
	MsgBRDUploadFailed  = "Failed to upload BRD file"
)

// BRDVersion is a stored BRD upload: every upload of a document is kept
// as a new version with the rules it gave.
type BRDVersion struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Version    int       `json:"version"`
	Format     string    `json:"format"`
	SHA256     string    `json:"sha256"`
	Size       int64     `json:"size"`
	Pages      int       `json:"pages"`
	RulesFound int       `json:"rulesFound"`
	UploadedBy string    `json:"uploadedBy"`
	UploadedAt time.Time `json:"uploadedAt"`
}

// BRDParseResult is what parsing a BRD gave.
type BRDParseResult struct {
	Document BRDVersion        `json:"document"`
	Rules    []compliance.Rule `json:"rules"`
	Stats    brd.Stats         `json:"stats"`
	Warnings []string          `json:"warnings,omitempty"`
	// Contradictions are pairs of enabled extracted rules no asset can
	// pass together, for the review dialog.
	Contradictions []compliance.Contradiction `json:"contradictions"`
}

// ParseBRDFile extracts rules from a BRD file's bytes (PDF, DOCX, DOC, or a
// spreadsheet: XLSX, ODS; sniffed from content). The CLI and the API share it.
func ParseBRDFile(ctx context.Context, r io.ReaderAt, size int64, name string, ai brd.RuleExtractor) (doctext.Document, brd.Result, error) {
	doc, err := doctext.Extract(r, size)
	if err != nil {
		msg := MsgBRDProcessFailed + ": " + err.Error()
		switch {
		case errors.Is(err, doctext.ErrUnsupported):
			return doc, brd.Result{}, &Error{Kind: ErrUnsupportedType,
				Msg: MsgBRDProcessFailed + ": " + name + " is not a PDF, DOCX, DOC, XLSX or ODS document"}
		case errors.Is(err, doctext.ErrEncrypted):
			msg = MsgBRDProcessFailed + ": the document is password-protected; save an unprotected copy"
		}
		return doc, brd.Result{}, &Error{Kind: ErrInvalid, Msg: msg}
	}
	res := brd.ExtractContext(ctx, doc, brd.Options{DocumentName: name, AI: ai})
	return doc, res, nil
}

// ParseBRD stores an uploaded BRD as a new version and extracts its rules.
// The rules are returned, not applied: the client applies them by saving
// the rule list (spec §2 Apply).
func (a *App) ParseBRD(ctx context.Context, p *Principal, name string, src io.Reader, useAI bool) (BRDParseResult, error) {
	if err := p.require(ActionManageRules); err != nil {
		return BRDParseResult{}, err
	}
	name = cleanFileName(name)
	if err := checkFileName(name); err != nil {
		return BRDParseResult{}, err
	}
	tmp, err := a.Spool(src, MaxBRDBytes)
	if errors.Is(err, blob.ErrTooLarge) {
		return BRDParseResult{}, &Error{Kind: ErrTooLarge, Msg: MsgBRDUploadFailed + ": larger than 50 MB"}
	}
	if err != nil {
		return BRDParseResult{}, &Error{Kind: ErrInvalid, Msg: MsgBRDUploadFailed}
	}
	defer tmp.Remove()
	size := tmp.Size
	if size == 0 {
		return BRDParseResult{}, Invalid(MsgBRDUploadFailed + ": the file is empty")
	}
	var extractor brd.RuleExtractor
	if useAI {
		if an := a.analyzer(); an.Available() {
			extractor = an
		}
	}
	doc, res, err := ParseBRDFile(ctx, tmp, size, name, extractor)
	if err != nil {
		return BRDParseResult{}, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return BRDParseResult{}, err
	}
	ref, err := a.blobs.Put(ctx, tmp, MaxBRDBytes)
	if err != nil {
		return BRDParseResult{}, err
	}
	v := BRDVersion{ID: store.NewID(), Name: name, Format: doc.Format, SHA256: ref.SHA256, Size: size,
		Pages: len(doc.Pages), RulesFound: len(res.Rules), UploadedBy: reviewerName(p), UploadedAt: a.now().UTC()}
	previous, err := a.ListBRDs(ctx, p)
	if err != nil {
		return BRDParseResult{}, err
	}
	v.Version = 1
	for _, old := range previous {
		if strings.EqualFold(old.Name, name) && old.Version >= v.Version {
			v.Version = old.Version + 1
		}
	}
	raw, _ := json.Marshal(v)
	err = a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocBRD, v.ID, raw); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "brd.upload", "brd", v.ID, nil, v)
	})
	if err != nil {
		return BRDParseResult{}, err
	}
	rules := res.Rules
	if rules == nil {
		rules = []compliance.Rule{}
	}
	contradictions := compliance.Contradictions(rules)
	if contradictions == nil {
		contradictions = []compliance.Contradiction{}
	}
	return BRDParseResult{Document: v, Rules: rules, Stats: res.Stats, Warnings: res.Warnings, Contradictions: contradictions}, nil
}

// ListBRDs returns the uploaded BRD versions, oldest first.
func (a *App) ListBRDs(ctx context.Context, p *Principal) ([]BRDVersion, error) {
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocBRD)
	if err != nil {
		return nil, err
	}
	out := []BRDVersion{}
	for _, id := range ids {
		var v BRDVersion
		if err := json.NewDecoder(bytes.NewReader(docs[id])).Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}
