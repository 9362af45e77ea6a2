package ai

import (
	"strings"
	"testing"
	"time"
)

func TestChunkText(t *testing.T) {
	long := strings.Repeat("word ", 100) // 500 bytes, longer than a chunk
	tests := []struct {
		name string
		text string
		size int
		want []string
	}{
		{"fits", "--- page 1 ---\nA must.\nB shall.", 200, []string{"--- page 1 ---\nA must.\nB shall.\n"}},
		{"empty", "", 200, nil},
		{"only markers", "--- page 1 ---\n--- page 2 ---\n", 200, nil},
		{"marker repeated in the next chunk", "--- page 3 ---\n" + strings.Repeat("x", 120) + "\n" + strings.Repeat("y", 120), 200,
			[]string{"--- page 3 ---\n" + strings.Repeat("x", 120) + "\n", "--- page 3 ---\n" + strings.Repeat("y", 120) + "\n"}},
		{"new page after content", "--- page 1 ---\nA.\n--- page 2 ---\nB.", 200, []string{"--- page 1 ---\nA.\n--- page 2 ---\nB.\n"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := chunkText(tc.text, tc.size)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
				t.Errorf("chunkText = %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("long line split at spaces, nothing lost", func(t *testing.T) {
		got := chunkText("--- page 9 ---\n"+long, 200)
		var words int
		for _, c := range got {
			if len(c) > 200 {
				t.Errorf("chunk of %d bytes", len(c))
			}
			if !strings.HasPrefix(c, "--- page 9 ---\n") {
				t.Errorf("chunk %q lacks its page marker", c)
			}
			words += strings.Count(strings.TrimPrefix(c, "--- page 9 ---\n"), "word")
		}
		if words != 100 {
			t.Errorf("%d words after chunking, want 100", words)
		}
	})
	t.Run("multibyte line without spaces", func(t *testing.T) {
		got := chunkText(strings.Repeat("é", 300), 200)
		if strings.Join(got, "") == "" {
			t.Fatal("no chunks")
		}
		var n int
		for _, c := range got {
			n += strings.Count(c, "é")
			if !strings.HasSuffix(c, "\n") || strings.ContainsRune(c, '\uFFFD') {
				t.Errorf("chunk %q", c)
			}
		}
		if n != 300 {
			t.Errorf("%d runes after chunking", n)
		}
	})
}

func TestParseLeadingDate(t *testing.T) {
	d := func(y, m, dd int) time.Time { return time.Date(y, time.Month(m), dd, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		in   string
		want time.Time
		ok   bool
	}{
		{"2024-03-31 rest", d(2024, 3, 31), true},
		{"2024/3/5", d(2024, 3, 5), true},
		{"03/31/2024", d(2024, 3, 31), true},
		{"31/03/2024", d(2024, 3, 31), true},
		{"3.5.24", d(2024, 3, 5), true},
		{"Sept 3, 2025", d(2025, 9, 3), true},
		{"3rd September 2025", d(2025, 9, 3), true},
		{"15-Jan-25", d(2025, 1, 15), true},
		{"February 2024", d(2024, 2, 29), true},
		{"2024-02", d(2024, 2, 29), true},
		{"12/2025", d(2025, 12, 31), true},
		{"2023-02-29", time.Time{}, false},
		{"13/13/2024", time.Time{}, false},
		{"Smarch 3, 2024", time.Time{}, false},
		{"soon", time.Time{}, false},
	}
	for _, tc := range tests {
		got, _, ok := parseLeadingDate(tc.in)
		if ok != tc.ok || !got.Equal(tc.want) {
			t.Errorf("parseLeadingDate(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
