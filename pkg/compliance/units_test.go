package compliance_test

import (
	"math"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestParseDimensions(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"300x250", 300, 250, true},
		{" 728 X 90 ", 728, 90, true},
		{"160×600", 160, 600, true},
		{"300x", 0, 0, false},
		{"x250", 0, 0, false},
		{"0x250", 0, 0, false},
		{"-300x250", 0, 0, false},
		{"999999x1", 0, 0, false},
		{"abc", 0, 0, false},
		{"", 0, 0, false},
		{"300X250", 300, 250, true},
		{"0300x0250", 300, 250, true},
		{"100000x100000", 100000, 100000, true},
		{"100001x1", 0, 0, false},
		{"00000000300x250", 300, 250, true},
		{"300x250x1", 0, 0, false},
		{"300xx250", 0, 0, false},
		{"+300x250", 300, 250, true},
		{"300x250 ", 300, 250, true},
	}
	for _, tt := range tests {
		w, h, ok := compliance.ParseDimensions(tt.in)
		if w != tt.w || h != tt.h || ok != tt.ok {
			t.Errorf("ParseDimensions(%q) = %d,%d,%v", tt.in, w, h, ok)
		}
	}
}

func TestParseAspectRatio(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		ok   bool
	}{
		{"16:9", 16.0 / 9, true},
		{"1.91:1", 1.91, true},
		{"4/5", 0.8, true},
		{"1.5", 1.5, true},
		{"0:1", 0, false},
		{"1:0", 0, false},
		{"a:b", 0, false},
		{"Inf", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		got, ok := compliance.ParseAspectRatio(tt.in)
		if ok != tt.ok || (ok && (got-tt.want) > 1e-9) || (ok && (tt.want-got) > 1e-9) {
			t.Errorf("ParseAspectRatio(%q) = %v,%v", tt.in, got, ok)
		}
	}
}

func TestNormalizeCodec(t *testing.T) {
	tests := map[string]string{
		"avc1": "h264", "H.264": "h264", "AVC": "h264", "avc3": "h264",
		"hvc1": "h265", "HEVC": "h265", "H.265": "h265",
		"vp09": "vp9", "av01": "av1", "mp4v": "mpeg4", "mp4a": "aac", "AAC": "aac", "apcn": "prores",
		"xd5c": "mpeg2", "XDCAM HD 50": "mpeg2", "mx5p": "mpeg2", "AVdn": "dnxhd", "xd": "xd",
		"weird": "weird",
	}
	for in, want := range tests {
		if got := compliance.NormalizeCodec(in); got != want {
			t.Errorf("NormalizeCodec(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestProperties(t *testing.T) {
	a := img("", 300, 250, 1536)
	a.Path = `C:\work\Brand_300x250.png`
	a.Text = strings.Repeat("é", 30000)
	p := compliance.Properties(a)
	if p.FileName != "Brand_300x250.png" || p.FileSizeKB != 1.5 || p.Format != "PNG" || p.MimeType != "image/png" || p.Type != "image" {
		t.Errorf("properties = %+v", p)
	}
	if p.Dimensions == nil || p.Dimensions.Width != 300 || p.Dimensions.Height != 250 {
		t.Errorf("dimensions = %+v", p.Dimensions)
	}
	if n := len([]rune(p.Text)); n != 20000 {
		t.Errorf("text not bounded: %d runes", n)
	}
	if compliance.Properties(pdf("a.pdf", "")).Dimensions != nil {
		t.Error("a PDF has no pixel dimensions")
	}
}

func TestFormatDimensions(t *testing.T) {
	tests := []struct {
		w, h int
		want string
	}{
		{300, 250, "300x250"},
		{0, 0, "0x0"},
		{-1, 7, "-1x7"},
		{100000, 4320, "100000x4320"},
		{math.MaxInt64, math.MinInt64, "9223372036854775807x-9223372036854775808"},
	}
	for _, tt := range tests {
		if got := compliance.FormatDimensions(tt.w, tt.h); got != tt.want {
			t.Errorf("FormatDimensions(%d, %d) = %q, want %q", tt.w, tt.h, got, tt.want)
		}
	}
}
