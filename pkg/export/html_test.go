package export_test

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/pharmaops/pharmaops/pkg/export"
)

func TestWriteHTML(t *testing.T) {
	rows := trickyRows()
	rows[1].FileName = `<script>alert("x")</script>.png`
	rows[2].PreviewURL = "javascript:alert(1)"
	var buf bytes.Buffer
	if err := export.WriteHTML(&buf, export.Matrix{Campaign: `Spring <b>Launch</b> & "Co"`, Generated: exportDate, Rows: rows}); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	doc, err := html.Parse(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	var (
		texts   []string
		tags    = map[string]int{}
		hrefs   []string
		cells   [][]string
		current []string
	)
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			tags[n.Data]++
			for _, a := range n.Attr {
				if strings.HasPrefix(strings.ToLower(a.Key), "on") {
					t.Errorf("event handler attribute %s on <%s>", a.Key, n.Data)
				}
				if a.Key == "href" {
					hrefs = append(hrefs, a.Val)
				}
				if a.Key == "src" {
					t.Errorf("external resource %s", a.Val)
				}
			}
			if n.Data == "tr" {
				current = nil
			}
		}
		if n.Type == html.TextNode && n.Parent != nil && n.Parent.Data != "style" {
			texts = append(texts, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode && (n.Data == "td" || n.Data == "th") {
			current = append(current, textOf(n))
		}
		if n.Type == html.ElementNode && n.Data == "tr" {
			cells = append(cells, current)
		}
	}
	walk(doc)

	if tags["script"] != 0 || tags["b"] != 0 || tags["link"] != 0 || tags["img"] != 0 || tags["iframe"] != 0 {
		t.Fatalf("unexpected elements: %v", tags)
	}
	if tags["style"] != 1 || !strings.Contains(out, "@media print") {
		t.Error("no inline print CSS")
	}
	all := strings.Join(texts, "")
	for _, want := range []string{
		`Creative Matrix: Spring <b>Launch</b> & "Co"`, // shown as text
		`<script>alert("x")</script>.png`,
		"Ñandú – ünïcödé 日本.gif",
		"Compliant (≥80)", "Review (60–79)", "Non-Compliant (<60)", "Not Scored",
		"November 21, 2026",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("page text lacks %q", want)
		}
	}
	if strings.Contains(out, "<script>") || !strings.Contains(out, "&lt;script&gt;") {
		t.Error("value not escaped in the markup")
	}
	for _, h := range hrefs {
		if strings.HasPrefix(strings.ToLower(h), "javascript:") {
			t.Errorf("unsafe href %q", h)
		}
	}
	// Header row of the matrix table, then the first matrix row.
	var header, first []string
	for i, c := range cells {
		if len(c) == 10 && c[0] == "Asset Name" {
			header, first = c, cells[i+1]
		}
	}
	if header == nil || header[7] != "Compliance Score" {
		t.Fatalf("matrix table header = %q", header)
	}
	wantFirst := []string{"Spring_Hero_300x250.jpg", "JPG", "300x250", "80.0", "Display", "Plaque psoriasis", "HCP", "92", "Adding", "https://cdn.example/a1.jpg?w=300&h=250"}
	if strings.Join(first, "|") != strings.Join(wantFirst, "|") {
		t.Errorf("first row = %q", first)
	}
	// Summary by channel: Display 3, Programmatic 1, Email 1.
	if !strings.Contains(strings.Join(flatten(cells), "|"), "Display|3|Email|1|Programmatic|1") {
		t.Errorf("channel summary missing: %q", cells)
	}
}

func TestWriteHTMLEmpty(t *testing.T) {
	var buf bytes.Buffer
	if err := export.WriteHTML(&buf, export.Matrix{Generated: exportDate}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "No Assets for Creative Matrix") || !strings.Contains(buf.String(), "BRD Campaign") {
		t.Errorf("empty page: %s", buf.String())
	}
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var f func(*html.Node)
	f = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			f(c)
		}
	}
	f(n)
	return strings.TrimSpace(b.String())
}

func flatten(rows [][]string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}
