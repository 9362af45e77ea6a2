package pdf

import "testing"

// TestUnescapeName decodes a name's #xx escapes with the same hex digits
// as hexadecimal strings, and keeps a '#' that no two hex digits follow.
func TestUnescapeName(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Type", "Type"},
		{"A#20B", "A B"},
		{"Lime#20Green", "Lime Green"},
		{"paired#28#29parentheses", "paired()parentheses"},
		{"#2fslash#2F", "/slash/"},
		{"odd#2", "odd#2"},
		{"bad#zz", "bad#zz"},
		{"half#4g", "half#4g"},
		{"#", "#"},
	}
	for _, c := range cases {
		if got := unescapeName([]byte(c.in)); got != c.want {
			t.Errorf("unescapeName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
