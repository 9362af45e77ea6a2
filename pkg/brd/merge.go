package brd

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// NormalizeQuote folds a sentence for comparison and hashing: lower case,
// every run of characters other than letters and digits becomes one space.
// "Max. file size: 150 KB" and "max file size 150 kb" normalise alike, so a
// BRD read from PDF and from DOCX gives the same IDs.
func NormalizeQuote(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
			continue
		}
		space = true
	}
	return b.String()
}

// RuleID is the stable ID of a rule: "brd-" and the first 10 hex digits of
// SHA-256 over the field and the normalised quote.
func RuleID(field, quote string) string {
	sum := sha256.Sum256([]byte(field + "\x00" + NormalizeQuote(quote)))
	return "brd-" + hex.EncodeToString(sum[:5])
}

// paramsKey renders params canonically; "" for no params.
func paramsKey(p *compliance.Params) string {
	if p == nil {
		return ""
	}
	var b strings.Builder
	allowed := slices.Clone(p.Allowed)
	slices.Sort(allowed)
	b.WriteString(strings.Join(allowed, ","))
	b.WriteString("|")
	if p.Min != nil {
		b.WriteString(strconv.FormatFloat(*p.Min, 'g', -1, 64))
	}
	b.WriteString("|")
	if p.Max != nil {
		b.WriteString(strconv.FormatFloat(*p.Max, 'g', -1, 64))
	}
	b.WriteString("|" + p.Unit + "|" + p.Pattern)
	if scope := scopeKey(p); scope != "" {
		b.WriteString("|" + scope)
	}
	return b.String()
}

// scopeKey renders a rule's measurement and scope canonically; "" when it
// has neither (the field's default measurement, every asset).
func scopeKey(p *compliance.Params) string {
	if p == nil || p.Check == "" && len(p.Sizes) == 0 && len(p.Kinds) == 0 && len(p.CustomerTypes) == 0 && len(p.Markets) == 0 && len(p.Languages) == 0 {
		return ""
	}
	sorted := func(v []string) string {
		v = slices.Clone(v)
		slices.Sort(v)
		return strings.Join(v, ",")
	}
	key := p.Check + "/" + sorted(p.Sizes) + "/" + sorted(p.Kinds) + "/" + sorted(p.CustomerTypes)
	if len(p.Markets) > 0 || len(p.Languages) > 0 {
		key += "/" + sorted(p.Markets) + "/" + sorted(p.Languages) // a table's English and French counts
	}
	return key
}

// ruleID is RuleID for a rule, told apart from another rule of the same
// sentence by its measurement and scope ("first load no more than 100k;
// after user interaction up to 1 MB").
func ruleID(r compliance.Rule) string {
	if scope := scopeKey(r.Params); scope != "" {
		return RuleID(r.Field+"\x00"+scope, r.Source.Quote)
	}
	return RuleID(r.Field, r.Source.Quote)
}

var severityRank = map[compliance.Severity]int{
	compliance.SeverityCritical: 4, compliance.SeverityWarning: 3,
	compliance.SeverityMinor: 2, compliance.SeverityInfo: 1,
}

// merge assigns IDs and merges duplicates: the same field and normalised
// sentence, or the same technical (or naming) field, channel and non-empty
// parameters ("Max file size | 150 KB" restating "must not exceed 150 KB"). The first
// occurrence is kept (document order), takes the most severe severity of
// its duplicates and lists their pages in its Rationale.
func (x *extractor) merge() []compliance.Rule {
	byID := map[string]int{}
	byParams := map[string][]int{}
	bySynthetic := map[string]int{} // field and params, any channel
	var kept []draft
	for _, d := range x.drafts {
		d.rule.ID = ruleID(d.rule)
		if d.variant != "" {
			d.rule.ID = RuleID(d.rule.Field+"\x00"+d.variant+"\x00"+scopeKey(d.rule.Params), d.rule.Source.Quote)
		}
		pk, sk := "", ""
		if k := paramsKey(d.rule.Params); k != "" && (technicalFields[d.rule.Field] || d.rule.Field == "naming") && !strings.HasPrefix(d.variant, unitRowVariant) {
			// Same section and part of the document too: "MP4 or MOV" for
			// Meta and again for CTV are two rules, not a restatement.
			// The platforms or placements the sentence names as well:
			// "Stories: 1080x1920" for Meta and "9:16, 1080x1920" for
			// TikTok side by side on one slide.
			pk = d.rule.Field + "\x00" + d.rule.Channel + "\x00" + d.rule.Section + "\x00" + d.part + "\x00" + restrictionWords(d.rule.Source.Quote) + "\x00" + k
			sk = d.rule.Field + "\x00" + k
		}
		idx, dup := byID[d.rule.ID]
		if !dup && pk != "" {
			for _, i := range byParams[pk] {
				if restates(kept[i], d) {
					idx, dup = i, true
					break
				}
			}
		}
		if !dup && sk != "" {
			// A table column and a sentence stating the same values.
			if i, ok := bySynthetic[sk]; ok && (d.synthetic || kept[i].synthetic) {
				idx, dup = i, true
			}
		}
		if dup {
			k := &kept[idx]
			if k.synthetic && !d.synthetic {
				// Keep the BRD's own sentence, with the table's pages.
				d.pages = append(d.pages, k.pages...)
				d.rule.Severity = maxSeverity(d.rule.Severity, k.rule.Severity)
				*k = d
				byID[d.rule.ID] = idx
			} else {
				k.rule.Severity = maxSeverity(k.rule.Severity, d.rule.Severity)
				k.pages = append(k.pages, d.pages...)
			}
			x.stats.Merged++
			continue
		}
		byID[d.rule.ID] = len(kept)
		if pk != "" {
			byParams[pk] = append(byParams[pk], len(kept))
		}
		if sk != "" {
			if _, ok := bySynthetic[sk]; !ok {
				bySynthetic[sk] = len(kept)
			}
		}
		kept = append(kept, d)
	}
	out := make([]compliance.Rule, len(kept))
	for i, k := range kept {
		r := k.rule
		var others []int
		for _, p := range k.pages[1:] {
			if p != k.pages[0] && !slices.Contains(others, p) {
				others = append(others, p)
			}
		}
		if len(others) > 0 {
			r.Rationale += " Also stated " + pagesText(others) + "."
		}
		out[i] = r
	}
	return out
}

// maxSeverity returns the more severe of a and b.
func maxSeverity(a, b compliance.Severity) compliance.Severity {
	if severityRank[b] > severityRank[a] {
		return b
	}
	return a
}

// pagesText renders "on page 3" or "on pages 3, 5".
func pagesText(pages []int) string {
	var ps []string
	seen := map[int]bool{}
	for _, p := range pages {
		if !seen[p] {
			seen[p] = true
			ps = append(ps, strconv.Itoa(p))
		}
	}
	if len(ps) == 1 {
		return "on page " + ps[0]
	}
	return "on pages " + strings.Join(ps, ", ")
}

// restates reports whether draft d, with the same values as kept draft k
// in the same part of the document, restates it. Two sentences under
// different sub-headings of the part ("4.2 Meta: JPG or PNG", "4.3
// Pinterest: PNG or JPG") are two rules, each with its own scope; a table
// (a column or a row) restating a sentence stays one rule ("Max file size
// (initial load) | 150 KB" in a summary table), and so do sizes (kept apart,
// a sub-heading's pixel minimum whose placement the layout hides, a label
// printed as a heading over it, applied to every asset of the part).
func restates(k, d draft) bool {
	return k.path == d.path || k.synthetic || d.synthetic || k.tableRow || d.tableRow || d.rule.Field == "dimensions"
}
