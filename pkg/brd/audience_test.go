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

// TestQuotedWordingIsAClaim: a sentence that names the regulator only in
// wording a piece must or must not use ("never call it “FDA approved”") is
// a rule about that wording, not a filing-number rule.
func TestQuotedWordingIsAClaim(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"forbidden approval wording", "# Claims\nCopy must never present the monitor as “FDA approved”; it is “FDA registered”.",
			"critical brandGuidelines null"},
		{"a real approval code stays", "# Mandatories\nEvery banner must show its FDA submission code.",
			"critical fdaFilingNumber null"},
	})
}

// TestWhoCanReachIsNoAudienceRule: who can reach or receive a piece (an
// access control, a log-in, a mailing list) is not something the piece
// shows, so no customer-type rule comes of it when no audience type is
// required of the piece.
func TestWhoCanReachIsNoAudienceRule(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"access control condition", "# Channels\nWhere a medium cannot restrict access to prescribers, it must not be used.",
			""},
		{"the audience itself stays", "# Audience\nAll creative is for prescribers only.",
			`critical customerType {"allowed":["HCP"]}`},
	})
}

// TestWhatAPartyDoesIsNoTextRule: a contract sentence about what a party
// itself does (provides services for professional materials, acknowledges a
// review, tests before submission) gives no audience or approval-code rule.
func TestWhatAPartyDoesIsNoTextRule(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"services for an audience", "# Scope of work\nThe Vendor shall provide copywriting, artwork and build services for campaign materials aimed at hospital physicians.",
			""},
		{"acknowledging review", "# Review\n7.2 The Supplier acknowledges that every deliverable is subject to submission review and shall not publish one before it is approved.",
			""},
		{"a code the piece carries stays", "# Review\nThe Supplier must make sure every banner shows its job code.",
			"critical fdaFilingNumber null"},
	})
}

// TestOneSentenceTwoAudiences: a sentence that gives consumer pieces one
// statement and professional pieces another, clause by clause, gives a rule
// per clause scoped to its audience; read as one rule it had no scope and
// asked both of every piece.
func TestOneSentenceTwoAudiences(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"a clause per audience", "# Mandatories\nPatient materials must carry the statement “Talk to your pharmacist”; HCP materials must carry the statement “See the SmPC”.",
			"critical disclaimers {\"customerTypes\":[\"DTC\"]}\ncritical disclaimers {\"customerTypes\":[\"HCP\"]}"},
	})
}

// TestDateFormIsNoCode: the form of a date ("MM/YYYY", "DD-MM-YY") is not
// an approval-code template; read as one it made a pattern no code and no
// date could match.
func TestDateFormIsNoCode(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"date of preparation form", "# Mandatories\nEvery banner must show its review code and its date of preparation in the form MM/YYYY.",
			"critical fdaFilingNumber null"},
		{"a code template stays", "# Mandatories\nEvery banner shows its job code in the form ABC-YYYY-NNN.",
			`critical fdaFilingNumber {"pattern":"^ABC-\\d{4}-\\d{3}$"}`},
	})
}

// TestGermanYearPlaceholder: "JJ" (Jahr) stands for the year's digits in a
// German code template as "YY" does in an English one.
func TestGermanYearPlaceholder(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"Jahr in a code", "# Pflichtangaben\nJedes Werbemittel muss den Freigabecode RXA-NNN/JJ tragen.",
			`critical fdaFilingNumber {"pattern":"^RXA-\\d{3}/\\d{2}$"}`},
	})
}

// TestAudienceWordWithoutAudience: a sentence that names prescribers or
// patients only as the object of other words (whom the copy must not
// belittle, how many may attend) says nothing of whom the piece is for, so
// it is no customer-type rule; one that says whom the copy is written for
// still is.
func TestAudienceWordWithoutAudience(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"a tone rule about the reader", "# Content\nNever talk down to the prescriber or suggest that the physician chose the wrong therapy.",
			"critical brandGuidelines null"},
		{"a head count", "# Content\nBetween 8 and 15 physicians may attend each dinner meeting.",
			""},
		{"written for an audience", "# Content\nCopy is written for consumers and must avoid jargon.",
			`critical customerType {"allowed":["DTC"]}`},
	})
}

// TestBarredAudienceIsNotAllowed: a sentence that names both audiences but
// shuts one out in its own clause allows only the other; read as both it
// allowed every piece.
func TestBarredAudienceIsNotAllowed(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"the public barred", "# Audience\nFor healthcare professionals only; promotion to consumers is prohibited.",
			`critical customerType {"allowed":["HCP"]}`},
		{"professionals barred", "# Audience\nPatient audiences only (DTC); nothing in this brief is for HCP placements.",
			`critical customerType {"allowed":["DTC"]}`},
	})
}
