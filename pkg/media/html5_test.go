package media_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/safezip"
)

const adMeta = `<meta name="ad.size" content="width=728,height=90">`

func TestProbeHTML5(t *testing.T) {
	tests := []struct {
		name     string
		zip      []string
		entry    []string
		w, h     int
		declared bool
		used     bool
		external []string
		files    int
		initial  int64 // -1: do not check
	}{
		{
			name: "canonical CM360 banner",
			zip: []string{
				"index.html", `<html><head>` + adMeta + `<script>var clickTag = "http://www.google.com";</script></head>` +
					`<body><a href="javascript:window.open(window.clickTag)"><img src="bg.jpg"></a></body></html>`,
				"bg.jpg", strings.Repeat("x", 1000),
				"later.png", strings.Repeat("y", 500),
			},
			entry: []string{"index.html"}, w: 728, h: 90, declared: true, used: true, files: 3,
			initial: int64(len(`<html><head>`+adMeta+`<script>var clickTag = "http://www.google.com";</script></head>`+
				`<body><a href="javascript:window.open(window.clickTag)"><img src="bg.jpg"></a></body></html>`)) + 1000,
		},
		{
			name: "zipped from the folder: one top folder counts as top level",
			zip: []string{
				"banner/", "",
				"banner/index.html", adMeta + `<script src="js/main.js"></script>`,
				"banner/js/main.js", `window.clickTag = "https://x.com"; document.onclick = function(){ window.open(clickTag, "_blank"); };`,
				"__MACOSX/banner/._index.html", "junk",
				"banner/.DS_Store", "junk",
			},
			entry: []string{"banner/index.html"}, w: 728, h: 90, declared: true, used: true, files: 2, initial: -1,
		},
		{
			name:  "two entry files",
			zip:   []string{"a.html", "<html></html>", "b.htm", "<html></html>"},
			entry: []string{"a.html", "b.htm"}, files: 2, initial: -1,
		},
		{
			name:  "no html at all",
			zip:   []string{"img/a.png", "x", "b/c.js", "var x"},
			entry: nil, files: 2, initial: 0,
		},
		{
			name:  "declared but never used",
			zip:   []string{"index.html", adMeta + `<script>var clickTag = "";</script><a href="https://brand.example/landing">go</a>`},
			entry: []string{"index.html"}, w: 728, h: 90, declared: true, files: 1, initial: -1,
		},
		{
			name:  "used only in a comment does not count",
			zip:   []string{"index.html", `<script>var clickTAG = getParam("clickTAG"); // window.open(clickTAG)` + "\n" + `/* location.href = clickTAG */</script>`},
			entry: []string{"index.html"}, declared: true, files: 1, initial: -1,
		},
		{
			name:  "bracket access is a use; the parameter name string is not",
			zip:   []string{"index.html", `<script>var clickTag = getParameterByName('clickTag'); function go(){ window.open(window["clickTag"]) }</script>`},
			entry: []string{"index.html"}, declared: true, used: true, files: 1, initial: -1,
		},
		{
			name: "external references",
			zip: []string{"index.html", `<script src="http://s0.2mdn.net/ads/Enabler.js"></script>` +
				`<script src="https://code.jquery.com/jquery.js"></script>` +
				`<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>` +
				`<link rel="stylesheet" href="//fonts.googleapis.com/css?family=Roboto">` +
				`<img src="//tracker.example.net/p.gif">` +
				`<div style="background:url('https://images.example.org/bg.png')"></div>` +
				`<a href="https://brand.example/">landing pages are links, not loads</a>`,
				"style.css", `@import "http://evil.example/x.css"; .a{background:url(img/local.png)}`,
				"main.js", `var s = document.createElement("script"); s.src = "https://cdn.other.example/lib.js";`,
			},
			entry: []string{"index.html"}, files: 3, initial: -1,
			external: []string{
				"//tracker.example.net/p.gif",
				"http://evil.example/x.css",
				"http://s0.2mdn.net/ads/Enabler.js",
				"https://cdn.other.example/lib.js",
				"https://code.jquery.com/jquery.js",
				"https://images.example.org/bg.png",
			},
		},
		{
			name:  "commented-out ad.size does not count",
			zip:   []string{"index.html", `<!-- <meta name="ad.size" content="width=300,height=250"> -->`},
			entry: []string{"index.html"}, files: 1, initial: -1,
		},
		{
			name:  "meta ad.size with odd spacing and quotes",
			zip:   []string{"index.html", `<META content='width = 160, height=600' NAME='ad.size'>`},
			entry: []string{"index.html"}, w: 160, h: 600, declared: false, files: 1, initial: -1,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := ziptest.Files(t, tc.zip...)
			i, err := probeBytes(b, "banner.zip")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "kind", i.Kind, media.KindHTML5)
			eq(t, "format", i.Format, "ZIP")
			h := i.HTML5
			if !slices.Equal(h.EntryHTML, tc.entry) {
				t.Errorf("entry = %q, want %q", h.EntryHTML, tc.entry)
			}
			eq(t, "width", i.Width, tc.w)
			eq(t, "height", i.Height, tc.h)
			eq(t, "ad size declared", h.AdSizeDeclared, tc.w > 0)
			eq(t, "clickTag declared", h.ClickTagDeclared, tc.declared)
			eq(t, "clickTag used", h.ClickTagUsed, tc.used)
			eq(t, "files", h.FileCount, tc.files)
			eq(t, "compressed", h.CompressedBytes, int64(len(b)))
			if tc.initial >= 0 {
				eq(t, "initial load", h.InitialLoadBytes, tc.initial)
			}
			if !slices.Equal(h.ExternalReferences, tc.external) {
				t.Errorf("external = %q\nwant %q", h.ExternalReferences, tc.external)
			}
		})
	}
}

func TestProbeHTML5Unsafe(t *testing.T) {
	tests := []struct {
		name string
		zip  []byte
		want error
	}{
		{"path traversal", ziptest.Files(t, "../../etc/cron.d/x", "boom", "index.html", "<html>"), safezip.ErrUnsafePath},
		{"absolute path", ziptest.Files(t, "/tmp/x.html", "<html>"), safezip.ErrUnsafePath},
		{"bomb", ziptest.Files(t, "index.html", strings.Repeat("\x00", 20<<20)), safezip.ErrRatio},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := probeBytes(tc.zip, "banner.zip")
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
	many := make([]string, 0, 2*1001)
	for i := 0; i < 1001; i++ {
		many = append(many, "f"+strconv.Itoa(i), "x")
	}
	if _, err := probeBytes(ziptest.Files(t, many...), "banner.zip"); !errors.Is(err, safezip.ErrTooManyEntries) {
		t.Errorf("1001 entries: err = %v, want ErrTooManyEntries", err)
	}
}
