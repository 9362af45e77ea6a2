package ai

import (
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// audienceCue is a phrase that points at an audience, with a weight.
type audienceCue struct {
	m      matcher
	weight int
}

// dtcPhraseRe matches patient-directed advice ("ask your doctor", "tell
// your healthcare provider"). It is removed from the text before the HCP
// cues are read, so that "your healthcare professional" is not read as an
// HCP cue.
var dtcPhraseRe = newMatcher(`(?i)\b(?:ask|talk\s+(?:to|with)|tell|consult|speak\s+(?:to|with)|see|call|check\s+with|contact)\s+your\s+(?:doctor|physician|health\s?care\s+(?:provider|professional|team)|hcp|pharmacist|nurse|specialist|dermatologist|rheumatologist|cardiologist|oncologist|gastroenterologist|neurologist)\b`, "your")

var hcpCues = []audienceCue{
	{newMatcher(`(?i)\b(?:for|intended\s+for)\s+(?:use\s+by\s+)?(?:u\.?s\.?\s+)?(?:health\s?care|medical)\s+professionals?(?:\s+only)?\b`, "professional"), 4},
	{newMatcher(`(?i)\bfor\s+(?:u\.?s\.?\s+)?hcps?(?:\s+only)?\b`, "hcp"), 4},
	{newMatcher(`(?i)\bnot\s+for\s+(?:consumer|patient)\s+(?:use|distribution)\b`, "consumer", "patient"), 4},
	{newMatcher(`\bHCPs?\b`, "hcp"), 2},
	{newMatcher(`(?i)\bhealth\s?care\s+professionals?\b`, "professional"), 2},
	{newMatcher(`(?i)\byour\s+patients?\b`, "patient"), 2},
	{newMatcher(`(?i)\b(?:advise|counsel|instruct|monitor)\s+(?:your\s+)?patients?\b`, "patient"), 2},
	{newMatcher(`(?i)\bprescribers?\b`, "prescriber"), 1},
	{newMatcher(`(?i)\bclinicians?\b`, "clinician"), 1},
	{newMatcher(`(?i)\bmechanism\s+of\s+action\b`, "mechanism"), 1},
	{newMatcher(`(?i)\bdosing\s+(?:and|&)\s+administration\b`, "dosing"), 1},
	{newMatcher(`(?i)\b(?:primary|secondary)\s+endpoints?\b`, "endpoint"), 1},
	{newMatcher(`(?i)\bclinical\s+(?:trial|study|studies)\s+(?:data|results)\b`, "clinical"), 1},
	{newMatcher(`(?i)\(?\bn\s*=\s*[0-9]+`, "="), 1},
	{newMatcher(`(?i)\bp\s*[<=]\s*0?\.[0-9]+`, "<", "="), 1},
}

var dtcCues = []audienceCue{
	{dtcPhraseRe, 3},
	{newMatcher(`(?i)\bdirect[- ]to[- ]consumers?\b`, "direct"), 3},
	{newMatcher(`\bDTC\b`, "dtc"), 2},
	{newMatcher(`(?i)\byour\s+(?:doctor|physician|health\s?care\s+provider)\b`, "your"), 2},
	{newMatcher(`(?i)\bpatients?\s+like\s+you\b`, "like you"), 2},
	{newMatcher(`(?i)\b(?:savings|co-?pay)\s+(?:card|program|offer)\b`, "savings", "pay"), 2},
	{newMatcher(`(?i)\bif\s+you\s+(?:have|are|take|experience|notice|get)\b`, "if you"), 1},
	{newMatcher(`(?i)\bconsumers?\b`, "consumer"), 1},
}

var nameTokenRe = lazyregexp.New(`[^a-z0-9]+`)

// detectAudience identifies the target audience ("HCP", "DTC" or "") and
// the cues that decided it. The campaign's customer type wins, then an
// unambiguous file-name token, then the weighted text cues: a side wins
// with a score of at least 2 and at least twice the other side's.
func detectAudience(customerType, name, text string) (string, []string) {
	if ct := strings.ToUpper(strings.TrimSpace(customerType)); ct == "DTC" || ct == "HCP" {
		return ct, []string{"campaign customer type " + ct}
	}
	seen := map[string]bool{}
	for _, tok := range nameTokenRe().Split(strings.ToLower(name), -1) {
		switch strings.TrimSuffix(tok, "s") {
		case "dtc", "consumer", "patient":
			seen["DTC"] = true
		case "hcp", "professional":
			seen["HCP"] = true
		}
	}
	if len(seen) == 1 {
		for k := range seen {
			return k, []string{"file name token " + k}
		}
	}
	st := newScanText(text)
	dtc, dtcFound := scoreCues(st, dtcCues, nil)
	// Patient-directed advice ("your healthcare professional") is no HCP cue.
	hcp, hcpFound := scoreCues(st, hcpCues, dtcPhraseRe.findAll(st, -1))
	switch {
	case hcp >= 2 && hcp >= 2*dtc:
		return "HCP", hcpFound
	case dtc >= 2 && dtc >= 2*hcp:
		return "DTC", dtcFound
	}
	return "", nil
}

// maxCues bounds the cues reported.
const maxCues = 5

// scoreCues adds up the weights of the cues found in s. A phrase counts
// for one cue only ("for healthcare professionals" is not also the weaker
// "healthcare professionals"), and not at all inside a masked span.
func scoreCues(s *scanText, cues []audienceCue, masked [][]int) (int, []string) {
	score := 0
	var found []string
	seen := map[string]bool{}
	used := slices.Clone(masked)
	overlaps := func(loc []int) bool {
		for _, u := range used {
			if loc[0] < u[1] && u[0] < loc[1] {
				return true
			}
		}
		return false
	}
	for _, c := range cues {
		var ms []string
		for _, loc := range c.m.findAll(s, 20) {
			if overlaps(loc) {
				continue
			}
			used = append(used, loc[:2])
			ms = append(ms, s.text[loc[0]:loc[1]])
		}
		if len(ms) == 0 {
			continue
		}
		// A cue counts once, plus one for repetitions: ten "if you"s are
		// not ten times the evidence.
		score += c.weight
		if len(ms) > 1 {
			score++
		}
		for _, m := range ms {
			m = strings.Join(strings.Fields(m), " ")
			k := strings.ToLower(m)
			if !seen[k] && len(found) < maxCues {
				seen[k] = true
				found = append(found, m)
			}
		}
	}
	return score, found
}
