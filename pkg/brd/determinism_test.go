package brd_test

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestSameDocumentSameRules: a document gives the same rules, byte for
// byte, however often it is read and whatever was read before it in the
// same process (no state of one document may reach the next, and no map's
// order may decide a rule). The documents are held-out ones whose
// sentences bound two quantities in one clause, an SRS with a system
// named throughout, and a spec sheet; each is read alone first, then again
// between the others, several times.
func TestSameDocumentSameRules(t *testing.T) {
	docs := []string{
		filepath.Join(corpusDir, "heldout13", "quorvane-content-hub-srs.brd.txt"),
		filepath.Join(corpusDir, "heldout14", "medlyra-telehealth-sponsorship-guidelines.brd.txt"),
		filepath.Join(corpusDir, "heldout14", "careerloop-professional-network-ad-specs.pdf"),
	}
	rulesOf := func(path string) string {
		b, err := json.Marshal(extractRendering(t, path).Rules)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	first := map[string]string{}
	for _, d := range docs {
		first[d] = rulesOf(d)
	}
	for run := 0; run < 6; run++ {
		for i := range docs {
			d := docs[(i+run)%len(docs)]
			if got := rulesOf(d); got != first[d] {
				t.Fatalf("run %d: %s gave other rules than its first reading", run, filepath.Base(d))
			}
		}
	}
}
