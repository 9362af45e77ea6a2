package brd_test

import (
	"reflect"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func f(v float64) *float64 { return &v }

// wantParams is the expected Params of one field; nil means "absent".
type wantParams map[string]*compliance.Params

func TestExtractParams(t *testing.T) {
	tests := []struct {
		name string
		text string
		want wantParams
	}{
		// Dimensions.
		{"dims x", "Banners must be 300x250, 728x90 or 160x600.", wantParams{"dimensions": {Allowed: []string{"300x250", "728x90", "160x600"}}}},
		{"dims spaced", "Use 300 x 250 pixels.", wantParams{"dimensions": {Allowed: []string{"300x250"}}}},
		{"dims times sign", "The 300×250 unit is required.", wantParams{"dimensions": {Allowed: []string{"300x250"}}}},
		{"dims capital X", "Only 300X250 is approved.", wantParams{"dimensions": {Allowed: []string{"300x250"}}}},
		{"dims by", "The unit measures 300 by 250 px.", wantParams{"dimensions": {Allowed: []string{"300x250"}}}},
		{"dims px suffix", "1920x1080px master", wantParams{"dimensions": {Allowed: []string{"1920x1080"}}}},
		{"dims unit on both sides", "Stories: 1080 px × 1920 px.", wantParams{"dimensions": {Allowed: []string{"1080x1920"}}}},
		{"trim with mm on both sides", "Trim size 105 mm × 148 mm.", wantParams{"dimensions": {Allowed: []string{"105x148"}, Unit: "mm", Check: "trimSize"}}},
		{"page of is not a size", "See page 300 of 250 for details.", wantParams{}},
		{"retina multiplier is not a size", "Supply 2x assets for retina screens.", wantParams{}},
		// File sizes.
		{"size KB", "Max file size 150KB.", wantParams{"fileSize": {Max: f(150), Unit: "KB"}}},
		{"size spaced", "must not exceed 150 KB", wantParams{"fileSize": {Max: f(150), Unit: "KB"}}},
		{"size MB decimal", "at most 1.5 MB", wantParams{"fileSize": {Max: f(1536), Unit: "KB"}}},
		{"size GB", "Files up to 1GB are accepted.", wantParams{"fileSize": {Max: f(1048576), Unit: "KB"}}},
		{"size k", "keep the initial load under 200k", wantParams{"fileSize": {Max: f(200), Unit: "KB"}}},
		{"size at least", "Masters must be at least 50 MB.", wantParams{"fileSize": {Min: f(51200), Unit: "KB"}}},
		{"size range", "between 100 and 200 KB", wantParams{"fileSize": {Min: f(100), Max: f(200), Unit: "KB"}}},
		{"size default max", "File weight: 150 KB", wantParams{"fileSize": {Max: f(150), Unit: "KB"}}},
		{"size bytes", "no more than 512000 bytes", wantParams{"fileSize": {Max: f(500), Unit: "KB"}}},
		{"4K is a resolution", "Deliver a 4K video master.", wantParams{}},
		{"200k impressions is a count", "The campaign must reach 200k impressions.", wantParams{}},
		{"max after", "150 KB maximum", wantParams{"fileSize": {Max: f(150), Unit: "KB"}}},
		// Durations.
		{"dur en dash", "Spots run 6–30 seconds.", wantParams{"duration": {Min: f(6), Max: f(30), Unit: "s"}}},
		{"dur hyphen s", "Length 6-30s", wantParams{"duration": {Min: f(6), Max: f(30), Unit: "s"}}},
		{"dur spots", "Deliver :15 and :30 spots.", wantParams{"duration": {Allowed: []string{"15", "30"}, Unit: "s"}}},
		{"dur 15s", "A 15s cutdown is required.", wantParams{"duration": {Allowed: []string{"15"}, Min: f(15), Max: f(15), Unit: "s"}}},
		{"dur sec", "must be 15 sec", wantParams{"duration": {Allowed: []string{"15"}, Min: f(15), Max: f(15), Unit: "s"}}},
		{"dur between", "between 6 and 30 seconds", wantParams{"duration": {Min: f(6), Max: f(30), Unit: "s"}}},
		{"dur up to", "Animation may run up to 30 seconds.", wantParams{"duration": {Max: f(30), Unit: "s"}}},
		{"dur minute", "Videos must not exceed 1 minute.", wantParams{"duration": {Max: f(60), Unit: "s"}}},
		{"dur list", "Cut 6, 15 or 30 seconds versions.", wantParams{"duration": {Allowed: []string{"6", "15", "30"}, Min: f(6), Max: f(15 * 2), Unit: "s"}}},
		{"dur stop after", "Animation must stop after 15 seconds.", wantParams{"duration": {Max: f(15), Unit: "s"}}},
		{"hours are not durations", "Send files within 48 hours.", wantParams{}},
		// Formats.
		{"formats", "Accepted formats: JPG, PNG, GIF.", wantParams{"format": {Allowed: []string{"JPG", "PNG", "GIF"}}}},
		{"formats as given", "Static images as JPEG or JPG, video as MP4 or MOV; WebP and HTML5 are fine.", wantParams{"format": {Allowed: []string{"JPEG", "JPG", "MP4", "MOV", "WEBP", "HTML5"}}}},
		// Frame rates.
		{"fps list", "Frame rate 23.976, 25 or 29.97 fps.", wantParams{"frameRate": {Allowed: []string{"23.976", "25", "29.97"}, Min: f(23.976), Max: f(29.97), Unit: "fps"}}},
		{"fps 23.98 is 24000/1001", "Frame rate 23.98 / 24 fps.", wantParams{"frameRate": {Allowed: []string{"23.976", "24"}, Min: f(23.976), Max: f(24), Unit: "fps"}}},
		{"fps single", "Deliver at 30 fps.", wantParams{"frameRate": {Allowed: []string{"30"}, Min: f(30), Max: f(30), Unit: "fps"}}},
		{"fps min", "at least 24 fps", wantParams{"frameRate": {Min: f(24), Unit: "fps"}}},
		// Bitrates.
		{"bitrate Mbps", "Minimum bitrate 8 Mbps.", wantParams{"bitrate": {Min: f(8000), Unit: "kbps"}}},
		{"bitrate kbps max", "Audio at most 320 kbps.", wantParams{"bitrate": {Max: f(320), Unit: "kbps"}}},
		{"bitrate range", "10-20 Mbps", wantParams{"bitrate": {Min: f(10000), Max: f(20000), Unit: "kbps"}}},
		// Aspect ratios.
		{"ratios", "Deliver 16:9, 1:1, 4:5 and 9:16 versions.", wantParams{"aspectRatio": {Allowed: []string{"16:9", "1:1", "4:5", "9:16"}}}},
		{"clock time is not a ratio", "Files are due by 10:30 am.", wantParams{}},
		{"odd ratio needs keyword", "Ratio 5:3 is unusual.", wantParams{"aspectRatio": {Allowed: []string{"5:3"}}}},
		// Contrast.
		{"contrast", "Text contrast must be at least 4.5:1.", wantParams{"contrast": {Min: f(4.5), Unit: "ratio"}}},
		// Codecs.
		{"codec", "Encode with H.264.", wantParams{"codec": {Allowed: []string{"h264"}}}},
		{"codec XDCAM is MPEG-2", "Encode masters as ProRes 422 or XDCAM HD422.", wantParams{"codec": {Allowed: []string{"prores", "mpeg2"}}}},
		// Naming.
		{"naming template", "Files must follow the naming convention Brand_Size_Version.", wantParams{"naming": {Pattern: `^[A-Za-z0-9]+_\d+(?:\.\d+)?x\d+(?:\.\d+)?_[Vv]\d+(?:_[a-z]+)?(?:\.[A-Za-z0-9]+)?$`}}},
		{"naming brackets", "Name files [Brand]_[Campaign]_[WxH]_[Version].[ext]", wantParams{"naming": {Pattern: `^[A-Za-z0-9]+_[A-Za-z0-9]+_\d+(?:\.\d+)?x\d+(?:\.\d+)?_[Vv]\d+(?:_[a-z]+)?\.[A-Za-z0-9]+$`}}},
		{"naming literal prefix", "File names must use ACME_[Size]_[Date].", wantParams{"naming": {Pattern: `^ACME_\d+(?:\.\d+)?x\d+(?:\.\d+)?_\d{8}(?:_[a-z]+)?(?:\.[A-Za-z0-9]+)?$`}}},
		// An example name's extension is not a format the document asks for.
		{"naming example", "Name files like ACME_DTC_300x250_V1.jpg.", wantParams{"naming": {Pattern: `^[A-Za-z0-9]+_[A-Za-z0-9]+_\d+x\d+_[Vv]\d+\.[A-Za-z0-9]+$`}}},
		{"trim size in mm", "Trim size: 210 × 297 mm.", wantParams{"dimensions": {Allowed: []string{"210x297"}, Unit: "mm", Check: "trimSize"}}},
		{"a bound of a physical size is no trim size", "Inserts are accepted up to 297 × 210 mm.", wantParams{}},
		{"extension not a name", "Deliver .mp4 or .mov files.", wantParams{"format": {Allowed: []string{"MP4", "MOV"}}}},
		// Prose.
		{"no params", "The brand team will review all work.", wantParams{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := brd.ExtractParams(tt.text)
			for field, want := range tt.want {
				g := got[field]
				if g == nil {
					t.Fatalf("%q: no %s params; got %s", tt.text, field, dump(got))
				}
				if !reflect.DeepEqual(g, want) {
					t.Errorf("%q %s:\n got  %s\n want %s", tt.text, field, dumpP(g), dumpP(want))
				}
			}
			for field, g := range got {
				if _, ok := tt.want[field]; !ok {
					t.Errorf("%q: unexpected %s params %s", tt.text, field, dumpP(g))
				}
			}
		})
	}
}
