package brd_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestKindFromTheSentence: a limit read with no kind word takes its kind
// from what else its sentence speaks of. A sentence about video files only
// (a video container, a codec, a frame rate and nothing of another kind)
// gives its resolution and size a video scope, so an email image or a
// banner is never checked against them; a sentence that also names an
// image or a banner gets no such kind. Sentences of my own.
func TestKindFromTheSentence(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		video                   bool // the rule is scoped to video files only
	}{
		{"a minimum resolution beside containers and frame rates", "# Specifications\nWe accept WebM or M4V files, 1920x1080 minimum, 24 or 30 fps.", "dimensions", "1920x1080", true},
		{"a resolution beside a codec", "# Masters\nEvery master shall be H.265 in a MOV wrapper, 3840 × 2160.", "dimensions", "3840 × 2160", true},
		{"a file size beside a container", "# Deliverables\nWe take MP4 files up to 2 GB.", "fileSize", "2 GB", true},
		{"a frame rate makes the sentence video", "# Deliverables\nFiles must be 1280x720, progressive, 50 fps.", "dimensions", "1280x720", true},
		{"an image format in the same sentence", "# Specifications\nWe accept MP4 clips and PNG stills, 1080 × 1080 minimum.", "dimensions", "1080 × 1080", false},
		{"a banner in the same sentence", "# Deliverables\nBanners may embed an MP4 of 640x360 at most.", "dimensions", "640x360", false},
		{"a picture that must fill its frame", "# Specifications\nNo pillarboxing: the picture must fill the 16:9 frame.", "aspectRatio", "16:9", true},
		{"no video word at all", "# Deliverables\nEvery file must be 1200 × 628.", "dimensions", "1200 × 628", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if got := slices.Equal(ruleKinds(r), []string{"video"}); got != tt.video {
				t.Fatalf("want video only %v, got %s", tt.video, dump(r))
			}
		})
	}
}

// TestSubmissionDocumentsAreDocuments: a cap on the reference files or
// supporting papers sent with a submission is a document's, never the
// creative's (a video of 40 MB is not a reference file).
func TestSubmissionDocumentsAreDocuments(t *testing.T) {
	tests := []struct {
		name, src, quote string
		kinds            []string
	}{
		{"reference files", "# Submission\nEach reference file must be under 30 MB.", "30 MB", []string{"document"}},
		{"supporting documents", "# Submission\nSupporting documents may not exceed 10 MB each.", "10 MB", []string{"document"}},
		{"the creative itself", "# Submission\nEach video file must be under 30 MB.", "30 MB", []string{"video"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "fileSize", tt.quote)
			if !slices.Equal(ruleKinds(r), tt.kinds) {
				t.Fatalf("want kinds %v, got %s", tt.kinds, dump(r))
			}
		})
	}
}

// TestLimitsOfOnePieceArriveForReview: a limit its sentence or section
// shows to be of one piece only arrives for review, while the look-alike
// limit of the whole asset stays enabled:
//   - a size that names the units a prohibition is about ("970 × 90 units
//     cannot expand; …") is not the only size allowed, even when a later
//     clause has a "must";
//   - a character count of one piece of the copy no check finds (one
//     line) is not counted on the whole message;
//   - a bumper's length named in the section ("8-second bumpers are fine")
//     is a length the document allows, so a list of spot lengths that
//     would fail it is not applied to every video.
func TestLimitsOfOnePieceArriveForReview(t *testing.T) {
	tests := []struct {
		name, src, field, quote, reason string
	}{
		{"a prohibition about one size, a must after it", "# Display\n970 × 90 units cannot expand: the panel must stay closed.", "dimensions", "970 × 90", "names what the sentence is about"},
		{"the size required", "# Display\nLeaderboards must be 970 × 90.", "dimensions", "970 × 90", ""},
		// (A link's text is its call to action, which the CTA check counts:
		// TestWhichCopyIsCounted.)
		{"a link's text", "# Message fields\nThe link text must not exceed 30 characters.", "characterCount", "30 characters", ""},
		{"characters per line", "# Receipt coupon\nThe coupon text may have at most 38 characters per line.", "characterCount", "38 characters", "one piece of the copy"},
		{"a headline a check finds", "# Message fields\nHeadlines must not exceed 35 characters.", "characterCount", "35 characters", ""},
		{"a bumper the list leaves out", "# Video\nRunning time: 20 or 45 seconds.\n8-second bumpers are fine on the app.", "duration", "20 or 45", "8s"},
		{"no bumper", "# Video\nRunning time: 20 or 45 seconds.\nDeliver a mezzanine copy as well.", "duration", "20 or 45", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestENewsletterIsEmail: a section headed with the "eNewsletter" or
// "e-newsletter" spelling scopes its banner sizes to email, so the
// publisher's website banners are not checked against them.
func TestENewsletterIsEmail(t *testing.T) {
	for _, heading := range []string{"eNewsletter", "E-newsletter", "Newsletter"} {
		t.Run(heading, func(t *testing.T) {
			r := reviewed(t, "# Media kit\n## "+heading+"\nBanner sizes: 640 × 180 px and 336 × 280 px.", "dimensions", "640 × 180")
			if r.Params == nil || !slices.Equal(r.Params.Placements, []string{"email"}) {
				t.Fatalf("want placements [email], got %s", dump(r))
			}
		})
	}
}

// TestLoudnessRange: a loudness range ("between -20 and -14 LUFS") keeps
// both ends, not the last value as an exact target.
func TestLoudnessRange(t *testing.T) {
	tests := []struct {
		src, quote string
		min, max   float64
	}{
		{"# Audio\nThe mix must sit between -20 and -14 LUFS integrated.", "-20 and -14", -20, -14},
		{"# Audio\nDeliver the mix from -25 to -21 LKFS.", "-25 to -21", -25, -21},
		{"# Audio\nThe mix must be -19 LUFS.", "-19 LUFS", -19, -19},
	}
	for _, tt := range tests {
		t.Run(tt.quote, func(t *testing.T) {
			r := reviewed(t, tt.src, "audioLoudness", tt.quote)
			if r.Params == nil || r.Params.Min == nil || r.Params.Max == nil || *r.Params.Min != tt.min || *r.Params.Max != tt.max {
				t.Fatalf("want %v to %v, got %s", tt.min, tt.max, dump(r))
			}
		})
	}
}

// ruleKinds are the asset kinds a rule is limited to, nil when none.
func ruleKinds(r compliance.Rule) []string {
	if r.Params == nil {
		return nil
	}
	return r.Params.Kinds
}

// TestHeadingOverFilesOfSeveralKinds: a heading naming a video among files
// of another kind ("Artwork and teaser video") gives the limits under it no
// video scope (the icons and stills under it are images); a heading naming
// the video alone still does. Sentences of my own.
func TestHeadingOverFilesOfSeveralKinds(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		video                   bool
	}{
		{"artwork beside a video", "# Store listing\n## Artwork and teaser video\n| Asset | Size (px) | Format | Max file size |\n| Store icon | 512 × 512 | PNG | 1 MB |\n| Banner graphic | 1024 × 500 | JPG | 15 MB |", "dimensions", "Size (px)", false},
		{"icons and a video", "# Listing\n## Icons, screenshots and promo video\nEach file must not exceed 8 MB.", "fileSize", "8 MB", false},
		{"the video alone", "# Listing\n## Teaser video\nEach file must not exceed 8 MB.", "fileSize", "8 MB", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if got := slices.Contains(ruleKinds(r), "video"); got != tt.video {
				t.Fatalf("want video %v, got %s", tt.video, dump(r))
			}
		})
	}
}

// TestLogoWidthIsTheLogos: a sentence giving the logo a width on the page or
// screen is the logo's own size, scoped to the logo part and applied; a
// logo's time on screen is still the whole creative's, left for review.
// Sentences of my own.
func TestLogoWidthIsTheLogos(t *testing.T) {
	r := reviewed(t, "# Brand\n## Logo use\nThe Quenly logo must be at least 140 px wide on screen.", "brandGuidelines", "140 px")
	if !slices.Equal(paramsParts(r), []string{"logo"}) || !r.Enabled {
		t.Errorf("want enabled with parts [logo], got %s", dump(r))
	}
	r = reviewed(t, "# Video\nEvery spot must end on the logo for at least 2 seconds.", "brandGuidelines", "2 seconds")
	if r.Enabled {
		t.Errorf("a logo's time on screen is the spot's, want left for review: %s", dump(r))
	}
}

// TestSoundUnderAVideoHeading: a sound requirement whose sentence names no
// kind, under a heading about television or video, is the spots'
// soundtrack (kinds video), so a radio spot of the same document is not
// failed by it; under a heading naming no kind it stays every file's.
// Sentences of my own.
func TestSoundUnderAVideoHeading(t *testing.T) {
	src := "# Broadcast delivery\n## 4. Television: file delivery\nAudio must be 48 kHz PCM with a stereo mix on tracks 1 and 2.\n## 5. Radio: file delivery\nRadio spots may be mono."
	if r := reviewed(t, src, "audioChannels", "stereo"); !slices.Equal(ruleKinds(r), []string{"video"}) {
		t.Errorf("want kinds [video], got %s", dump(r))
	}
	if r := reviewed(t, "# Delivery\n## Files\nAudio must be 48 kHz PCM with a stereo mix.", "audioChannels", "stereo"); len(ruleKinds(r)) != 0 {
		t.Errorf("want no kinds, got %s", dump(r))
	}
	// A row labelled with a video unit.
	rows := "# Asset types\n| ID | Asset type | Channel | Property | Requirement | Level | Notes |\n| T-4 | Pre-roll spot | Online video | Audio | AAC, 48 kHz, 128 kbps min. | SHALL | |\n| T-9 | Podcast spot | Audio | Format | MP3, 44.1 kHz, stereo | SHALL | |"
	if r := reviewed(t, rows, "audioSampleRate", "AAC, 48 kHz"); !slices.Equal(ruleKinds(r), []string{"video"}) {
		t.Errorf("want kinds [video] from the row's label, got %s", dump(r))
	}
}

// TestDisplayRowSpotLengthIsAnAnimationCap: one spot-like length in a
// display unit's line (":15" beside a banner's weights and formats) is the
// longest its animation may run, not an exact length a shorter animated
// GIF would fail; a video's spot lengths stay exact. Lines of my own.
func TestDisplayRowSpotLengthIsAnAnimationCap(t *testing.T) {
	r := reviewed(t, "# Display banners\n- 970x250 billboard: 150K initial, :12, GIF/JPG/HTML5", "duration", ":12")
	p := r.Params
	if p == nil || p.Max == nil || *p.Max != 12 || len(p.Allowed) > 0 {
		t.Errorf("want a 12 s maximum, got %s", dump(r))
	}
	r = reviewed(t, "# Video\n- Pre-roll spots: :20, MP4, 1920x1080", "duration", ":20")
	if r.Params == nil || !slices.Contains(r.Params.Allowed, "20") {
		t.Errorf("a video's spot length stays exact, got %s", dump(r))
	}
}
