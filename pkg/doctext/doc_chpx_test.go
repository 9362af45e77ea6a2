package doctext

import "testing"

// TestGrpprlHides: a character property list hides its text when it marks
// it deleted, hidden or struck through (the old wording of a revision); a
// property switched off, or another one, hides nothing.
func TestGrpprlHides(t *testing.T) {
	tests := []struct {
		name string
		g    []byte
		want bool
	}{
		{"hidden", []byte{0x3C, 0x08, 1}, true},
		{"tracked deletion", []byte{0x00, 0x08, 1}, true},
		{"struck through", []byte{0x37, 0x08, 1}, true},
		{"double struck, opposite of the style", []byte{0x53, 0x2A, 0x81}, true},
		{"bold, then struck", []byte{0x35, 0x08, 1, 0x37, 0x08, 1}, true},
		{"strike switched off", []byte{0x37, 0x08, 0}, false},
		{"bold only", []byte{0x35, 0x08, 1}, false},
		{"cut short", []byte{0x37}, false},
	}
	for _, tt := range tests {
		if got := grpprlHides(tt.g); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
