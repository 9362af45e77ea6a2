package quotedcsv_test

import (
	"bytes"
	"errors"
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
