package brd_test

import (
	"testing"
)

// TestSoundtrackTakesItsUnitsChannel: an audio-track limit written on a
// line of its own, naming no channel, belongs to the spots the lines before
// it describe (a sentence whose subject they are, or their bare label), so
// a social video or an audio ad of the same campaign is not checked
// against it. A line that only names a channel inside a property ("CTV
// minimum bitrate") or another section's unit gives it nothing. Wording of
// my own.
func TestSoundtrackTakesItsUnitsChannel(t *testing.T) {
	tests := []struct {
		name, src, field, quote, channel string
	}{
		{"a requirements table: the audio row after the spots' row",
			"# Requirements\n| No. | Requirement | Level |\n| R-7 | Streaming video spots shall be 20 seconds, MP4, 1920x1080. | Must |\n| R-8 | Sound shall be 48 kHz stereo at -23 LUFS. | Must |\n| R-9 | Instagram posts: images 1080x1080 JPG. | Must |",
			"audioSampleRate", "Sound shall be", "Video"},
		{"the loudness of the same row",
			"# Requirements\n| No. | Requirement | Level |\n| R-7 | Streaming video spots shall be 20 seconds, MP4, 1920x1080. | Must |\n| R-8 | Sound shall be 48 kHz stereo at -23 LUFS. | Must |",
			"audioLoudness", "Sound shall be", "Video"},
		{"a checklist under a unit label a print kept as a line",
			"# Pre-flight\nEvery line below is a pass criterion.\n- CTV (Harbour)\n- [x] 20s master: MOV, 1920x1080, 25 fps\n- [ ] Loudness: -23 LKFS integrated\n- [x] Sound: stereo, 48 kHz\n- TikTok (Harbour)\n- [x] 9:16 video, MP4, 15 seconds\n## Podcast\n- Files: MP3 at 128 kbps or more",
			"audioSampleRate", "Sound: stereo", "Video"},
		{"the unit label's loudness too",
			"# Pre-flight\nEvery line below is a pass criterion.\n- CTV (Harbour)\n- [x] 20s master: MOV, 1920x1080, 25 fps\n- [ ] Loudness: -23 LKFS integrated\n- [x] Sound: stereo, 48 kHz\n- TikTok (Harbour)\n- [x] 9:16 video, MP4, 15 seconds",
			"audioLoudness", "Loudness: -23", "Video"},
		{"a property row naming a channel is no unit",
			"# Changes in this version\n| Item | Before | Now |\n| CTV minimum bitrate | 12 Mbps | 18 Mbps |\n| Loudness | -20 LUFS ±1 | -23 LUFS ±1 |",
			"audioLoudness", "Loudness", "All"},
		{"a display unit before it gives no channel",
			"# Requirements\n- Display banners must be HTML5, 300x250.\n- Audio must be 48 kHz.",
			"audioSampleRate", "Audio must", "All"},
		{"nothing before it in its section",
			"# Video spots\n- Spots must be MP4.\n# Sound\n- Audio must be 48 kHz.",
			"audioSampleRate", "Audio must", "All"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if r.Channel != tt.channel {
				t.Errorf("channel %q, want %q (rule %+v)", r.Channel, tt.channel, r)
			}
		})
	}
}
