package brd_test

import "testing"

// TestBareLabelOverListScopesItems: a short unstyled line ("Banners") right
// before bullets acts as their sub-heading, so a weight limit in those
// bullets is a display limit, not a whole-file limit on every asset
// (issue 12, scope from the section; blind set 4's first run).
func TestBareLabelOverListScopesItems(t *testing.T) {
	tests := []struct {
		name, src, field, want string
		last                   bool // the document's last rule of the field, not its first
	}{
		{"label over bullets", "# Launch creative specs\nHello team, here is what the media owner needs.\nBanners\n- Max 120 KB per unit (initial load); polite load up to 400 KB.\nVideo (OLV)\n- Spots must be 1280x720.",
			"fileSize", "Display", false},
		{"the next label takes over", "# Launch creative specs\nBanners\n- Max 120 KB per unit (initial load).\nVideo (OLV)\n- Files must not exceed 40 MB.",
			"fileSize", "Video", true},
		{"a sentence is not a label", "# Launch creative specs\nPlease find the specs below, thanks\n- Max 120 KB per unit (initial load).",
			"fileSize", "All", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field {
					got = append(got, r.Channel)
				}
			}
			if len(got) == 0 {
				t.Fatalf("no %s rule", tt.field)
			}
			pick := got[0]
			if tt.last {
				pick = got[len(got)-1]
			}
			if pick != tt.want {
				t.Errorf("channels %v, want %s", got, tt.want)
			}
		})
	}
}
