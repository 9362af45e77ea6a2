// Package brdgen generates realistic business requirements documents (BRDs)
// for testing and benchmarking text extraction. A generated BRD is a tree of
// headings, narrative paragraphs, requirement paragraphs, list items and
// tables; it renders as groff (ms + tbl) source and as a DOCX file, and it
// knows its own requirement lines, the answer key an extractor must recover.
package brdgen

import (
	"fmt"
	"math/rand"
	"strings"
)

// ElemKind says what a generated element is.
type ElemKind int

// The element kinds.
const (
	ElemHeading ElemKind = iota
	ElemParagraph
	ElemBullet
	ElemNumbered
	ElemTable
)

// Elem is one element of a generated BRD.
type Elem struct {
	Kind  ElemKind
	Level int        // heading level (1 or 2)
	Text  string     // heading, paragraph or list item text (UTF-8)
	Rows  [][]string // table rows, the first is the header
	Req   bool       // the text (or every table row but the header) is a requirement
	Index int        // list item number, 1-based, for numbered items
}

// BRD is a generated business requirements document.
type BRD struct {
	Title string
	Elems []Elem
}

// Requirements returns the answer key: every requirement sentence, and every
// requirement table row as its cells joined by " | ".
func (b *BRD) Requirements() []string {
	var out []string
	for _, e := range b.Elems {
		if !e.Req {
			continue
		}
		if e.Kind == ElemTable {
			for _, r := range e.Rows[1:] {
				out = append(out, strings.Join(r, " | "))
			}
			continue
		}
		out = append(out, e.Text)
	}
	return out
}

var (
	brands   = []string{"Cardivex", "Nuvaloma", "Respiraze", "Dermavit", "Glucontra"}
	assets   = []string{"display banners", "rich media units", "HTML5-based banners", "static banners", "expandable units", "interstitial units"}
	videos   = []string{"pre-roll video spots", "connected TV spots", "social video ads", "HCP video assets", "in-stream video ads"}
	channels = []string{"programmatic", "HCP portal", "social", "connected TV", "email", "point-of-care"}
	dimsA    = [][]string{{"300x250", "728x90", "160x600"}, {"300 x 250", "320 x 50"}, {"300×600", "970×250"}, {"1080x1080", "1080x1920"}, {"1920 x 1080"}, {"600x1200", "300x50"}}
	sizes    = []string{"150KB", "200 KB", "1.5 MB", "40KB", "2.2 MB", "100 KB", "10 MB", "1GB"}
	durs     = []string{":15", ":30", ":06", "6–30 seconds", "15 seconds", "between 6 and 30 seconds", "no more than 30 seconds", "15s"}
	compound = []string{"user-initiated", "on-screen", "high-resolution", "fair-balance", "third-party", "MLR-approved", "WCAG-compliant", "brand-safe", "full-screen", "above-the-fold"}
	longW    = []string{"pharmacovigilance", "accessibility", "contraindications", "documentation", "specifications", "approximately", "international", "transcription", "representatives", "notwithstanding", "requirements", "configuration"}
	severity = []string{"must", "shall", "should", "is required to", "must not", "may"}
)

// templates produce requirement sentences; each takes the generator's random
// source and returns one sentence ending in a full stop.
var templates = []func(r *rand.Rand) string{
	func(r *rand.Rand) string {
		return fmt.Sprintf("All %s %s be delivered at %s pixels for %s placements.", pick(r, assets), pick(r, []string{"must", "shall"}), joinOr(pickDims(r)), pick(r, channels))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("The maximum initial file size for %s is %s, including all images, fonts and the backup image.", pick(r, assets), pick(r, sizes))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("%s must run %s and must never exceed %d seconds including the end card.", capital(pick(r, videos)), pick(r, durs), 15+15*r.Intn(4))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Video duration %s be %s for %s placements, with %s captions burned in.", pick(r, severity), pick(r, durs), pick(r, channels), pick(r, []string{"open", "closed", "high-contrast"}))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Animation %s stop after %d seconds and loop no more than %d times, and the final frame must show the %s ISI link.", pick(r, severity), 15+5*r.Intn(4), 1+r.Intn(3), pick(r, compound))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("The Important Safety Information %s remain visible in a %s scrolling panel on %s, and its %s must follow the approved %s.", pick(r, severity), pick(r, compound), pick(r, assets), pick(r, []string{"font size", "line height", "contrast ratio"}), pick(r, longW))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Frame rate %s be %s fps and the video bitrate must be at least %d Mbps for %s delivery.", pick(r, severity), pick(r, []string{"23.976, 24 or 25", "29.97", "30", "25"}), 5+r.Intn(20), pick(r, channels))
	},
	func(r *rand.Rand) string {
		b := pick(r, brands)
		return fmt.Sprintf("File names %s follow the pattern Brand_Campaign_Size_Version, for example %s_Launch_%s_v%d.zip.", pick(r, []string{"must", "shall"}), b, strings.ReplaceAll(pickDims(r)[0], " ", ""), 1+r.Intn(4))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Every %s asset %s include %s alternative text and meet the %s requirements of WCAG 2.1 AA, including a contrast ratio of at least 4.5:1.", pick(r, channels), pick(r, severity), pick(r, compound), pick(r, longW))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Audio %s be normalised to -%d LUFS and %s sound must not start before a %s click.", pick(r, severity), 23+r.Intn(3), pick(r, []string{"autoplaying", "background"}), pick(r, compound))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Creative %s for %s campaigns %s be reviewed by %s before trafficking, and %s must be archived with the job number.", pick(r, longW), pick(r, brands), pick(r, severity), pick(r, []string{"Medical, Legal and Regulatory", "the MLR committee", "pharmacovigilance"}), pick(r, longW))
	},
	func(r *rand.Rand) string {
		return fmt.Sprintf("Email templates %s not exceed %s in total and %s keep the %s body width at 600 pixels or less.", pick(r, []string{"must", "shall", "should"}), pick(r, sizes), pick(r, []string{"must", "should"}), pick(r, compound))
	},
}

var narrative = []string{
	"This section describes the %s expectations for the %s launch and records the decisions agreed with the brand team during the kickoff workshop.",
	"The agency is responsible for producing %s that are consistent with the approved brand guidelines and the %s review outcomes.",
	"Where a specification in this document conflicts with a publisher specification, the stricter value applies unless the brand lead approves an exception in writing, which is common for %s and %s work.",
	"Background: the %s programme reaches healthcare professionals and patients across several channels; the %s plan will be refreshed every quarter.",
	"Timelines assume two rounds of internal review and one round of %s review before the %s deadline.",
}

// Generate builds a BRD with the given number of requirement lines,
// deterministically from seed. fillerPerReq controls how much narrative text
// sits between requirements (about 0.5 gives some 11 requirements a page).
func Generate(seed int64, reqs int, fillerPerReq float64) *BRD {
	r := rand.New(rand.NewSource(seed))
	brand := pick(r, brands)
	b := &BRD{Title: brand + " Launch Campaign Business Requirements"}
	b.Elems = append(b.Elems, Elem{Kind: ElemParagraph, Text: "Version 2.3, prepared for the " + brand + " brand team. This document defines the creative specifications that every deliverable must meet."})
	sections := []string{"Display Advertising", "Video", "Social Media", "Email", "Accessibility", "Regulatory and Legal", "Naming and Trafficking", "Point of Care"}
	count := 0
	filler := 0.0
	for s := 0; count < reqs; s++ {
		b.Elems = append(b.Elems, Elem{Kind: ElemHeading, Level: 1, Text: fmt.Sprintf("%d. %s", s+1, sections[s%len(sections)])})
		b.Elems = append(b.Elems, Elem{Kind: ElemParagraph, Text: narr(r)})
		for sub := 0; sub < 3 && count < reqs; sub++ {
			b.Elems = append(b.Elems, Elem{Kind: ElemHeading, Level: 2, Text: fmt.Sprintf("%d.%d %s", s+1, sub+1, pick(r, []string{"Specifications", "Delivery Requirements", "Creative Rules", "Review and Approval", "Technical Limits"}))})
			n := 4 + r.Intn(6)
			mode := r.Intn(4)
			if mode == 3 && reqs-count >= 3 {
				b.Elems = append(b.Elems, table(r, min(n, reqs-count)))
				count += min(n, reqs-count)
				continue
			}
			for i := 0; i < n && count < reqs; i++ {
				e := Elem{Text: pick(r, templates)(r), Req: true}
				switch mode {
				case 0:
					e.Kind = ElemParagraph
				case 1:
					e.Kind = ElemBullet
				default:
					e.Kind = ElemNumbered
					e.Index = i + 1
				}
				b.Elems = append(b.Elems, e)
				count++
				filler += fillerPerReq
				for filler >= 1 {
					filler--
					b.Elems = append(b.Elems, Elem{Kind: ElemParagraph, Text: narr(r)})
				}
			}
		}
	}
	return b
}

func table(r *rand.Rand, n int) Elem {
	e := Elem{Kind: ElemTable, Req: true, Rows: [][]string{{"Placement", "Dimensions", "Max size", "Duration"}}}
	names := []string{"Medium rectangle", "Leaderboard", "Skyscraper", "Mobile banner", "Half page", "Billboard", "Story video", "Feed video", "Pre-roll", "CTV spot"}
	for i := 0; i < n; i++ {
		e.Rows = append(e.Rows, []string{pick(r, names), pickDims(r)[0], pick(r, sizes), pick(r, durs)})
	}
	return e
}

func narr(r *rand.Rand) string {
	t := pick(r, narrative)
	args := make([]any, strings.Count(t, "%s"))
	for i := range args {
		args[i] = pick(r, append(append([]string{}, longW...), compound...))
	}
	return fmt.Sprintf(t, args...)
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

func pickDims(r *rand.Rand) []string { return pick(r, dimsA) }

func joinOr(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
