package report_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
)

// encodingJSONReport is the JSON report as encoding/json writes ToJSON's
// shape, one asset per line: the reference for the reflection-free
// encoder.
func encodingJSONReport(t *testing.T, res report.Results) []byte {
	t.Helper()
	rep := report.ToJSON(res)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	buf.WriteString("{\"assets\":[\n")
	for i, a := range rep.Assets {
		if i > 0 {
			buf.WriteByte(',')
		}
		if err := enc.Encode(a); err != nil {
			t.Fatal(err)
		}
	}
	buf.WriteString("],\n\"summary\":")
	if err := enc.Encode(rep.Summary); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("}\n")
	return buf.Bytes()
}

// TestJSONLargeReportsInOrder checks that reports of many assets (each
// rule's fields are encoded once and reused) are byte for byte what
// encoding/json writes, in order.
func TestJSONLargeReportsInOrder(t *testing.T) {
	sample := sampleResults(t)
	for _, n := range []int{0, 1, 255, 256, 511, 512, 513, 1000, 2051} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			res := report.Results{Rules: sample.Rules}
			for i := range n {
				a := sample.Assets[i%len(sample.Assets)]
				a.Path = fmt.Sprintf("assets/%04d/%s", i, a.Name)
				res.Assets = append(res.Assets, a)
			}
			var got bytes.Buffer
			if err := report.Write(&got, "json", res, report.Options{}); err != nil {
				t.Fatal(err)
			}
			if want := encodingJSONReport(t, res); !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("the report differs from encoding/json's:\n%.300s\nwant\n%.300s", got.Bytes(), want)
			}
			if !json.Valid(got.Bytes()) {
				t.Fatal("invalid JSON")
			}
		})
	}
}

// TestJSONEncodingError checks that a value JSON cannot hold is an error,
// wherever it is in a large report.
func TestJSONEncodingError(t *testing.T) {
	for _, at := range []int{0, 700, 1999} {
		res := report.Results{}
		for i := range 2000 {
			a := report.AssetResult{Path: fmt.Sprintf("a%d.mp4", i), Name: fmt.Sprintf("a%d.mp4", i), Info: media.Info{Kind: media.KindVideo, DurationSeconds: 15}}
			if i == at {
				a.Info.DurationSeconds = math.NaN()
			}
			res.Assets = append(res.Assets, a)
		}
		var buf bytes.Buffer
		if err := report.Write(&buf, "json", res, report.Options{}); err == nil {
			t.Errorf("NaN duration in asset %d: no error", at)
		}
	}
}
