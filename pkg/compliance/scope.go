package compliance

import (
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// AssetKindOf is the asset kind a rule's scope names (see AssetKinds): a
// still image is "static", a moving one "animated"; "" when unknown.
func AssetKindOf(i media.Info) string {
	switch i.Kind {
	case media.KindImage:
		if isAnimated(i) {
			return "animated"
		}
		return "static"
	case media.KindHTML5:
		return "html5"
	case media.KindVideo:
		if i.Width == 0 && i.Height == 0 && i.VideoCodec == "" && i.AudioCodec != "" {
			return "audio" // an audio-only file in a video container
		}
		return "video"
	case media.KindDocument:
		return "document"
	}
	if strings.HasPrefix(i.MimeType, "audio/") {
		return "audio"
	}
	return ""
}

// kindsApply reports whether a rule limited to some asset kinds applies to
// the asset: only when its kind is known and listed.
func kindsApply(p *Params, a *Asset) bool {
	if p == nil || len(p.Kinds) == 0 {
		return true
	}
	k := AssetKindOf(a.Info)
	return k != "" && slices.Contains(p.Kinds, k)
}

// valueFields are the fields whose checkers compare a measurement with
// values. A rule from a document that gives none is not checked: the
// spec's constants are defaults for rules people write, never limits a
// document did not state.
var valueFields = map[string]bool{
	"dimensions": true, "aspectRatio": true, "fileSize": true, "format": true,
	"duration": true, "frameRate": true, "bitrate": true, "codec": true,
}

// HasValues reports whether a rule states the values its checker compares
// with: allowed values, a bound or a pattern.
func HasValues(r Rule) bool {
	p := r.Params
	return p != nil && (len(p.Allowed) > 0 || p.Min != nil || p.Max != nil || strings.TrimSpace(p.Pattern) != "" || p.HasPixelBounds())
}

// lacksValues reports whether a rule read from a document needs values
// it does not have, so that checking it would use invented ones.
func lacksValues(r Rule) bool {
	return r.Source != nil && strings.TrimSpace(r.Source.Document) != "" && valueFields[r.Field] && !HasValues(r)
}
