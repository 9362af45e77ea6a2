package brd

import "github.com/pharmaops/pharmaops/pkg/compliance"

// A document often says in so many words that part of it states no
// requirement: "This table is for information: you do not supply these
// files, and the values are not requirements" over the renditions a video
// platform transcodes, "The table records the values producers met most
// often, for reference only", a heading "Notes from the social team (not
// requirements)". The values there are the platform's own outputs, last
// year's measurements or a team's wishes; read as limits they fail the
// very files the document asks for. The rules read under such a heading,
// or after such a paragraph in its section, arrive disabled for review.

var (
	// informationalDeclRe is a paragraph saying that a table, section,
	// list or set of values is for information, illustrative, or no
	// requirement.
	informationalDeclRe = lazyRe(`(?i)\b(?:this|the|these|following|below|above)\s+(?:[\w-]+\s+){0,2}?(?:section|table|list|sheet|tab|appendix|values|figures|numbers|rows|columns?|notes|renditions|measurements|examples?)\b[^.;:]{0,80}?(?:\b(?:is|are)\s+(?:(?:given|provided|listed|shown|kept|included)\s+)?(?:for\s+(?:information|reference|context|orientation)(?:\s+only)?|illustrative|indicative|informational)\b|\b(?:is|are)\s+not\s+(?:requirements?|house standards|binding)\b|:\s*[^.;]{0,60}\bnot\s+requirements\b)|\b(?:they|these|those)\s+(?:[\w-]+\s+){0,8}?(?:are|is)\s+not\s+requirements\b`)
	// informationalHeadingRe is a heading that says its section states no
	// requirement.
	informationalHeadingRe = lazyRe(`(?i)\((?:for\s+(?:information|reference)(?:\s+only)?|not\s+requirements?|informational|fyi)\)|\bFYI\b|\bnot requirements\b`)
	// troubleshootingHeadingRe is a heading over problems met in past work
	// and what was done about them ("Troubleshooting", "Known issues",
	// "Common problems and fixes"). A remedy there restates a requirement
	// of another clause for the one case it tells ("A 29.97 fps master was
	// delivered for a UK job … export a 25 fps master (7.6.1)"): read as a
	// rule it loses that clause's condition (UK jobs only) and fails the
	// files the clause allows.
	troubleshootingHeadingRe = lazyRe(`(?i)\btroubleshoot(?:ing)?\b|\bknown (?:issues|problems)\b|\bcommon (?:problems|issues|pitfalls)\b|\b(?:problems|issues) and (?:fixes|solutions|remedies)\b`)
)

// informationalOf is the text that makes a block informational: the
// nearest heading saying so, or the paragraph of its section before it (or
// the block itself) saying so; "" when none does.
func informationalOf(headings []string, declared string) string {
	for _, h := range headings {
		if informationalHeadingRe().MatchString(h) || troubleshootingHeadingRe().MatchString(h) {
			return h
		}
	}
	return declared
}

// flagInformational disables the rules read from informational blocks.
func flagInformational(r *compliance.Rule, at *outlineBlock) {
	if at == nil || at.informational == "" {
		return
	}
	if troubleshootingHeadingRe().MatchString(at.informational) {
		flag(r, "Read under \""+shorten(at.informational, 80)+"\", which tells problems met and what was done about them: a remedy restates another clause's requirement for one case, without that clause's conditions. Left for review, not applied.")
		return
	}
	flag(r, "The document says this part is not requirements (\""+shorten(at.informational, 80)+"\"): left for review, not applied.")
}
