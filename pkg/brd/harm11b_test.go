package brd_test

import (
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
