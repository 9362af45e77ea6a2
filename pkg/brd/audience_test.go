package brd_test

import "testing"

// TestAudienceNamesThePieces: a requirement whose subject is a piece named
// by its audience ("patient leaflets must …", "HCP banners shall …") is a
// rule of what the piece must carry or avoid, limited to that customer
// type; the audience word is its scope, not a customer-type rule (issue
// 12). A sentence that only says whom the creative is for stays one.
func TestAudienceNamesThePieces(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"consumer pieces carry a quoted line", "# Mandatories\nConsumer versions must include the line “Ask your doctor if this medicine suits you”.",
			`critical disclaimers {"customerTypes":["DTC"]}`},
		{"patient pieces must say something", "# Copy\nPatient materials must say that the treatment needs a prescription and a doctor's review.",
			`critical disclaimers {"customerTypes":["DTC"]}`},
		{"DTC pieces must not show something", "# Imagery\nDTC creatives must not show the inhaler held by a child.",
			`critical brandGuidelines {"customerTypes":["DTC"]}`},
		{"HCP pieces carry a statement", "# Copy\nHCP banners shall carry the statement that the product is for specialist use.",
			`critical disclaimers {"customerTypes":["HCP"]}`},
		{"whom the creative is for stays the audience", "# Audience\nAll creative is intended for physicians only.",
			`critical customerType {"allowed":["HCP"]}`},
	})
}
