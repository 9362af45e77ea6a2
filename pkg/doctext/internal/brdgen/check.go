package brdgen

import "strings"

// Missing returns the requirement lines of key that no block text contains
// with whole-word boundaries: a requirement must be a whole block, or start
// a block or follow a space, and end the block or precede a space.
func Missing(blocks []string, key []string) []string {
	text := "\n" + strings.Join(blocks, "\n") + "\n"
	var out []string
	for _, req := range key {
		req = strings.Join(strings.Fields(req), " ")
		found := false
		for _, pre := range []string{"\n", " "} {
			for _, post := range []string{"\n", " "} {
				if strings.Contains(text, pre+req+post) {
					found = true
				}
			}
		}
		if !found {
			out = append(out, req)
		}
	}
	return out
}
