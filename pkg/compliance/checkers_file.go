package compliance

import (
	"context"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// patternCache holds compiled rule patterns: a run checks thousands of
// assets against the same few rules, on several goroutines, so lookups
// take no lock. It is bounded so that rules with ever-new patterns (an
// API fed by users) cannot grow it without limit.
var patternCache struct {
	m sync.Map // pattern string → *regexp.Regexp
	n atomic.Int64
}

const maxCachedPatterns = 1024

// compilePattern compiles a rule pattern, or the default when it is empty.
func compilePattern(p, def string) (*regexp.Regexp, error) {
	if strings.TrimSpace(p) == "" {
		p = def
	}
	if re, ok := patternCache.m.Load(p); ok {
		return re.(*regexp.Regexp), nil
	}
	re, err := regexp.Compile(p)
	if err != nil {
		return nil, err
	}
	if patternCache.n.Add(1) > maxCachedPatterns {
		patternCache.m.Clear()
		patternCache.n.Store(1)
	}
	patternCache.m.Store(p, re)
	return re, nil
}

var checkNaming = PreparedChecker(func(r Rule) CheckFunc {
	p := paramsOf(r)
	re, err := compilePattern(p.Pattern, DefaultNamingPattern)
	if err != nil {
		return always(warn("Invalid naming pattern in rule: "+err.Error(), "", p.Pattern))
	}
	exp := "matches " + re.String()
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		name := a.Name()
		if name == "" {
			return fail("File name is missing", "", exp)
		}
		if re.MatchString(name) {
			return pass("File name "+name+" follows the naming convention", name, exp)
		}
		return fail("File name "+name+" does not follow the naming convention", name, exp)
	}
})

// Metadata checks (Params.Check) of the metadata field. The html5 ones apply
// to zipped HTML5 banners only and cite the ad servers' upload rules.
const (
	MetaCheckKeys             = ""                 // required metadata keys (Params.Allowed) present
	MetaCheckEntryHTML        = "entryHtml"        // exactly one top-level HTML file
	MetaCheckAdSize           = "adSize"           // <meta name="ad.size"> declared
	MetaCheckClickTag         = "clickTag"         // clickTag declared and used
	MetaCheckSecureReferences = "secureReferences" // no http:// or external references
	MetaCheckFileCount        = "fileCount"        // files in the zip within Params.Max
	MetaCheckPageCount        = "pageCount"        // a PDF's pages: Params.Allowed counts or Min/Max (checkers_print.go)
	MetaCheckOutputIntent     = "outputIntent"     // a PDF's output condition or PDF/X version in Params.Allowed (checkers_print.go)
)

// MetadataChecks lists the valid Params.Check values of the metadata field.
var MetadataChecks = []string{MetaCheckKeys, MetaCheckEntryHTML, MetaCheckAdSize, MetaCheckClickTag, MetaCheckSecureReferences, MetaCheckFileCount, MetaCheckPageCount, MetaCheckOutputIntent}

func checkMetadata(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	p := paramsOf(r)
	switch p.Check {
	case MetaCheckKeys:
		return checkMetadataKeys(ctx, a, r, opts)
	case MetaCheckPageCount:
		return checkPageCount(a, p)
	case MetaCheckOutputIntent:
		return checkOutputIntent(a, p)
	}
	if a.Info.Kind != media.KindHTML5 {
		return skip()
	}
	h := a.Info.HTML5
	if h == nil {
		return warn("HTML5 banner structure could not be read", "", "")
	}
	switch p.Check {
	case MetaCheckEntryHTML:
		exp := "exactly one entry HTML file"
		got := strings.Join(h.EntryHTML, ", ")
		switch len(h.EntryHTML) {
		case 1:
			return pass("Entry HTML file "+got+" found", got, exp)
		case 0:
			return fail("No entry HTML file in the zip", "none", exp)
		}
		return fail(fmt.Sprintf("%d entry HTML files in the zip (%s); ad servers need exactly one", len(h.EntryHTML), got), got, exp)
	case MetaCheckAdSize:
		exp := `<meta name="ad.size" content="width=…,height=…">`
		if h.AdSizeDeclared {
			got := "declared"
			if w, hh, ok := measuredDimensions(a); ok {
				got = FormatDimensions(w, hh)
			}
			return pass("ad.size meta tag declared ("+got+")", got, exp)
		}
		return fail("ad.size meta tag missing from the entry HTML", "missing", exp)
	case MetaCheckClickTag:
		exp := "clickTag declared and used"
		switch {
		case h.ClickTagDeclared && h.ClickTagUsed:
			return pass("clickTag declared and used", "declared and used", exp)
		case h.ClickTagDeclared:
			return fail("clickTag declared but never used for the exit", "declared, not used", exp)
		case h.ClickTagUsed:
			return fail("clickTag used but never declared", "used, not declared", exp)
		}
		return fail("No clickTag in the entry HTML", "missing", exp)
	case MetaCheckSecureReferences:
		exp := "no http:// or external references"
		if len(h.ExternalReferences) == 0 {
			return pass("All references are secure and packaged", "none", exp)
		}
		refs := h.ExternalReferences
		shown := refs
		if len(shown) > 5 {
			shown = shown[:5]
		}
		got := strings.Join(shown, ", ")
		if len(refs) > len(shown) {
			got += fmt.Sprintf(" (+%d more)", len(refs)-len(shown))
		}
		return fail(fmt.Sprintf("%d insecure or external reference(s): %s", len(refs), got), got, exp)
	case MetaCheckFileCount:
		b := boundsOf(p, nil, nil, nil)
		if !b.set() {
			b = bounds{max: 100, hasMax: true}
		}
		exp := b.expected(" files", 0)
		got := strconv.Itoa(h.FileCount)
		if b.violation(float64(h.FileCount)) != "" {
			return fail(fmt.Sprintf("%d files in the zip; limit is %s", h.FileCount, exp), got, exp)
		}
		return pass(fmt.Sprintf("%d files in the zip (%s)", h.FileCount, exp), got, exp)
	}
	return warn(fmt.Sprintf("Unknown metadata check %q", p.Check), "", "")
}

// checkMetadataKeys checks that the required metadata keys (Params.Allowed,
// case-insensitive) are present and not blank. Without keys only a person
// or the AI validator can judge the rule.
func checkMetadataKeys(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	keys := paramsOf(r).Allowed
	if len(keys) == 0 {
		return perceptionChecker{}.Check(ctx, a, r, opts)
	}
	present := map[string]bool{}
	for k, v := range a.Info.Metadata {
		if strings.TrimSpace(v) != "" {
			present[strings.ToLower(k)] = true
		}
	}
	var missing []string
	for _, k := range keys {
		if !present[strings.ToLower(strings.TrimSpace(k))] {
			missing = append(missing, k)
		}
	}
	exp := "metadata keys " + strings.Join(keys, ", ")
	got := strings.Join(slices.Sorted(maps.Keys(a.Info.Metadata)), ", ")
	if len(missing) > 0 {
		return fail("Missing metadata: "+strings.Join(missing, ", "), got, exp)
	}
	return pass("Required metadata present", got, exp)
}

// FDAFilingMatch is a filing number found in an asset and where.
type FDAFilingMatch struct {
	Number string
	Where  string // "document text", "file metadata" or "file name"
}

// FindFDAFilingNumber looks for a filing number matching pattern (the
// default when empty) in the asset's text, metadata and file name.
func FindFDAFilingNumber(a Asset, pattern string) (FDAFilingMatch, bool, error) {
	find, err := fdaFilingFinder(pattern)
	if err != nil {
		return FDAFilingMatch{}, false, err
	}
	m, ok := find(&a)
	return m, ok, nil
}

// fdaFilingFinder compiles pattern (the default when empty) into a search
// of an asset's text, metadata and file name for a filing number.
func fdaFilingFinder(pattern string) (func(a *Asset) (FDAFilingMatch, bool), error) {
	// A code's shape from a BRD is anchored ("^VLT-\\d{6}$"): the code
	// stands among other text, so it is searched as a whole word.
	if strings.HasPrefix(pattern, "^") && strings.HasSuffix(pattern, "$") && !strings.HasSuffix(pattern, `\$`) {
		pattern = `\b(?:` + pattern[1:len(pattern)-1] + `)\b`
	}
	re, err := compilePattern(pattern, DefaultFDAFilingPattern)
	if err != nil {
		return nil, err
	}
	filter := strings.TrimSpace(pattern) == ""
	// Every match of the default pattern holds a capital letter, a hyphen
	// and a digit in a row; most names and many texts have none.
	prefilter := re.String() == DefaultFDAFilingPattern
	find := func(s string) string {
		if prefilter && !hasLetterHyphenDigit(s) {
			return ""
		}
		for _, loc := range re.FindAllStringIndex(s, 64) {
			m := s[loc[0]:loc[1]]
			if filter && (notAFilingNumber().MatchString(m) || partOfPhoneNumber(s, loc[0])) {
				continue
			}
			return m
		}
		return ""
	}
	return func(a *Asset) (FDAFilingMatch, bool) {
		if m := find(a.Text); m != "" {
			return FDAFilingMatch{m, "document text"}, true
		}
		if m := firstInKeyOrder(a.Info.Metadata, find); m != "" {
			return FDAFilingMatch{m, "file metadata"}, true
		}
		// Underscores and dots separate tokens in file names; make them
		// word boundaries so "banner_US-ABC-1234_300x250.png" matches.
		// (They are not letters, hyphens or digits: the prefilter may look
		// first.)
		if name := a.Name(); !prefilter || hasLetterHyphenDigit(name) {
			if m := find(nameSeparators.Replace(name)); m != "" {
				return FDAFilingMatch{m, "file name"}, true
			}
		}
		return FDAFilingMatch{}, false
	}, nil
}

// firstInKeyOrder returns find's result for the first value of m, in key
// order, for which it is not empty. It looks at every value rather than
// sorting the keys: most assets have metadata, and a sorted copy of the
// keys was made for each.
func firstInKeyOrder(m map[string]string, find func(string) string) string {
	found, foundKey := "", ""
	for k, v := range m {
		if found != "" && k > foundKey {
			continue
		}
		if f := find(v); f != "" {
			found, foundKey = f, k
		}
	}
	return found
}

// DetectFDAFiling is the asset's FDA filing number and where it was found:
// in its text, metadata or name, or else by the asset's analysis. The FDA
// filing check and the side panel's detected information both use it.
func DetectFDAFiling(a Asset) (FDAFilingMatch, bool) {
	if m, ok, _ := FindFDAFilingNumber(a, ""); ok {
		return m, true
	}
	return detectedFiling(&a)
}

// detectedFiling is the filing number the asset's analysis found.
func detectedFiling(a *Asset) (FDAFilingMatch, bool) {
	if n := strings.TrimSpace(a.Detected.FDAFilingNumber); n != "" {
		return FDAFilingMatch{n, "asset analysis"}, true
	}
	return FDAFilingMatch{}, false
}

// hasLetterHyphenDigit reports whether s holds an ASCII capital letter, a
// hyphen and a digit in a row, as every match of DefaultFDAFilingPattern
// does.
func hasLetterHyphenDigit(s string) bool {
	for i := 1; i+1 < len(s); i++ {
		if s[i] == '-' && s[i-1] >= 'A' && s[i-1] <= 'Z' && s[i+1] >= '0' && s[i+1] <= '9' {
			return true
		}
	}
	return false
}

// nameSeparators makes a file name's token separators spaces.
var nameSeparators = strings.NewReplacer("_", " ", ".", " ")

// partOfPhoneNumber reports whether the match at start continues a phone
// number, like FDA-1088 in MedWatch's "1-800-FDA-1088".
func partOfPhoneNumber(s string, start int) bool {
	return start >= 2 && s[start-1] == '-' && s[start-2] >= '0' && s[start-2] <= '9'
}

// notAFilingNumber rejects look-alikes of the default pattern: month-year
// dates ("MAR-2025") and standard or protocol names ("ISO-9001").
var notAFilingNumber = lazyregexp.New(`^(?:(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)-[0-9]{4}|(?:ISO|IEC|COVID|SARS|HTTP|HTTPS|UTF|ISBN|ISSN|RFC|CVE|EN|DIN|ANSI)-.*)$`)

// checkFDAFilingNumber looks for the filing number in the text, metadata
// and name. When it is not there and the asset has no text (an image or
// video without OCR), an AI validator, if any, gets to look at the pixels;
// without one the check fails, as the spec's builder check does.
var checkFDAFilingNumber = PreparedChecker(func(r Rule) CheckFunc {
	p := paramsOf(r)
	find, err := fdaFilingFinder(p.Pattern)
	if err != nil {
		return always(warn("Invalid FDA filing number pattern in rule: "+err.Error(), "", p.Pattern))
	}
	const exp = "FDA filing number present"
	return func(ctx context.Context, a *Asset, opts Options) Outcome {
		m, ok := find(a)
		if !ok {
			m, ok = detectedFiling(a)
		}
		if !ok {
			if opts.AI != nil && strings.TrimSpace(a.Text) == "" {
				return perceptionChecker{}.Check(ctx, *a, r, opts)
			}
			return fail(MsgNoFDAFiling, "none", exp)
		}
		return pass("FDA filing number "+m.Number+" found in "+m.Where, m.Number, exp)
	}
})

var customerTypePhraseRe = lazyregexp.New(`(?i)\b(direct[- ]to[- ]consumers?|health ?care professionals?|for (?:us )?healthcare professionals only)\b`)

// DetectCustomerType identifies DTC or HCP from the asset's customer type,
// its text or its file name, and says where it was found. Text that names
// both types is ambiguous and identifies neither.
func DetectCustomerType(a Asset) (string, string) {
	if ct := strings.ToUpper(strings.TrimSpace(a.CustomerType)); ct == "DTC" || ct == "HCP" {
		return ct, "asset"
	}
	if ct := customerTypeIn(a.Name()); ct != "" {
		return ct, "file name"
	}
	if ct := customerTypeIn(a.Text); ct != "" {
		return ct, "document text"
	}
	return "", ""
}

// customerTypeIn finds DTC or HCP as a word, or their phrases, in s; ""
// when neither or both appear. It scans for the short tokens without a
// regexp and runs the phrase regexp only when a phrase can be there: it
// runs for every rule of every asset.
func customerTypeIn(s string) string {
	// ASCII case folding in place of strings.ToLower: no copy of s.
	lower := func(c byte) byte {
		if 'A' <= c && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	isAlnum := func(c byte) bool { c = lower(c); return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }
	dtc, hcp, phrase := false, false, false
	for i := 0; i+3 <= len(s); i++ {
		c0, c1, c2 := lower(s[i]), lower(s[i+1]), lower(s[i+2])
		phrase = phrase || (c0 == 'd' && c1 == 'i' && c2 == 'r') || (c0 == 'h' && c1 == 'e' && c2 == 'a')
		isDTC, isHCP := c0 == 'd' && c1 == 't' && c2 == 'c', c0 == 'h' && c1 == 'c' && c2 == 'p'
		if (!isDTC && !isHCP) || (i > 0 && isAlnum(s[i-1])) || (i+3 < len(s) && isAlnum(s[i+3])) {
			continue
		}
		dtc, hcp = dtc || isDTC, hcp || isHCP
	}
	// Every phrase starts with "dir" (direct) or "hea" (health): the
	// regexp runs only when one of them is there.
	if phrase {
		for _, m := range customerTypePhraseRe().FindAllStringSubmatch(s, -1) {
			if strings.HasPrefix(strings.ToLower(m[1]), "direct") {
				dtc = true
			} else {
				hcp = true
			}
		}
	}
	switch {
	case dtc && !hcp:
		return "DTC"
	case hcp && !dtc:
		return "HCP"
	}
	return ""
}

var checkCustomerType = PreparedChecker(func(r Rule) CheckFunc {
	allowed := paramsOf(r).Allowed
	if len(allowed) == 0 {
		allowed = []string{"DTC", "HCP"}
	}
	exp := "one of " + strings.Join(allowed, ", ")
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		ct, where := DetectCustomerType(*a)
		if ct == "" {
			return fail(MsgCustomerTypeUnclear, "unidentified", exp)
		}
		for _, c := range allowed {
			if strings.EqualFold(c, ct) {
				return pass("Customer type "+ct+" identified from "+where, ct, exp)
			}
		}
		return fail("Customer type "+ct+" not allowed for this rule", ct, exp)
	}
})
