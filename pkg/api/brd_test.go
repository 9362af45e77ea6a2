package api_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBRDParse(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	for _, name := range []string{"dtc-display.groff.pdf", "dtc-display.docx", "dtc-display.doc"} {
		raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "brd", name))
		if err != nil {
			t.Fatal(err)
		}
		field := "brdFile"
		if strings.HasSuffix(name, ".doc") {
			field = "brd"
		}
		status, body := brdUpload(t, e, token, field, name, raw)
		if status != 200 || !strings.Contains(body, "BRD processed successfully! Found ") {
			t.Fatalf("%s: %d %s", name, status, body[:min(300, len(body))])
		}
		res := decodeData[struct {
			Rules []struct {
				ID, Field, Severity string
				Params              map[string]any
				Source              struct{ Document, Quote string }
			}
			Document struct {
				Version int
				Name    string
			}
		}](t, body)
		if len(res.Rules) < 10 || res.Rules[0].Source.Quote == "" || res.Rules[0].Source.Document != name {
			t.Fatalf("%s: %d rules, first %+v", name, len(res.Rules), res.Rules[0])
		}
	}
	// The same file again is version 2.
	raw, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "brd", "dtc-display.docx"))
	_, body := brdUpload(t, e, token, "brdFile", "dtc-display.docx", raw)
	if !strings.Contains(body, `"version":2`) {
		t.Fatalf("no second version: %s", body[:min(400, len(body))])
	}
	// Parsing does not apply: the rule list is unchanged until saved.
	if _, _, rules := e.do("GET", "/api/user-data/brd-rules", "", bearer(token)); !strings.Contains(rules, `"version":0,"profile":"spec`) || strings.Contains(rules, "brd-") {
		t.Fatalf("parse applied rules: %s", rules)
	}
	for _, c := range []struct {
		field, name string
		data        []byte
		status      int
		text        string
	}{
		{"brdFile", "notes.pdf", []byte("plain text pretending"), 415, "Failed to process BRD file"},
		{"brdFile", "empty.pdf", nil, 400, "Failed to upload BRD file"},
		{"other", "x.pdf", []byte("%PDF-1.4"), 400, "Failed to upload BRD file"},
		{"brdFile", "broken.pdf", []byte("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF"), 400, "Failed to process BRD file"},
	} {
		status, body := brdUpload(t, e, token, c.field, c.name, c.data)
		if status != c.status || !strings.Contains(body, c.text) || !strings.Contains(body, `"success":false`) {
			t.Errorf("%s: %d %s", c.name, status, body)
		}
	}
	viewer := e.otherOrgToken("viewer")
	if status, _ := brdUpload(t, e, viewer, "brdFile", "dtc-display.docx", raw); status != 403 {
		t.Errorf("viewer parses a BRD: %d", status)
	}
}
