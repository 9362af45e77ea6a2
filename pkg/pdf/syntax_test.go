package pdf_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

func TestLiteral(t *testing.T) {
	cases := []struct {
		in     string
		want   string
		next   int
		closed bool
	}{
		{`abc) rest`, "abc", 4, true},
		{`a(b)c) x`, "a(b)c", 6, true},
		{`a\(b\)\\) `, `a(b)\`, 9, true},
		{`\n\r\t\b\f)`, "\n\r\t\b\f", 11, true},
		{`\101\60\0)`, "A0\x00", 10, true},
		{"a\\\r\nb)", "ab", 6, true},
		{"a\\\nb)", "ab", 5, true},
		{`\q)`, "q", 3, true},
		{`unclosed`, "unclosed", 8, false},
		{`ends in \`, "ends in ", 9, false},
	}
	for _, c := range cases {
		out, next, closed := pdf.Literal([]byte(c.in), 0)
		if string(out) != c.want || next != c.next || closed != c.closed {
			t.Errorf("Literal(%q) = %q, %d, %v; want %q, %d, %v", c.in, out, next, closed, c.want, c.next, c.closed)
		}
	}
}

func TestHex(t *testing.T) {
	cases := []struct {
		in     string
		want   string
		closed bool
	}{
		{`48 65 6C6c 6f> x`, "Hello", true},
		{`4>`, "@", true},
		{`41zz42>`, "AB", true},
		{`4142`, "AB", false},
	}
	for _, c := range cases {
		out, _, closed := pdf.Hex([]byte(c.in), 0)
		if string(out) != c.want || closed != c.closed {
			t.Errorf("Hex(%q) = %q, %v; want %q, %v", c.in, out, closed, c.want, c.closed)
		}
	}
}

func TestClasses(t *testing.T) {
	for _, c := range []byte(" \n\r\t\f\x00") {
		if !pdf.IsSpace(c) || pdf.IsDelim(c) {
			t.Errorf("%q", c)
		}
	}
	for _, c := range []byte("()<>[]{}/%") {
		if !pdf.IsDelim(c) || pdf.IsSpace(c) {
			t.Errorf("%q", c)
		}
	}
	if pdf.IsSpace('a') || pdf.IsDelim('a') {
		t.Error("a")
	}
}

func FuzzLiteralAndHex(f *testing.F) {
	for _, s := range []string{`abc)`, `a\(b)`, `\101)`, `48 65>`, "(\\\r\n)"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, next, _ := pdf.Literal(b, 0); next > len(b) {
			t.Fatal("Literal ran past its input")
		}
		if _, next, _ := pdf.Hex(b, 0); next > len(b) {
			t.Fatal("Hex ran past its input")
		}
	})
}
