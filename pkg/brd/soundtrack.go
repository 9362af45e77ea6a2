package brd

import (
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A limit on the audio track written as a line of its own ("Audio shall be
// AAC, 48 kHz, stereo", "Loudness → −24 LKFS ±2") names no channel: its
// subject is the soundtrack of the spots the lines before it describe
// ("Online video and CTV spots shall be :15 and :30 …", or a "CTV" line a
// browser print did not keep as a heading). Read with channel All it is
// checked on every asset with sound, so a social video or an audio ad of
// the same campaign, mastered to its own platform's loudness or sample
// rate, fails it. The soundtrack takes the channel of the unit it belongs
// to: the nearest line before it in its section that names a channel, when
// that line states what the unit's files must be or stands as the unit's
// own label. A channel only narrows where a rule applies, so this can
// remove a wrong failure but never add one.

// soundtrackOwnerRe marks a line stating what a unit's files are or must
// be: the unit is the subject of the sentence ("Online video and CTV
// spots shall be …", "Video files must …").
var soundtrackOwnerRe = lazyRe(`(?i)\b(?:shall|must|should|will|are|is|need\s+to|have\s+to)\b`)

// soundChannels are the rule channels whose assets carry a soundtrack.
var soundChannels = []string{"Video", "Social"}

// soundtrackRule reports whether a rule measures the audio track.
func soundtrackRule(r *compliance.Rule) bool {
	if audioFields[r.Field] {
		return true
	}
	p := paramsOrEmpty(r)
	return (r.Field == "codec" && p.Check == compliance.CodecCheckAudio) || (r.Field == "bitrate" && p.Check == compliance.BitrateCheckAudio)
}

// unitLabel reports whether a line is a unit's label rather than a
// property's: its first cell, brackets aside, is at most two words
// ("CTV (StreamCo)", "Online video"), not "CTV minimum bitrate".
func unitLabel(text string) bool {
	first, _, _ := strings.Cut(text, " | ")
	first = bracketedRe().ReplaceAllString(first, " ")
	words := strings.Fields(first)
	return len(words) > 0 && len(words) <= 2 && !strings.ContainsAny(first, "0123456789")
}

// soundtrackChannel is the channel of the unit a soundtrack line at index i
// of o.blocks belongs to (see the comment at the top of this file), or "".
func soundtrackChannel(o *outline, i int) string {
	at := &o.blocks[i]
	for j := i - 1; j >= 0; j-- {
		b := &o.blocks[j]
		if !slices.Equal(b.headings, at.headings) {
			return ""
		}
		ch := channelsIn(b.text)
		if len(ch) == 0 {
			continue
		}
		if len(ch) == 1 && slices.Contains(soundChannels, ch[0]) && (soundtrackOwnerRe().MatchString(b.text) || unitLabel(b.text)) {
			return ch[0]
		}
		return ""
	}
	return ""
}

// scopeSoundtracksToTheirUnit gives an audio-track limit with no channel,
// platform or placement of its own the channel of the unit whose lines it
// follows (soundtrackChannel).
func scopeSoundtracksToTheirUnit(o *outline, rules []compliance.Rule) {
	for k := range rules {
		r := &rules[k]
		if !soundtrackRule(r) || !everyChannel(r.Channel) || r.Source == nil || compliance.HasPlacementScope(r.Params) ||
			slices.Contains(paramsOrEmpty(r).Kinds, "audio") || len(channelsIn(r.Source.Quote)) > 0 {
			continue
		}
		at := o.locate(r)
		if at == nil {
			continue
		}
		i := -1
		for j := range o.blocks {
			if &o.blocks[j] == at {
				i = j
				break
			}
		}
		if i < 0 {
			continue
		}
		if ch := soundtrackChannel(o, i); ch != "" {
			r.Channel = ch
		}
	}
}

// everyChannel reports whether a rule channel is "All" or empty.
func everyChannel(channel string) bool {
	c := strings.TrimSpace(channel)
	return c == "" || strings.EqualFold(c, "All")
}
