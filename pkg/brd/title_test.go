package brd_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestTitle(t *testing.T) {
	tests := []struct {
		rule compliance.Rule
		want string
	}{
		{compliance.Rule{Field: "dimensions", Channel: "Display", Params: &compliance.Params{Allowed: []string{"300x250", "728x90"}}}, "Approved display dimensions"},
		{compliance.Rule{Field: "dimensions", Channel: "All", Params: &compliance.Params{Allowed: []string{"300x250"}}}, "Dimensions 300x250"},
		{compliance.Rule{Field: "dimensions", Channel: "Email", Params: &compliance.Params{Pattern: `^600x\d+$`}}, "Email width 600 px"},
		{compliance.Rule{Field: "fileSize", Params: &compliance.Params{Max: f(150), Unit: "KB"}}, "Maximum file size 150 KB"},
		{compliance.Rule{Field: "fileSize", Params: &compliance.Params{Max: f(1536), Unit: "KB"}}, "Maximum file size 1.5 MB"},
		{compliance.Rule{Field: "fileSize", Params: &compliance.Params{Min: f(1048576), Unit: "KB"}}, "Minimum file size 1 GB"},
		{compliance.Rule{Field: "duration", Params: &compliance.Params{Min: f(6), Max: f(30), Unit: "s"}}, "Duration 6–30 s"},
		{compliance.Rule{Field: "duration", Params: &compliance.Params{Allowed: []string{"15", "30"}, Min: f(15), Max: f(30), Unit: "s"}}, "Durations 15 or 30 s"},
		{compliance.Rule{Field: "format", Channel: "Display", Params: &compliance.Params{Allowed: []string{"JPG", "PNG"}}}, "Allowed display formats: JPG, PNG"},
		{compliance.Rule{Field: "frameRate", Params: &compliance.Params{Allowed: []string{"23.976", "25"}}}, "Frame rate 23.976 or 25 fps"},
		{compliance.Rule{Field: "bitrate", Params: &compliance.Params{Min: f(8000), Unit: "kbps"}}, "Minimum bitrate 8000 kbps"},
		{compliance.Rule{Field: "codec", Params: &compliance.Params{Allowed: []string{"h264"}}}, "Codec h264"},
		{compliance.Rule{Field: "aspectRatio", Params: &compliance.Params{Allowed: []string{"16:9", "1:1"}}}, "Allowed aspect ratios: 16:9, 1:1"},
		{compliance.Rule{Field: "contrast", Params: &compliance.Params{Min: f(4.5)}}, "Minimum contrast ratio 4.5:1"},
		{compliance.Rule{Field: "naming", Params: &compliance.Params{Pattern: "^x$"}}, "File naming convention"},
		{compliance.Rule{Field: "safetyInfo", Description: "Every banner must include the Important Safety Information in a scrolling panel."},
			"Safety information: Every banner must include the Important Safety Information…"},
	}
	for _, tt := range tests {
		if got := brd.Title(tt.rule); got != tt.want {
			t.Errorf("Title(%s) = %q, want %q", dump(tt.rule), got, tt.want)
		}
	}
}
