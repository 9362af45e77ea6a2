package media

import (
	"path"
	"sort"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// Bounds of the HTML5 banner analysis: how much of one text file and of
// all text files together is read.
const (
	maxHTML5TextFile  = 5 << 20
	maxHTML5TextTotal = 20 << 20
	maxExternalRefs   = 100
)

// probeHTML5 analyses a zipped HTML5 banner: its entry HTML, declared ad
// size, clickTag, external references, file count, total and initial-load
// size. These are the checks CM360, Google Ad Manager and the IAB HTML5
// guidelines apply to uploaded banners.
func probeHTML5(z *safezip.Reader, size int64) (Info, error) {
	h := &HTML5Info{CompressedBytes: size}
	info := Info{Kind: KindHTML5, Format: "ZIP", MimeType: MimeZip, HTML5: h}
	var files []safezip.File
	for _, f := range z.Files() {
		if f.IsDir || isJunkEntry(f.Name) {
			continue
		}
		files = append(files, f)
		h.TotalBytes += f.Size
	}
	h.FileCount = len(files)
	h.EntryHTML = entryHTML(files)
	if len(files) == 0 {
		return info, corrupt("ZIP", "the zip holds no files")
	}

	budget := int64(maxHTML5TextTotal)
	read := func(name string) string {
		f, ok := z.Stat(name)
		if !ok || f.Size > maxHTML5TextFile || f.Size > budget {
			return ""
		}
		b, err := z.ReadFile(name, maxHTML5TextFile)
		if err != nil {
			return ""
		}
		budget -= int64(len(b))
		return string(b)
	}

	var entry string
	if len(h.EntryHTML) > 0 {
		// With several candidates (already invalid) the first in name
		// order is analysed, so the other findings are still useful.
		entryName := h.EntryHTML[0]
		entry = read(entryName)
		if w, ht, ok := adSize(reHTMLComment().ReplaceAllString(entry, " ")); ok {
			info.Width, info.Height, h.AdSizeDeclared = w, ht, true
		}
		h.InitialLoadBytes = initialLoad(z, entryName, entry)
	}

	// clickTag may be declared and used in the HTML or in any script.
	scripts := []string{stripComments(entry)}
	ext := map[string]bool{}
	addExt := func(refs []string) {
		for _, r := range refs {
			if isExternalURL(r) {
				ext[r] = true
			}
		}
	}
	addExt(htmlRefs(entry))
	addExt(cssRefs(entry))
	for _, f := range files {
		lower := strings.ToLower(f.Name)
		switch {
		case strings.HasSuffix(lower, ".js"):
			s := stripComments(read(f.Name))
			scripts = append(scripts, s)
			addExt(jsRefs(s))
		case strings.HasSuffix(lower, ".css"):
			addExt(cssRefs(stripComments(read(f.Name))))
		case (strings.HasSuffix(lower, ".html") || strings.HasSuffix(lower, ".htm")) && (len(h.EntryHTML) == 0 || f.Name != h.EntryHTML[0]):
			s := read(f.Name)
			scripts = append(scripts, stripComments(s))
			addExt(htmlRefs(s))
			addExt(cssRefs(s))
		}
	}
	for _, s := range scripts {
		d, u := clickTagUse(s)
		h.ClickTagDeclared = h.ClickTagDeclared || d
		h.ClickTagUsed = h.ClickTagUsed || u
	}
	for r := range ext {
		h.ExternalReferences = append(h.ExternalReferences, r)
	}
	sort.Strings(h.ExternalReferences)
	if len(h.ExternalReferences) > maxExternalRefs {
		h.ExternalReferences = h.ExternalReferences[:maxExternalRefs]
	}
	return info, nil
}

// isJunkEntry reports the metadata files macOS and Windows add to zips,
// which ad servers ignore: __MACOSX/, .DS_Store, Thumbs.db.
func isJunkEntry(name string) bool {
	base := path.Base(name)
	return strings.HasPrefix(name, "__MACOSX/") || base == ".DS_Store" || base == "Thumbs.db" || strings.HasPrefix(base, "._")
}

// entryHTML lists the top-level .html/.htm files. A zip whose files all
// sit in one folder (zipped from the folder rather than its contents) has
// its top level inside that folder, as ad servers accept.
func entryHTML(files []safezip.File) []string {
	isHTML := func(n string) bool {
		l := strings.ToLower(n)
		return strings.HasSuffix(l, ".html") || strings.HasSuffix(l, ".htm")
	}
	var top []string
	for _, f := range files {
		if !strings.Contains(f.Name, "/") && isHTML(f.Name) {
			top = append(top, f.Name)
		}
	}
	if len(top) == 0 && len(files) > 0 {
		dir, _, ok := strings.Cut(files[0].Name, "/")
		for _, f := range files {
			if d, _, ok2 := strings.Cut(f.Name, "/"); !ok2 || d != dir {
				ok = false
				break
			}
		}
		if ok {
			for _, f := range files {
				rest := strings.TrimPrefix(f.Name, dir+"/")
				if !strings.Contains(rest, "/") && isHTML(rest) {
					top = append(top, f.Name)
				}
			}
		}
	}
	sort.Strings(top)
	return top
}

// initialLoad is the entry HTML's size plus the sizes of the zip files it
// references directly by relative path (scripts, stylesheets, images,
// url() in inline styles), each counted once.
func initialLoad(z *safezip.Reader, entryName, html string) int64 {
	f, ok := z.Stat(entryName)
	if !ok {
		return 0
	}
	total := f.Size
	seen := map[string]bool{entryName: true}
	dir := path.Dir(entryName)
	refs := append(htmlRefs(html), cssRefs(html)...)
	for _, r := range refs {
		p, ok := localPath(dir, r)
		if !ok || seen[p] {
			continue
		}
		seen[p] = true
		if g, ok := z.Stat(p); ok && !g.IsDir {
			total += g.Size
		}
	}
	return total
}
