package compliance_test

import (
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func f(v float64) *float64 { return &v }

func img(name string, w, h int, size int64) compliance.Asset {
	return compliance.Asset{FileName: name, Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Width: w, Height: h, Size: size}}
}

func video(name string, w, h int, size int64, dur float64) compliance.Asset {
	return compliance.Asset{FileName: name, Info: media.Info{Kind: media.KindVideo, Format: "MP4", MimeType: "video/mp4", Width: w, Height: h, Size: size,
		DurationSeconds: dur, FrameRate: 29.97, VideoCodec: "avc1", AudioCodec: "mp4a", BitrateKbps: 2500}}
}

func pdf(name, text string) compliance.Asset {
	return compliance.Asset{FileName: name, Text: text, Info: media.Info{Kind: media.KindDocument, Format: "PDF", MimeType: "application/pdf", Size: 50000, PageCount: 2}}
}

func html5(name string, h media.HTML5Info) compliance.Asset {
	return compliance.Asset{FileName: name, Info: media.Info{Kind: media.KindHTML5, Format: "ZIP", MimeType: "application/zip", Width: 300, Height: 250, Size: h.CompressedBytes, HTML5: &h}}
}

func rule(field string, p *compliance.Params) compliance.Rule {
	return compliance.Rule{ID: "r-" + field, Rule: "Rule " + field, Severity: compliance.SeverityCritical, Field: field, Section: "Technical", Channel: "All", Enabled: true, Params: p}
}

func goodHTML5() media.HTML5Info {
	return media.HTML5Info{EntryHTML: []string{"index.html"}, AdSizeDeclared: true, FileCount: 6, TotalBytes: 200 * 1024, CompressedBytes: 120 * 1024,
		InitialLoadBytes: 90 * 1024, ClickTagDeclared: true, ClickTagUsed: true}
}
