package pdf

import (
	"fmt"
	"strings"
	"testing"
)

// TestInterpretInlineImage passes an inline image's dictionary as the
// operands of one BI and skips its data, whatever bytes it holds.
func TestInterpretInlineImage(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"RGB inline image", "q BI /W 4 /H 2 /CS /RGB /BPC 8 ID \x00EI\xffEIx EI Q", "q() BI(/W 4 /H 2 /CS /RGB /BPC 8) Q()"},
		{"colour space as an array", "BI /W 1 /H 1 /CS [/I /RGB 1 <00ff00ff0000>] /BPC 8 ID \x01 EI 0 0 1 k", "BI(/W 1 /H 1 /CS [/I /RGB 1 (6)] /BPC 8) k(0 0 1)"},
		{"unterminated data", "BI /W 1 /H 1 /CS /G ID \x00\x00", "BI(/W 1 /H 1 /CS /G)"},
		{"no ID", "BI /W 1 /H", "BI(/W 1 /H)"},
		{"stencil mask", "BI /W 1 /H 1 /IM true /D [1 0] ID \x80 EI", "BI(/W 1 /H 1 /IM true /D [1 0])"},
		{"escaped name", "/PANTONE#20286#20C cs 1 scn", "cs(/PANTONE 286 C) scn(1)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			Interpret([]byte(tc.content), func(op string, args []Operand) {
				got = append(got, op+"("+operandsText(args)+")")
			})
			if s := strings.Join(got, " "); s != tc.want {
				t.Errorf("got %s, want %s", s, tc.want)
			}
		})
	}
}

func operandsText(args []Operand) string {
	var parts []string
	for _, a := range args {
		switch a.Kind {
		case 'n':
			parts = append(parts, fmt.Sprint(a.Num))
		case '/':
			parts = append(parts, "/"+a.Str)
		case 'a':
			parts = append(parts, "["+operandsText(a.Arr)+"]")
		case 'b':
			parts = append(parts, fmt.Sprint(a.Num == 1))
		case 's':
			parts = append(parts, fmt.Sprintf("(%d)", len(a.Str)))
		default:
			parts = append(parts, "?")
		}
	}
	return strings.Join(parts, " ")
}
