package report_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pharmaops/pharmaops/pkg/report"
)

func render(t *testing.T, format string, res report.Results) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := report.Write(&buf, format, res, report.Options{ToolVersion: "0.0.0-test"}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "schema", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("sarif.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSARIFValidatesAgainstSchema(t *testing.T) {
	schema := sarifSchema(t)
	cases := map[string]report.Results{
		"sample":       sampleResults(t),
		"empty":        {},
		"only errors":  {Assets: []report.AssetResult{report.ErrorResult("a b/c.png", nil)}},
		"only passing": {Assets: []report.AssetResult{sampleResults(t).Assets[5]}},
	}
	for name, res := range cases {
		t.Run(name, func(t *testing.T) {
			out := render(t, "sarif", res)
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(out))
			if err != nil {
				t.Fatal(err)
			}
			if err := schema.Validate(inst); err != nil {
				t.Fatalf("SARIF does not validate: %v\n%s", err, out)
			}
		})
	}
	// The validator is live: a broken log is rejected.
	bad, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"version":"2.1.0","runs":[{"tool":{"driver":{}},"results":[{"level":"fatal","message":{"text":"x"}}]}]}`))
	if schema.Validate(bad) == nil {
		t.Fatal("schema accepted an invalid SARIF log")
	}
}

func TestSARIFContent(t *testing.T) {
	res := sampleResults(t)
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Invocations []struct {
				Notifications []struct {
					Level string `json:"level"`
				} `json:"toolExecutionNotifications"`
			} `json:"invocations"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Level     string `json:"level"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(render(t, "sarif", res), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if log.Version != "2.1.0" || run.Tool.Driver.Name != "pharmaops" {
		t.Fatalf("header: %s %s", log.Version, run.Tool.Driver.Name)
	}
	s := res.Summary()
	if len(run.Results) != s.Failed+s.Warnings {
		t.Errorf("%d results, want one per failed or warning check (%d)", len(run.Results), s.Failed+s.Warnings)
	}
	errs, warns := 0, 0
	for _, r := range run.Results {
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("ruleIndex %d does not point at %s", r.RuleIndex, r.RuleID)
		}
		switch r.Level {
		case "error":
			errs++
		case "warning":
			warns++
		default:
			t.Errorf("level %q", r.Level)
		}
		if !strings.HasPrefix(r.Locations[0].PhysicalLocation.ArtifactLocation.URI, "assets/") {
			t.Errorf("uri %q", r.Locations[0].PhysicalLocation.ArtifactLocation.URI)
		}
	}
	if errs != s.Failed || warns != s.Warnings {
		t.Errorf("levels: %d errors %d warnings, want %d %d", errs, warns, s.Failed, s.Warnings)
	}
	if n := run.Invocations[0].Notifications; len(n) != 1 || n[0].Level != "error" {
		t.Errorf("unreadable asset notification: %+v", n)
	}
}

// junitDoc mirrors the JUnit output for structural checks.
type junitDoc struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Suites   []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Errors   int    `xml:"errors,attr"`
		Skipped  int    `xml:"skipped,attr"`
		Cases    []struct {
			Name      string    `xml:"name,attr"`
			Classname string    `xml:"classname,attr"`
			Failure   *struct{} `xml:"failure"`
			Skipped   *struct{} `xml:"skipped"`
			Error     *struct{} `xml:"error"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

func TestJUnitStructure(t *testing.T) {
	res := sampleResults(t)
	var doc junitDoc
	if err := xml.Unmarshal(render(t, "junit", res), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Suites) != len(res.Assets) {
		t.Fatalf("%d suites for %d assets", len(doc.Suites), len(res.Assets))
	}
	tests, failures, errs := 0, 0, 0
	for i, s := range doc.Suites {
		f, sk, e := 0, 0, 0
		for _, c := range s.Cases {
			if c.Name == "" || c.Classname == "" {
				t.Errorf("suite %d: testcase without name or classname", i)
			}
			if c.Failure != nil {
				f++
			}
			if c.Skipped != nil {
				sk++
			}
			if c.Error != nil {
				e++
			}
		}
		a := res.Assets[i]
		want := a.Analysis.Summary.TotalChecks
		if a.Error != "" {
			want = 1
		}
		if len(s.Cases) != want || s.Tests != want || s.Failures != f || s.Skipped != sk || s.Errors != e {
			t.Errorf("suite %s: counts %d/%d/%d/%d, cases %d", s.Name, s.Tests, s.Failures, s.Skipped, s.Errors, len(s.Cases))
		}
		if f != a.Analysis.Summary.Failed || sk != a.Analysis.Summary.Warnings {
			t.Errorf("suite %s: %d failures %d skipped, analysis %+v", s.Name, f, sk, a.Analysis.Summary)
		}
		tests += s.Tests
		failures += f
		errs += e
	}
	if doc.Tests != tests || doc.Failures != failures || doc.Errors != errs {
		t.Errorf("root counts %d/%d/%d, want %d/%d/%d", doc.Tests, doc.Failures, doc.Errors, tests, failures, errs)
	}
}

// TestJUnitValidatesAgainstXSD validates with xmllint (Debian package
// libxml2-utils); Go has no maintained XSD validator.
func TestJUnitValidatesAgainstXSD(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		t.Skip("xmllint not installed (apt-get install libxml2-utils); structure is still checked by TestJUnitStructure")
	}
	dir := t.TempDir()
	xsd, _ := filepath.Abs(filepath.Join("testdata", "schema", "junit-10.xsd"))
	validate := func(name string, data []byte) error {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(xmllint, "--noout", "--nonet", "--schema", xsd, p).CombinedOutput()
		if err != nil {
			return &xmllintError{string(out)}
		}
		return nil
	}
	for name, res := range map[string]report.Results{
		"sample.xml": sampleResults(t),
		"empty.xml":  {},
		"error.xml":  {Assets: []report.AssetResult{report.ErrorResult("x\x01y.png", nil)}},
	} {
		if err := validate(name, render(t, "junit", res)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	// The validator is live: a testcase without a name is rejected.
	if validate("bad.xml", []byte(`<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase classname="c"/></testsuite></testsuites>`)) == nil {
		t.Error("xmllint accepted an invalid JUnit file")
	}
}

type xmllintError struct{ out string }

func (e *xmllintError) Error() string { return "xmllint: " + e.out }
