package brd

import (
	"regexp"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A software requirements document (an SRS for a content hub, a DAM, a
// review portal) states most of its requirements about the system itself:
// "The Hub shall show the approval code on the detail page", "The Portal
// shall read document status every 15 minutes", "personal data shall not be
// stored in the Hub". They name the same things an asset requirement names
// (approval codes, indications, metadata, previews at a size) but require
// them of the system's behaviour, not of the creative. The asset limits of
// such a document are the ones the system checks ("The Hub shall reject a
// video larger than 200 MB"): those keep their rules.

// systemSubjectRe is "the X shall/will/must", X a capitalised name: the
// subject of a system requirement when one name carries many of them.
// A requirements document may also call it plainly "the system" or "the
// application" ("the platform" is left out: an ad platform's own page says
// what the platform does with the creative, and those are its limits).
var systemSubjectRe = lazyRe(`\b[Tt]he\s+([A-Z][A-Za-z0-9-]{1,30}|system|application|software|solution)\s+(?:shall|will|must)\b`)

// partyNames are subjects that are people or companies, never the system.
var partyNames = map[string]bool{
	"agency": true, "agencies": true, "vendor": true, "supplier": true, "partner": true,
	"contractor": true, "client": true, "user": true, "team": true, "producer": true,
	"manager": true, "reviewer": true, "publisher": true, "brand": true, "company": true,
	"sponsor": true, "advertiser": true, "creative": true, "asset": true, "file": true,
	"banner": true, "video": true, "email": true, "unit": true,
}

// systemsMin is how many "the X shall" sentences make X the document's
// system: a handful is a requirements list about X, one or two is a party
// named in passing.
const systemsMin = 5

// documentSystems finds the names the document writes its system
// requirements about.
func documentSystems(o *outline) []string {
	counts := map[string]int{}
	for _, b := range o.blocks {
		for _, m := range systemSubjectRe().FindAllStringSubmatch(b.text, -1) {
			if !partyNames[strings.ToLower(m[1])] {
				counts[m[1]]++
			}
		}
	}
	var out []string
	for name, n := range counts {
		if n >= systemsMin {
			out = append(out, name)
		}
	}
	slices.Sort(out) // the same pattern on every run
	return out
}

// systemVerbs are what a system does with data, in any tense: it shows,
// stores, reads, reports, generates its own previews.
const systemVerbs = `(?:show|display|read|store|support|provide|publish|update|generate|notif(?:y|ie)|record|inherit|import|export|sync|synchroni[sz]e|log|list|send|keep|retain|archive|calculate|compute|create|track|assign|link|index|search|filter|sort|mark|render|transcode|convert|resize|produce|complete|respond|process|handle|run|load|upload|download|return|serve|scale|recover)(?:s|es|d|ed)?`

// systemCheckRe is a sentence in which the system checks the creative:
// its limits are the document's asset limits.
var systemCheckRe = lazyRe(`(?i)\b(?:reject|accept|warn|refuse|block|flag|fail|validate|verify|check|enforce)(?:s|ed|ing)?\b`)

// systemScreenRe is the system's own screens, in a document that specifies
// a system: "the user interface shall be usable at a viewport width of 1280
// pixels" sizes the browser window, not a creative.
var systemScreenRe = lazyRe(`(?i)\b(?:user interface|UI|viewport|screen resolution|browser window)\b`)

// flagSystemBehaviour disables a rule read from a sentence that requires
// something of the document's system rather than of the creative.
func flagSystemBehaviour(o *outline, rules []compliance.Rule) {
	systems := documentSystems(o)
	if len(systems) == 0 {
		return
	}
	var names []string
	for _, s := range systems {
		names = append(names, regexp.QuoteMeta(s))
	}
	alt := `(?:` + strings.Join(names, "|") + `)`
	// the system as the subject of a system verb, or the place data is
	// kept ("stored in the Hub").
	acts := regexp.MustCompile(`\b[Tt]he\s+` + alt + `\s+(?:(?:shall|will|must|should|can|may)\s+(?:not\s+|also\s+|only\s+)?)?` + systemVerbs + `\b|\b(?:stored|kept|held|retained|recorded|logged|archived|shown|displayed)\s+(?:in|by|on)\s+the\s+` + alt + `\b`)
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil {
			continue
		}
		q := r.Source.Quote
		if !(acts.MatchString(q) || systemScreenRe().MatchString(q)) || systemCheckRe().MatchString(q) {
			continue
		}
		flag(r, "The sentence requires something of the system the document specifies, not of the creative: left for review.")
	}
}

// Project-management documents (a project initiation document, a quality
// plan) carry conventions and scores of their own that read like asset
// rules: how the project's documents are named, how its risks are scored.
// They are about the project, never about the creative.

// projectDocumentNamingRe is a naming convention for the project's own
// documents: "project documents are named …". An office file in the
// example is no sign on its own: a slide kit's decks are the creative.
var projectDocumentNamingRe = lazyRe(`(?i)\b(?:documents?|records?|reports?|plans?|minutes|registers?)\s+(?:are|is|shall be|must be|should be|will be)\s+(?:named|titled|saved|filed)\b`)

// projectRiskRe is a project risk as a project scores it ("no risk with a
// score of 20", "risks scoring 15 or more"), not a medicine's risks.
var projectRiskRe = lazyRe(`(?i)\brisks?\b[^.;]{0,40}\bscor(?:e|es|ed|ing)\b`)

// flagProjectConventions disables a naming rule for the project's
// documents and a fair-balance rule read from a project risk score.
func flagProjectConventions(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil {
			continue
		}
		q := r.Source.Quote
		switch {
		case r.Field == "naming" && projectDocumentNamingRe().MatchString(q):
			flag(r, "The convention names the project's own documents, not the creative files: left for review.")
		case r.Field == "fairBalance" && projectRiskRe().MatchString(q):
			flag(r, "The sentence scores a project risk, not the medicine's: left for review.")
		}
	}
}

// flagFormatListsMissingBackups disables a list of formats for a unit
// (HTML5, ZIP) when the document gives the unit's backup image a format of
// its own (JPG) that the list leaves out: checked on the backup image, the
// list would fail the very file the document asks for. A product
// description's "Composition: HTML5 banners, each with a static backup
// image" is such a list.
func flagFormatListsMissingBackups(rules []compliance.Rule) {
	for i := range rules {
		d := &rules[i]
		pd := paramsOrEmpty(d)
		// Only a list of the formats that come with a backup (an HTML5
		// unit, its ZIP): a list that names a still image is about images
		// (an email's header), an audio list is about audio.
		if !d.Enabled || d.Field != "format" || len(pd.Allowed) == 0 || len(pd.Parts) > 0 || !allPackageFormats(pd.Allowed) {
			continue
		}
		for _, r := range rules {
			pr := paramsOrEmpty(&r)
			if r.Field != "format" || !r.Enabled || !slices.Contains(pr.Parts, "backup") || !compliance.ScopesOverlap(*d, r) {
				continue
			}
			if missing := slices.IndexFunc(pr.Allowed, func(f string) bool {
				return isStillFormat(f) && !slices.ContainsFunc(pd.Allowed, func(a string) bool { return strings.EqualFold(a, f) })
			}); missing >= 0 {
				flag(d, "The document gives the backup image the format "+pr.Allowed[missing]+", which this list leaves out: left for review.")
				break
			}
		}
	}
}

// isStillFormat is a still image's format.
func isStillFormat(f string) bool {
	switch strings.ToUpper(f) {
	case "JPG", "JPEG", "PNG", "GIF", "WEBP", "SVG", "BMP", "TIFF", "TIF":
		return true
	}
	return false
}

// allPackageFormats tells a list of rich-unit formats (HTML5, HTML, ZIP):
// the units a document asks a still backup image for.
func allPackageFormats(formats []string) bool {
	for _, f := range formats {
		switch strings.ToUpper(f) {
		case "HTML5", "HTML", "ZIP":
		default:
			return false
		}
	}
	return true
}
