package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// JUnit mapping (what Jenkins, GitLab and GitHub test reporters show):
//   - one <testsuite> per asset (name = the asset path), one <testcase> per
//     check (name = "[field] rule title", classname = the asset path with
//     dots replaced so Jenkins does not split it into packages);
//   - a failed check is a <failure> whose type is the rule severity and
//     whose body holds the detected and expected values;
//   - a warning check (manual review, AI unavailable, unmeasurable value)
//     is a <skipped> testcase whose message starts with "warning:" — all
//     three CI systems list skipped tests with their message, and a warning
//     does not turn the test report red (the exit code and --fail-on decide
//     whether the build fails);
//   - an asset that could not be read is one testcase with an <error>.

type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name       string          `xml:"name,attr"`
	Tests      int             `xml:"tests,attr"`
	Failures   int             `xml:"failures,attr"`
	Errors     int             `xml:"errors,attr"`
	Skipped    int             `xml:"skipped,attr"`
	Time       string          `xml:"time,attr"`
	File       string          `xml:"file,attr,omitempty"`
	Properties *junitProps     `xml:"properties,omitempty"`
	Cases      []junitTestcase `xml:"testcase"`
}

type junitProps struct {
	Props []junitProp `xml:"property"`
}

type junitProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type junitTestcase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Time      string        `xml:"time,attr"`
	Skipped   *junitMessage `xml:"skipped,omitempty"`
	Failure   *junitMessage `xml:"failure,omitempty"`
	Error     *junitMessage `xml:"error,omitempty"`
	SystemOut string        `xml:"system-out,omitempty"`
}

type junitMessage struct {
	Message string `xml:"message,attr,omitempty"`
	Type    string `xml:"type,attr,omitempty"`
	Body    string `xml:",chardata"`
}

func writeJUnit(w io.Writer, res Results) error {
	root := junitSuites{Name: "pharmaops asset check", Time: "0"}
	for _, a := range res.Assets {
		suite := junitSuite{Name: assetLabel(a), Time: "0", File: a.Path, Properties: assetProps(a)}
		class := strings.ReplaceAll(assetLabel(a), ".", "_")
		if a.Error != "" {
			suite.Cases = append(suite.Cases, junitTestcase{Name: "read asset", Classname: class, Time: "0",
				Error: &junitMessage{Message: a.Error, Type: "unreadable", Body: a.Error}})
			suite.Errors++
		}
		for _, is := range a.Analysis.Issues {
			tc := junitTestcase{Name: caseName(is), Classname: class, Time: "0"}
			detail := issueDetail(is)
			switch is.Status {
			case compliance.StatusFail:
				tc.Failure = &junitMessage{Message: is.Message, Type: string(is.Severity), Body: detail}
				suite.Failures++
			case compliance.StatusWarning:
				tc.Skipped = &junitMessage{Message: "warning: " + is.Message, Type: "warning"}
				tc.SystemOut = detail
				suite.Skipped++
			}
			suite.Cases = append(suite.Cases, tc)
		}
		suite.Tests = len(suite.Cases)
		root.Tests += suite.Tests
		root.Failures += suite.Failures
		root.Errors += suite.Errors
		root.Suites = append(root.Suites, suite)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(root); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

func assetLabel(a AssetResult) string {
	if a.Path != "" {
		return a.Path
	}
	return a.Name
}

func caseName(is compliance.Issue) string {
	return "[" + is.Field + "] " + is.Rule
}

func assetProps(a AssetResult) *junitProps {
	var p []junitProp
	add := func(k, v string) {
		if v != "" && v != "0" {
			p = append(p, junitProp{k, v})
		}
	}
	add("type", string(a.Info.Kind))
	add("format", a.Info.Format)
	add("sizeBytes", strconv.FormatInt(a.Info.Size, 10))
	if a.Info.Width > 0 && a.Info.Height > 0 {
		add("dimensions", fmt.Sprintf("%dx%d", a.Info.Width, a.Info.Height))
	}
	add("durationSeconds", strconv.FormatFloat(a.Info.DurationSeconds, 'f', -1, 64))
	if a.Analysis.ComplianceScore != nil {
		add("complianceScore", strconv.Itoa(*a.Analysis.ComplianceScore))
		add("band", bandOf(a))
	}
	if len(p) == 0 {
		return nil
	}
	return &junitProps{p}
}

// issueDetail is the multi-line description of a check for CI logs.
func issueDetail(is compliance.Issue) string {
	var b strings.Builder
	line := func(k, v string) {
		if v != "" {
			fmt.Fprintf(&b, "%s: %s\n", k, v)
		}
	}
	line("Message", is.Message)
	line("Rule", is.Rule)
	line("Rule ID", is.RuleID)
	line("Severity", string(is.Severity))
	line("Field", is.Field)
	line("Section", is.Section)
	line("Channel", is.Channel)
	line("Detected", is.DetectedValue)
	line("Expected", is.ExpectedValue)
	line("Grid location", is.GridLocation)
	return b.String()
}
