package brd

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestRequiredLiterals(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		want    []string // nil: no check
		folded  bool
	}{
		{`\bbanners?\b|\bleaderboards?\b`, []string{"banner", "leaderboard"}, false},
		// Case-insensitive: lower-case literals, looked for in lower-cased text.
		{`(?i)\b(?:should|recommended)\b`, []string{"should", "recommended"}, true},
		// A literal containing another is left out.
		{`(?i)\b(?:recommended|recommend)\b`, []string{"recommend"}, true},
		// Alternatives sharing a start are joined again ("su" + "pply|bmit").
		{`\b(?:supply|submit)\b`, []string{"supply", "submit"}, false},
		// The best part of a sequence: the unit, not the number before it.
		{`\d+\s*(?:kb|mb)\b`, []string{"kb", "mb"}, false},
		// The start of a long run of fixed words is enough.
		{`\bfollows? (?:this|the) (?:pattern|format)`, []string{"follow"}, false},
		// Case-sensitive parts keep their case unless mixed with folded ones.
		{`\bMB\b`, []string{"MB"}, false},
		{`(?i:kb)|MB`, []string{"kb", "mb"}, true},
		// No check: an alternative without a literal, a literal too short,
		// a pattern anchored at the start, a match that may be empty.
		{`\bkb\b|\d+`, nil, false},
		{`x|y`, nil, false},
		{`(?i)^\s*(?:note|nb)\b`, nil, false},
		{`(?:kb)?`, nil, false},
		// Non-ASCII letters that ignore case are not lower-cased here.
		{`(?i)été`, nil, false},
		{`[≤≥]\s*\d`, []string{"≤", "≥"}, false},
		// One punctuation mark is a literal; one letter or digit is not.
		{`(?:at most|<)\s*$`, []string{"at most", "<"}, false},
		{`(?:^|\s):\d{2}\b`, []string{":"}, false},
		{`\d+\s*(?:x|×)\s*\d+`, nil, false},
	} {
		got := requiredLiterals(tc.pattern)
		if !slices.Equal(got.any, tc.want) || (got.any != nil && got.folded != tc.folded) {
			t.Errorf("requiredLiterals(%q) = %q folded=%v, want %q folded=%v", tc.pattern, got.any, got.folded, tc.want, tc.folded)
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
	}
	texts := []string{
		"", "Banners MUST be under 150 KB.", "banners must be under 150 kb.", "The file must use 2 MB at most.",
		"Sizes: 300x250 ≤ 40kb", "a VIDEO of 30 s", "nothing to see here", "Filesize 5MB",
		// ſ (long s) and K (Kelvin sign) match s and k when case is ignored.
		"The unit muſt be ſmall: 150 KB", "MAſK", "150 Kb", "Ünïcödé SHALL apply",
		"Use only approved art; supply of assets", "use of color", "FILE SIZES vary",
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
