package brd_test

import (
	"slices"
	"testing"
)

// TestLoadTimesAreNoDurations: a time a creative has to load in is how
// fast it arrives over a network, not how long it runs; a length that
// sits beside a load time stays a length. Sentences of my own.
func TestLoadTimesAreNoDurations(t *testing.T) {
	tests := []struct {
		name, src, quote string
		reason           string // "" means enabled, not flagged
	}{
		{"must load within a time", "# Rich media\nEach expandable unit must load within 3 seconds on a mobile connection.", "3 seconds", "how fast the creative must load"},
		{"initial load finished in a time", "# HTML5\nUnits must complete their initial load in under 2 seconds.", "2 seconds", "how fast the creative must load"},
		{"a load time limit", "# Display\nMaximum load time: 4 seconds.", "4 seconds", "how fast the creative must load"},
		{"a running length", "# Video\nSpots must not run longer than 20 seconds.", "20 seconds", ""},
		{"an animation length", "# Display\nAnimation must stop within 15 seconds.", "15 seconds", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "duration", tt.quote), tt.reason)
		})
	}
}

// TestRefusalCarriedToLaterValues: "X are refused, and so are files at
// N" refuses N too: a list of allowed values read from N is disabled for
// review, and a list the sentence requires stays enabled.
func TestRefusalCarriedToLaterValues(t *testing.T) {
	tests := []struct {
		name, src, quote string
		reason           string // "" means enabled, not flagged
	}{
		{"and so are", "# Video\nInterlaced files are rejected, and so are files at 48 or 120 fps.", "120 fps", "refuses these values"},
		{"as are", "# Video\nAnimated masters are not accepted, as are masters at 48 or 120 fps.", "120 fps", "refuses these values"},
		{"a plain list stays allowed", "# Video\nFiles must be at 24 or 30 fps.", "30 fps", ""},
		{"a refusal of the others", "# Video\nFiles must be at 24 or 30 fps; other frame rates are rejected.", "30 fps", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "frameRate", tt.quote), tt.reason)
		})
	}
}

// TestTolerancesPartsOfNamesAndThirdParties: a tolerance between two
// figures, what some unnamed publishers impose, and a whole-name pattern
// read for a sentence that requires a part of the name are left for
// review; the plain requirement beside each stays enabled. My wording.
func TestTolerancesPartsOfNamesAndThirdParties(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means enabled, not flagged
	}{
		{"a length that must match within a tolerance", "# Video\nThe length in the tag must match the video file's length within 2 seconds.", "duration", "2 seconds", "how far two figures may differ"},
		{"a plain length", "# Video\nThe video must not be longer than 2 seconds.", "duration", "2 seconds", ""},
		{"a cap some networks impose", "# HTML5\nOur tracker weighs 5 KB. Networks that cap the initial load at 90 KB include it, so we suggest a load of 85 KB at most.", "fileSize", "90 KB", "some publishers or networks"},
		{"a cap the document sets", "# HTML5\nThe initial load must not exceed 90 KB.", "fileSize", "90 KB", ""},
		{"a name that must contain a number", "# Naming\nEach file name must contain the seven-digit order number, for example ACME_160x600_1234567.zip.", "naming", "ACME_160x600", "only a part of the file name"},
		{"a name that must follow a pattern", "# Naming\nFiles must be named BRAND_Size_Version, for example ACME_160x600_v2.zip.", "naming", "ACME_160x600", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestEveryAssetOfNamedPlatforms: "all TikTok videos" counts one
// platform's assets; the rule is scoped to the platforms named, not
// widened to every platform. My wording.
func TestEveryAssetOfNamedPlatforms(t *testing.T) {
	tests := []struct {
		name, src, quote string
		platforms        []string
	}{
		{"all of two platforms", "# Video\nWe agreed that all Pinterest and Snapchat videos must be 9:16.", "9:16", []string{"pinterest", "snapchat"}},
		{"every spot of one platform among others", "# Video\nEvery Snapchat spot must be 9:16. YouTube spots are 16:9.", "9:16", []string{"snapchat"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "aspectRatio", tt.quote)
			if r.Params == nil || !slices.Equal(r.Params.Platforms, tt.platforms) {
				t.Fatalf("platforms %v, want %v: %s", r.Params, tt.platforms, dump(r))
			}
		})
	}
}

// TestLeadingSpotLengthNamesTheSpots: "For the :20, …" says which spots
// the sentence is about; a length the sentence itself requires stays.
// My wording.
func TestLeadingSpotLengthNamesTheSpots(t *testing.T) {
	tests := []struct {
		name, src, quote string
		reason           string // "" means enabled, not flagged
	}{
		{"a length naming the spot of a loudness", "# Audio\nFor the :20, master the mix to -23 LKFS.", ":20", "names which spots"},
		{"seconds naming the spots of a loudness", "# Audio\nFor 45-second spots, normalise the mix to -24 LKFS.", "45-second", "names which spots"},
		{"a required length", "# Video\nSpots must run :20 or :40.", ":20", ""},
		{"a lead with a length required after it", "# Video\nFor the :20, the spot must not run past 21 seconds.", ":20", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "duration", tt.quote), tt.reason)
		})
	}
}

// TestAudioCodecOfAudioAds: a codec named in a sentence whose file
// formats are audio files' only is the audio files' codec, not every video
// soundtrack's, even under a video heading; a codec of a video's
// soundtrack keeps the video. My wording.
func TestAudioCodecOfAudioAds(t *testing.T) {
	tests := []struct {
		name, src, quote string
		kinds            []string
	}{
		{"an audio ad line", "# Streaming audio\nSpots: 10–20 s, MP3 or AAC audio, -18 LUFS.", "MP3 or AAC", []string{"audio"}},
		{"an audio ad line under a TV heading", "# Connected TV\nSpots must be 1920x1080.\nAudio: 10–20 s, MP3 or AAC, -18 LUFS.", "MP3 or AAC", []string{"audio"}},
		{"a video's soundtrack", "# Video\nVideos must be 1920x1080 with AAC audio.", "AAC", []string{"video", "audio"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "codec", tt.quote)
			if !slices.Equal(r.Params.Kinds, tt.kinds) {
				t.Fatalf("kinds %v, want %v: %s", r.Params.Kinds, tt.kinds, dump(r))
			}
		})
	}
}

// TestRowLabelNamesTheBound: a settings row labelled with a bound ("min
// frame rate") whose value cells repeat one value sets that bound alone;
// cells with different values for one bound are left for review. My
// wording.
func TestRowLabelNamesTheBound(t *testing.T) {
	src := "# Video\n| Setting | Key | Default | Enforced | Action |\n| Spot min bitrate (kbps) | spot_min_bitrate_kbps | 2500 | 2500 | block |\n| Spot max duration (s) | spot_max_duration_s | 20 | 45 | block |\n| Spot max bitrate (kbps) | spot_max_bitrate_kbps | 9000 | 9000 | block |"
	t.Run("a minimum row", func(t *testing.T) {
		r := reviewed(t, src, "bitrate", "spot_min_bitrate")
		if !r.Enabled || r.Params.Min == nil || *r.Params.Min != 2500 || r.Params.Max != nil || len(r.Params.Allowed) > 0 {
			t.Fatalf("want min 2500 only: %s", dump(r))
		}
	})
	t.Run("a maximum row", func(t *testing.T) {
		r := reviewed(t, src, "bitrate", "spot_max_bitrate")
		if !r.Enabled || r.Params.Max == nil || *r.Params.Max != 9000 || r.Params.Min != nil || len(r.Params.Allowed) > 0 {
			t.Fatalf("want max 9000 only: %s", dump(r))
		}
	})
	t.Run("two values for one bound", func(t *testing.T) {
		wantReview(t, reviewed(t, src, "duration", "spot_max_duration"), "several values")
	})
}

// TestWeightSetOnOneUnit: a weight set "on the 300x50" is that unit's,
// even where the document lists no other sizes; a weight with no unit
// named stays every unit's. My wording.
func TestWeightSetOnOneUnit(t *testing.T) {
	tests := []struct {
		name, src, quote string
		sizes            []string
	}{
		{"a weight on one unit", "# Display\nThe network accepts 40k max on the 300x50, so keep it there.", "40k", []string{"300x50"}},
		{"a weight for one unit", "# Display\nFiles must be 60 KB or less for the 468x60.", "60 KB", []string{"468x60"}},
		{"a weight of every unit", "# Display\nEvery unit must stay within 40 KB.", "40 KB", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "fileSize", tt.quote)
			if !slices.Equal(r.Params.Sizes, tt.sizes) {
				t.Fatalf("sizes %v, want %v: %s", r.Params.Sizes, tt.sizes, dump(r))
			}
		})
	}
}
