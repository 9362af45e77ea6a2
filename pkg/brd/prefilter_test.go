package brd

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// conditionText writes a condition as "a|b & c || d": alternatives
// joined by ||, groups by &, a group's literals by |; (?i) marks a group
// looked for in the lower-cased text; "" is no condition.
func conditionText(c condition) string {
	var alts []string
	for _, alt := range c {
		var groups []string
		for _, g := range alt {
			t := strings.Join(g.any, "|")
			if g.folded {
				t = "(?i)" + t
			}
			groups = append(groups, t)
		}
		alts = append(alts, strings.Join(groups, " & "))
	}
	return strings.Join(alts, " || ")
}

func TestLiteralCondition(t *testing.T) {
	for _, tc := range []struct {
		pattern, want string
	}{
		{`\bbanners?\b|\bleaderboards?\b`, "banner || leaderboard"},
		// Case-insensitive: lower-case literals, looked for in lower-cased text.
		{`(?i)\b(?:should|recommended)\b`, "(?i)should|recommended"},
		// A literal containing another is left out.
		{`(?i)\b(?:recommended|recommend)\b`, "(?i)recommend"},
		// Alternatives sharing a start are joined again ("su" + "pply|bmit"),
		// and "su" is left out: a text with "supply" or "submit" has it.
		{`\b(?:supply|submit)\b`, "supply|submit"},
		// The number before the unit has no literal, the unit has.
		{`\d+\s*(?:kb|mb)\b`, "kb|mb"},
		// Each part of a sequence: every match has a literal of each.
		{`(?i)\b(?:for|if)\s+(?:the\s+)?(?:mono|stereo)\b`, "(?i)mono|stereo & (?i)for|if"},
		{`\bfollows? (?:this|the) (?:pattern|format)`, "follow & th & pattern|format"},
		// Case-sensitive parts keep their case unless mixed with folded ones.
		{`\bMB\b`, "MB"},
		{`(?i:kb)|MB`, "(?i)kb || MB"},
		// Anchored patterns are checked too.
		{`(?i)^\s*(?:note|nb)\b`, "(?i)note|nb"},
		// No condition: an alternative without a literal, a literal too
		// short, a match that may be empty, a capture of any text.
		{`\bkb\b|\d+`, ""},
		{`x|y`, ""},
		{`(?:kb)?`, ""},
		{`(\w+)`, ""},
		// Non-ASCII letters that ignore case are not lower-cased here.
		{`(?i)été`, ""},
		{`[≤≥]\s*\d`, "≤|≥"},
		// One punctuation mark is a literal; one letter or digit is not.
		{`(?:at most|<)\s*$`, "at most|<"},
		{`(?:^|\s):\d{2}\b`, ":"},
		{`\d+\s*(?:x|×)\s*\d+`, ""},
	} {
		if got := conditionText(literalCondition(tc.pattern)); got != tc.want {
			t.Errorf("literalCondition(%q) = %q, want %q", tc.pattern, got, tc.want)
		}
	}
}

// TestFilteredReSameAnswers: the literal check never changes an answer.
func TestFilteredReSameAnswers(t *testing.T) {
	patterns := []string{
		`(?i)\b(?:must|shall|required)\b`,
		`(?i)\b(?:use|supply|submit)\s+(?:[^o]|o[^f])`,
		`(?i)\bmasks?\b`,
		`(?i)(?P<n>\d+)\s*(?:kb|mb)\b`,
		`\bMB\b|\bKB\b`,
		`(?i)\b(?:videos?|banners?)\b|[≤≥]`,
		`(?i)\bfile ?sizes?\b`,
		// Conditions of several groups, alternatives, anchors.
		`(?i)\b(?:for|if|when)\s+(?:the\s+)?(?:mono|stereo)\b|\bspots?\s+with\s+music\b`,
		`(?i)^\s*(?:note|nb)\b`,
		`(?P<w>\d+)\s*(?:x|×)\s*(?P<h>\d+)\s*px`,
	}
	texts := []string{
		"", "Banners MUST be under 150 KB.", "banners must be under 150 kb.", "The file must use 2 MB at most.",
		"Sizes: 300x250 ≤ 40kb", "a VIDEO of 30 s", "nothing to see here", "Filesize 5MB",
		// ſ (long s) and K (Kelvin sign) match s and k when case is ignored.
		"The unit muſt be ſmall: 150 KB", "MAſK", "150 Kb", "Ünïcödé SHALL apply",
		"Use only approved art; supply of assets", "use of color", "FILE SIZES vary",
		"For the STEREO mix", "for mono", "stereo only", "if it is mono", "ſpots with music", "Note: mono",
		"NB for stereo", "300x250 px", "300 × 250 PX", "300x250",
	}
	for _, p := range patterns {
		plain := regexp.MustCompile(p)
		filtered := lazyRe(p)()
		for _, s := range texts {
			if g, w := filtered.MatchString(s), plain.MatchString(s); g != w {
				t.Errorf("%q MatchString(%q) = %v, want %v", p, s, g, w)
			}
			if g, w := filtered.FindString(s), plain.FindString(s); g != w {
				t.Errorf("%q FindString(%q) = %q, want %q", p, s, g, w)
			}
			if g, w := filtered.FindStringIndex(s), plain.FindStringIndex(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringIndex(%q) = %v, want %v", p, s, g, w)
			}
			if g, w := filtered.FindStringSubmatch(s), plain.FindStringSubmatch(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringSubmatch(%q) = %q, want %q", p, s, g, w)
			}
			if g, w := filtered.FindStringSubmatchIndex(s), plain.FindStringSubmatchIndex(s); !slices.Equal(g, w) {
				t.Errorf("%q FindStringSubmatchIndex(%q) = %v, want %v", p, s, g, w)
			}
			if g, w := filtered.FindAllString(s, -1), plain.FindAllString(s, -1); !slices.Equal(g, w) {
				t.Errorf("%q FindAllString(%q) = %q, want %q", p, s, g, w)
			}
			if g, w := filtered.FindAllStringIndex(s, -1), plain.FindAllStringIndex(s, -1); !slices.EqualFunc(g, w, slices.Equal) {
				t.Errorf("%q FindAllStringIndex(%q) = %v, want %v", p, s, g, w)
			}
			if g, w := filtered.FindAllStringSubmatch(s, -1), plain.FindAllStringSubmatch(s, -1); !slices.EqualFunc(g, w, slices.Equal) {
				t.Errorf("%q FindAllStringSubmatch(%q) = %q, want %q", p, s, g, w)
			}
			if g, w := filtered.FindAllStringSubmatchIndex(s, -1), plain.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(g, w, slices.Equal) {
				t.Errorf("%q FindAllStringSubmatchIndex(%q) = %v, want %v", p, s, g, w)
			}
			if g, w := filtered.ReplaceAllString(s, "<$0>"), plain.ReplaceAllString(s, "<$0>"); g != w {
				t.Errorf("%q ReplaceAllString(%q) = %q, want %q", p, s, g, w)
			}
			up := func(m string) string { return "[" + m + "]" }
			if g, w := filtered.ReplaceAllStringFunc(s, up), plain.ReplaceAllStringFunc(s, up); g != w {
				t.Errorf("%q ReplaceAllStringFunc(%q) = %q, want %q", p, s, g, w)
			}
		}
	}
}

// TestLiteralAutomaton: one pass finds exactly the literals that
// strings.Contains finds, overlapping and nested ones included.
func TestLiteralAutomaton(t *testing.T) {
	for _, tc := range []struct {
		lits  []string
		texts []string
	}{
		{[]string{"he", "she", "his", "hers"}, []string{"ushers", "this", "", "h", "sheshe", "HERS"}},
		{[]string{"must", "must not", "not", "note", "no"}, []string{"must not", "a note", "mustn't", "cannot"}},
		{[]string{"kb", "mb", "kbps", "bps"}, []string{"150 kbps", "2 mb", "kkbb", "b"}},
		{[]string{"≤", "≥", "’", "don’t"}, []string{"≤ 40 kb", "don’t", "don't", "a ≥ b ≤ c"}},
		{[]string{"aaa", "aa", "a"}, []string{"aaaa", "ba", "bbb"}},
		{[]string{"file name", "filename", "name"}, []string{"file names", "the filename", "file  name"}},
	} {
		a := newLiteralAutomaton(tc.lits)
		for _, text := range tc.texts {
			found := map[string]bool{}
			a.scan(text, func(i int32) { found[tc.lits[i]] = true })
			for _, l := range tc.lits {
				if want := strings.Contains(text, l); found[l] != want {
					t.Errorf("literals %q in %q: found %q = %v, want %v", tc.lits, text, l, found[l], want)
				}
			}
		}
	}
}
