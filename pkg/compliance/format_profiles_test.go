package compliance

import "testing"

func TestNormalizeFormatProfiles(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"PDF/X-4", "PDF"}, {"pdf/x-1a", "PDF"}, {"PDF/A-1b", "PDF"}, {"PDF", "PDF"}, {".jpeg", "JPG"},
	} {
		if got := normalizeFormat(tc.in); got != tc.want {
			t.Errorf("normalizeFormat(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
