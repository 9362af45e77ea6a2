package brd_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestSeverity(t *testing.T) {
	tests := []struct {
		text string
		want compliance.Severity
		ok   bool
	}{
		{"Files must be JPG.", compliance.SeverityCritical, true},
		{"The ISI shall appear on every frame.", compliance.SeverityCritical, true},
		{"Captions are required.", compliance.SeverityCritical, true},
		{"Flash is prohibited.", compliance.SeverityCritical, true},
		{"Never use off-label claims.", compliance.SeverityCritical, true},
		{"Files must not exceed 150 KB.", compliance.SeverityCritical, true},
		{"Files should be under 150 KB.", compliance.SeverityWarning, true},
		{"An audio description is recommended.", compliance.SeverityWarning, true},
		{"Files should not exceed 150 KB.", compliance.SeverityWarning, true},
		{"Banners may loop twice.", compliance.SeverityMinor, true},
		{"A GIF backup is optional.", compliance.SeverityMinor, true},
		{"A 1:1 cut is nice to have.", compliance.SeverityWarning, true}, // advice, as "where possible" is
		{"MP4 is preferred.", compliance.SeverityWarning, true},          // a recommendation, like a legend's "Pref."
		{"Aim for 20 words or fewer on a frame.", compliance.SeverityWarning, true},
		{"Target: 8 words or fewer per caption.", compliance.SeverityWarning, true},
		{"Touch targets must be at least 12 mm wide.", compliance.SeverityCritical, true},
		{"Only approved colors may be used.", compliance.SeverityCritical, true},
		{"Files may not exceed 150 KB.", compliance.SeverityCritical, true},
		{"Note: filing numbers are assigned after review.", compliance.SeverityInfo, true},
		{"Maximum file size 150 KB", compliance.SeverityCritical, true},
		{"Approved sizes: 300x250 and 728x90", compliance.SeverityCritical, true},
		{"The campaign launches in April.", "", false},
		{"The brand team approved the concept.", "", false},
	}
	for _, tt := range tests {
		got, ok := brd.Severity(tt.text)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Severity(%q) = %q, %v; want %q, %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
}

func TestClassifyField(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Approved dimensions are listed below.", "dimensions"},
		{"The file size must stay small.", "fileSize"},
		{"Accepted file types are listed below.", "format"},
		{"The spot duration must match the media plan.", "duration"},
		{"The aspect ratio must be preserved.", "aspectRatio"},
		{"Frame rate must match the source.", "frameRate"},
		{"Bitrate must be constant.", "bitrate"},
		{"Use the H.264 codec.", "codec"},
		{"Fonts must be embedded.", "typography"},
		{"Contrast must meet WCAG AA.", "contrast"},
		{"The Important Safety Information must be visible.", "safetyInfo"},
		{"ISI must scroll.", "safetyInfo"},
		{"Fair balance must be maintained.", "fairBalance"},
		{"The indication must be stated.", "indication"},
		{"Disclaimers must be legible.", "disclaimers"},
		{"Each asset must show its FDA filing number.", "fdaFilingNumber"},
		{"Record the 2253 submission.", "fdaFilingNumber"},
		{"Content is for HCP audiences.", "customerType"},
		{"The logo must not be distorted.", "brandGuidelines"},
		{"All images must have alt text.", "accessibility"},
		{"Videos must include closed captions.", "accessibility"},
		{"Follow the naming convention.", "naming"},
		{"The file name must include the version.", "naming"},
		{"Metadata must include the job number.", "metadata"},
		{"Embedded metadata shall include the FDA submission number.", "metadata"},
		{"Captions should not cover the ISI.", "accessibility"},
		{"The brand team will review the work.", ""},
		{"Please contact the project manager.", ""},
	}
	for _, tt := range tests {
		if got := brd.ClassifyField(tt.text); got != tt.want {
			t.Errorf("ClassifyField(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestChannel(t *testing.T) {
	tests := []struct {
		text     string
		headings []string
		want     string
	}{
		{"Banners must be 300x250.", nil, "Display"},
		{"Videos must be 15 s.", nil, "Video"},
		{"Instagram posts must be square.", nil, "Social"},
		{"Emails must be 600 px wide.", nil, "Email"},
		{"Brochures must be CMYK.", nil, "Print"},
		{"The landing page must link to the PI.", nil, "Web"},
		{"Files must be small.", []string{"4. Display Specifications", "4.2 File Weight"}, "Display"},
		{"Files must be small.", nil, "All"},
		{"Banners and videos must carry the ISI.", nil, "All"},
		{"The ISI must display on every frame.", nil, "All"},
		{"The 320x50 mobile banner must be under 50 KB.", []string{"Display Specs"}, "Display"},
		// A heading's bracketed aside says where its unit runs, not a
		// second channel; outside brackets two channels stay two.
		{"Spots run at 25 fps.", []string{"5. Paid media", "5.1 Video (partner web pages)"}, "Video"},
		{"Spots run at 25 fps.", []string{"5. Paid media", "5.1 Video and web pages"}, "All"},
	}
	for _, tt := range tests {
		if got := brd.Channel(tt.text, tt.headings); got != tt.want {
			t.Errorf("Channel(%q, %q) = %q, want %q", tt.text, tt.headings, got, tt.want)
		}
	}
}

func TestSection(t *testing.T) {
	tests := []struct {
		headings       []string
		field, channel string
		want           string
	}{
		{[]string{"4. Display Specifications", "4.1 Formats"}, "format", "Display", "Display Requirements"},
		{[]string{"5. Video Technical Specifications"}, "frameRate", "Video", "Video Requirements"},
		{[]string{"Paid Social"}, "dimensions", "Social", "Social Media"},
		{[]string{"Email Build"}, "fileSize", "Email", "Email"},
		{[]string{"Regulatory Requirements", "Important Safety Information"}, "safetyInfo", "All", "Compliance"},
		{[]string{"Brand"}, "brandGuidelines", "All", "Branding"},
		{[]string{"Accessibility"}, "accessibility", "All", "Accessibility"},
		{[]string{"8. Naming Conventions"}, "naming", "Display", "Technical"},
		{[]string{"Technical Requirements"}, "fileSize", "Display", "Display Requirements"},
		{[]string{"Technical Requirements"}, "fileSize", "All", "Technical"},
		{nil, "safetyInfo", "All", "Compliance"},
		{nil, "duration", "All", "Video Requirements"},
		{nil, "duration", "Display", "Display Requirements"},
		{[]string{"Custom Rules"}, "naming", "All", "Custom Rules"},
	}
	for _, tt := range tests {
		if got := brd.Section(tt.headings, tt.field, tt.channel); got != tt.want {
			t.Errorf("Section(%q, %s, %s) = %q, want %q", tt.headings, tt.field, tt.channel, got, tt.want)
		}
	}
}

// TestRegulatorNameIsNoFilingRule: "FDA" alone names the regulator, not a
// filing or an approval code; a filing rule needs a word for the filing.
func TestRegulatorNameIsNoFilingRule(t *testing.T) {
	tests := []struct {
		src  string
		want bool // a fdaFilingNumber rule
	}{
		{"# Copy\nHeadlines must stay in sentence case; acronyms such as FDA may stay in capitals.", false},
		{"# Copy\nBody copy must agree with the FDA-approved label.", false},
		{"# Legal\nEvery piece must carry its FDA submission number.", true},
		{"# Legal\nEach asset must show its job code.", true},
	}
	for _, tt := range tests {
		res := extractText(tt.src)
		got := slices.ContainsFunc(res.Rules, func(r compliance.Rule) bool { return r.Field == "fdaFilingNumber" })
		if got != tt.want {
			t.Errorf("%q: filing rule %v, want %v (%s)", tt.src, got, tt.want, dump(res.Rules))
		}
	}
}
