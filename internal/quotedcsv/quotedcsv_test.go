package quotedcsv_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/quotedcsv"
)

func TestRecord(t *testing.T) {
	tests := []struct {
		name   string
		fields []string
		want   string
	}{
		{"every field quoted", []string{"a", "", "1"}, "\"a\",\"\",\"1\"\r\n"},
		{"inner quotes doubled", []string{`big "v2", final`}, "\"big \"\"v2\"\", final\"\r\n"},
		{"formulas defused", []string{"=HYPERLINK(1)", "@SUM(A1)", "+x", "-x", "\tx", "\rx"}, "\"'=HYPERLINK(1)\",\"'@SUM(A1)\",\"'+x\",\"'-x\",\"'\tx\",\"'\rx\"\r\n"},
		{"numbers left alone", []string{"-5", "+1.5", "3"}, "\"-5\",\"+1.5\",\"3\"\r\n"},
		{"line breaks kept inside quotes", []string{"a\nb"}, "\"a\nb\"\r\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			cw := quotedcsv.NewWriter(&b)
			cw.Record(tt.fields...)
			if err := cw.Flush(); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Fatalf("got %q, want %q", b.String(), tt.want)
			}
		})
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestFlushReportsWriteError(t *testing.T) {
	cw := quotedcsv.NewWriter(failingWriter{})
	cw.WriteString("\uFEFF")
	cw.Record("a")
	if err := cw.Flush(); err == nil {
		t.Fatal("no error from a failing writer")
	}
}

// TestFieldsFixture writes each field of testdata/fields.json, the list
// the web app's offline CSV is tested against too.
func TestFieldsFixture(t *testing.T) {
	raw, err := os.ReadFile("testdata/fields.json")
	if err != nil {
		t.Fatal(err)
	}
	var fixture struct {
		Cases []struct{ Value, Field string }
	}
	if err := json.Unmarshal(raw, &fixture); err != nil {
		t.Fatal(err)
	}
	for _, c := range fixture.Cases {
		var b bytes.Buffer
		cw := quotedcsv.NewWriter(&b)
		cw.Record(c.Value)
		if err := cw.Flush(); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSuffix(b.String(), "\r\n"); got != c.Field {
			t.Errorf("%q written as %q, want %q", c.Value, got, c.Field)
		}
	}
}
