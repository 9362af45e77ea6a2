package brd_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// The whole corpus, every rendering: `make test` runs the extractor over
// each document of testdata/brd in every format it is committed in, scores
// it against its key and checks its rules against the assets the document
// allows. It fails on a recall below the recorded baseline
// (testdata/brd/recall-baseline.json, rewritten with -update-baseline) and
// on any harmful rule: an enabled critical rule that fails an allowed
// asset.

var updateBaseline = flag.Bool("update-baseline", false, "rewrite testdata/brd/recall-baseline.json with the current recall")

// renderings are the formats a corpus document may be committed in.
var renderings = []string{"brd.txt", "groff.pdf", "gs.pdf", "docx", "doc", "chromium.pdf", "lo.pdf"}

// allowedAsset is an asset the document allows, described by what
// media.Probe would measure.
type allowedAsset struct {
	Name string `json:"name"`
	// Text is the asset's text (its copy, ISI, approval code) and
	// CustomerType the campaign's audience, as asset check gets them.
	Text         string     `json:"text,omitempty"`
	CustomerType string     `json:"customerType,omitempty"`
	Channel      string     `json:"channel,omitempty"`
	Info         media.Info `json:"info"`
}

// corpusKey is an answer key with the assets the document allows.
type corpusKey struct {
	Document      string         `json:"document"`
	Style         string         `json:"style,omitempty"`
	HeldOut       *heldOutRun    `json:"heldOut,omitempty"`
	Rules         []keyRule      `json:"rules"`
	AllowedAssets []allowedAsset `json:"allowedAssets,omitempty"`
}

// heldOutRun records the first run of a held-out document.
type heldOutRun struct {
	Recall  float64 `json:"recall"`
	Harmful int     `json:"harmful"`
}

func loadCorpusKey(t *testing.T, path string) corpusKey {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var k corpusKey
	if err := json.Unmarshal(data, &k); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return k
}

// extractRendering reads one rendering of a corpus document.
func extractRendering(t *testing.T, path string) brd.Result {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(path)
	if strings.HasSuffix(path, ".brd.txt") {
		return brd.Extract(parseSource(string(data)), brd.Options{DocumentName: name})
	}
	doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("doctext.Extract(%s): %v", path, err)
	}
	return brd.Extract(doc, brd.Options{DocumentName: name})
}

// harmfulRules checks the enabled critical rules against the allowed
// assets and describes each failure.
func harmfulRules(rules []compliance.Rule, assets []allowedAsset) []string {
	var enabled []compliance.Rule
	for _, r := range rules {
		if r.Enabled && r.Severity == compliance.SeverityCritical {
			enabled = append(enabled, r)
		}
	}
	var out []string
	for _, a := range assets {
		asset := compliance.Asset{FileName: a.Name, Info: a.Info, Text: a.Text, CustomerType: a.CustomerType, Channel: a.Channel}
		an := compliance.Check(context.Background(), asset, enabled, compliance.Options{})
		for _, is := range an.Issues {
			if is.Status == compliance.StatusFail {
				out = append(out, fmt.Sprintf("%s fails %s %q: %s", a.Name, is.Field, is.Rule, is.Message))
			}
		}
	}
	return out
}

// TestCorpusRecallAndHarm is the corpus gate described above.
func TestCorpusRecallAndHarm(t *testing.T) {
	keys, err := filepath.Glob(filepath.Join(corpusDir, "*.key.json"))
	if err != nil || len(keys) == 0 {
		t.Fatalf("no keys in %s", corpusDir)
	}
	basePath := filepath.Join(corpusDir, "recall-baseline.json")
	baseline := map[string]float64{}
	if data, err := os.ReadFile(basePath); err == nil {
		if err := json.Unmarshal(data, &baseline); err != nil {
			t.Fatal(err)
		}
	}
	current := map[string]float64{}
	perStyle := map[string]*scores{}
	for _, kp := range keys {
		name := strings.TrimSuffix(filepath.Base(kp), ".key.json")
		key := loadCorpusKey(t, kp)
		ak := answerKey{Document: key.Document, Rules: key.Rules}
		for _, format := range renderings {
			path := filepath.Join(corpusDir, name+"."+format)
			if _, err := os.Stat(path); err != nil {
				continue
			}
			id := name + "." + format
			res := extractRendering(t, path)
			s := score(res.Rules, ak)
			current[id] = math.Round(s.recall()*1000) / 1000
			style := key.Style
			if style == "" {
				style = "BRD (groff, Ghostscript, DOCX, DOC)"
			}
			if perStyle[style] == nil {
				perStyle[style] = &scores{}
			}
			perStyle[style].add(s)
			t.Logf("%s: %s", id, s)
			for _, n := range s.notes {
				t.Logf("  %s: %s", id, n)
			}
			if want, ok := baseline[id]; ok && current[id] < want-0.0005 && !*updateBaseline {
				t.Errorf("%s: recall %.3f fell below its baseline %.3f", id, current[id], want)
			}
			for _, h := range harmfulRules(res.Rules, key.AllowedAssets) {
				t.Errorf("%s: harmful rule: %s", id, h)
			}
		}
	}
	for _, style := range slices.Sorted(func(yield func(string) bool) {
		for s := range perStyle {
			if !yield(s) {
				return
			}
		}
	}) {
		t.Logf("style %s: %s", style, perStyle[style])
	}
	if *updateBaseline {
		data, _ := json.MarshalIndent(current, "", "  ")
		if err := os.WriteFile(basePath, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
