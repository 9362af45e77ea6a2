package media

import (
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// AllowedCDNHosts are the well-known ad and library CDNs that HTML5
// banners may load from over https without that counting as an external
// reference: Google's ad CDNs (s0.2mdn.net for CM360/Studio,
// tpc.googlesyndication.com for Google Ad Manager), Google Hosted
// Libraries, cdnjs and Google Fonts. Any http:// reference is external
// whatever its host.
var AllowedCDNHosts = []string{
	"s0.2mdn.net",
	"tpc.googlesyndication.com",
	"ajax.googleapis.com",
	"cdnjs.cloudflare.com",
	"fonts.googleapis.com",
	"fonts.gstatic.com",
}

var (
	reMetaTag = lazyregexp.New(`(?is)<meta\b[^>]*>`)
	reAttr    = lazyregexp.New(`(?is)\b([a-z][a-z0-9:_-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`)
	reAdW     = lazyregexp.New(`(?i)\bwidth\s*=\s*(\d+)`)
	reAdH     = lazyregexp.New(`(?i)\bheight\s*=\s*(\d+)`)
	reTag     = lazyregexp.New(`(?is)<([a-z][a-z0-9]*)\b[^>]*>`)
	reCSSURL  = lazyregexp.New(`(?i)url\(\s*["']?([^"')\s]+)["']?\s*\)|@import\s+["']([^"']+)["']`)
	reJSSrc   = lazyregexp.New(`(?i)\b(?:src|href)\s*=\s*["']([^"']+)["']`)

	reBlockComment = lazyregexp.New(`(?s)/\*.*?\*/|<!--.*?-->`)
	reHTMLComment  = lazyregexp.New(`(?s)<!--.*?-->`)
	reLineComment  = lazyregexp.New(`(?m)(^|[\s;{}()])//[^\n]*`)

	reClickTag = lazyregexp.New(`(?i)clicktag`)
)

// adSize reads <meta name="ad.size" content="width=300,height=250">.
func adSize(html string) (int, int, bool) {
	for _, tag := range reMetaTag().FindAllString(html, -1) {
		attrs := attributes(tag)
		if !strings.EqualFold(strings.TrimSpace(attrs["name"]), "ad.size") {
			continue
		}
		c := attrs["content"]
		wm, hm := reAdW().FindStringSubmatch(c), reAdH().FindStringSubmatch(c)
		if wm == nil || hm == nil {
			continue
		}
		w, err1 := strconv.Atoi(wm[1])
		h, err2 := strconv.Atoi(hm[1])
		if err1 != nil || err2 != nil || w <= 0 || h <= 0 || w > 100000 || h > 100000 {
			continue
		}
		return w, h, true
	}
	return 0, 0, false
}

// attributes parses a tag's attributes into a map with lower-case names.
func attributes(tag string) map[string]string {
	m := map[string]string{}
	for _, a := range reAttr().FindAllStringSubmatch(tag, -1) {
		m[strings.ToLower(a[1])] = a[2] + a[3] + a[4]
	}
	return m
}

// htmlRefs returns the resource URLs an HTML document loads: src, href
// (except on <a> and <base>, which are links), poster, data and the first
// srcset candidate.
func htmlRefs(html string) []string {
	var out []string
	for _, m := range reTag().FindAllStringSubmatch(stripComments(html), -1) {
		name := strings.ToLower(m[1])
		if name == "a" || name == "base" || name == "area" || name == "meta" {
			continue
		}
		attrs := attributes(m[0])
		for _, k := range []string{"src", "href", "poster", "data"} {
			if v := strings.TrimSpace(attrs[k]); v != "" {
				out = append(out, v)
			}
		}
		if v := strings.TrimSpace(attrs["srcset"]); v != "" {
			out = append(out, strings.Fields(v)[0])
		}
	}
	return out
}

// cssRefs returns url(...) and @import targets.
func cssRefs(css string) []string {
	var out []string
	for _, m := range reCSSURL().FindAllStringSubmatch(css, -1) {
		if v := strings.TrimSpace(m[1] + m[2]); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// jsRefs returns string URLs assigned to src or href in scripts.
func jsRefs(js string) []string {
	var out []string
	for _, m := range reJSSrc().FindAllStringSubmatch(js, -1) {
		out = append(out, strings.TrimSpace(m[1]))
	}
	return out
}

// isExternalURL reports a reference that leaves the zip: any http:// URL,
// and https:// or protocol-relative URLs to hosts not in AllowedCDNHosts.
func isExternalURL(ref string) bool {
	l := strings.ToLower(strings.TrimSpace(ref))
	switch {
	case strings.HasPrefix(l, "http://"):
		return true
	case strings.HasPrefix(l, "https://"), strings.HasPrefix(l, "//"):
	default:
		return false
	}
	u, err := url.Parse(l)
	if err != nil || u.Host == "" {
		return true
	}
	host := u.Hostname()
	for _, h := range AllowedCDNHosts {
		if host == h {
			return false
		}
	}
	return true
}

// localPath resolves a relative reference against dir, dropping query and
// fragment. ok is false for absolute URLs, data: and similar schemes, and
// paths that climb out of the zip.
func localPath(dir, ref string) (string, bool) {
	ref = strings.TrimSpace(ref)
	if i := strings.IndexAny(ref, "?#"); i >= 0 {
		ref = ref[:i]
	}
	if ref == "" || strings.HasPrefix(ref, "/") || strings.Contains(ref, ":") {
		return "", false
	}
	if u, err := url.PathUnescape(ref); err == nil {
		ref = u
	}
	p := path.Join(dir, ref)
	if p == ".." || strings.HasPrefix(p, "../") {
		return "", false
	}
	return strings.TrimPrefix(p, "./"), true
}

// stripComments removes /* */, <!-- --> and // line comments (a "//" right
// after a colon, as in URLs, is kept), so commented-out code is not
// mistaken for a clickTag or a reference.
func stripComments(s string) string {
	s = reBlockComment().ReplaceAllString(s, " ")
	return reLineComment().ReplaceAllString(s, "$1")
}

// clickTagUse reports whether s declares a clickTag variable (var/let/
// const clickTag, clickTag = …, window.clickTag = …, window["clickTag"] =
// …) and whether it uses it (any other reference, e.g.
// window.open(window.clickTag) or href="javascript:window.open(clickTag)").
// Matching ignores case, since networks spell it clickTag or clickTAG.
func clickTagUse(s string) (declared, used bool) {
	for _, loc := range reClickTag().FindAllStringIndex(s, -1) {
		start, end := loc[0], loc[1]
		if start > 0 && isIdentByte(s[start-1]) || end < len(s) && isIdentByte(s[end]) {
			continue // part of a longer identifier, e.g. clickTag2 or myclickTag
		}
		before := strings.TrimRight(s[:start], " \t")
		after := strings.TrimLeft(s[end:], " \t")
		quoted := strings.HasSuffix(before, `"`) || strings.HasSuffix(before, `'`)
		if quoted {
			// window["clickTag"]: an identifier in disguise; any other
			// string literal (a parameter name) is not a use.
			b := strings.TrimRight(before[:len(before)-1], " \t")
			if !strings.HasSuffix(b, "[") {
				continue
			}
			after = strings.TrimLeft(strings.TrimLeft(strings.TrimLeft(after, `"'`), " \t"), "]")
			after = strings.TrimLeft(after, " \t")
		}
		switch {
		case hasKeywordSuffix(before, "var"), hasKeywordSuffix(before, "let"), hasKeywordSuffix(before, "const"):
			declared = true
		case strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "=="):
			declared = true
		default:
			used = true
		}
	}
	return declared, used
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// hasKeywordSuffix reports whether s ends with the word kw.
func hasKeywordSuffix(s, kw string) bool {
	if !strings.HasSuffix(s, kw) {
		return false
	}
	i := len(s) - len(kw)
	return i == 0 || !isIdentByte(s[i-1])
}
