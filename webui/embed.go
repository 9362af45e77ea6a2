// Package webui embeds the built web UI (the React single-page app under
// dist/) into the pharmaops binary.
//
// The real UI is produced by `npm ci && npm run build` in this folder (the
// Makefile's `webui` target). On a fresh clone without Node, dist/ holds only a
// committed placeholder file, so the package still compiles; the server then
// detects the missing index.html and explains how to build the UI.
package webui

import (
	"embed"
	"io/fs"
)

// The all: prefix matters: Vite may emit files whose names start with '_' or '.'.
//
//go:embed all:dist
var dist embed.FS

// Dist returns the built web UI as a file system rooted at the dist folder,
// so "index.html" and "assets/…" are at its top level. When the UI has not
// been built, it contains only the placeholder file and no index.html.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		// fs.Sub only fails for an invalid path; "dist" is a constant valid path.
		panic("webui: " + err.Error())
	}
	return sub
}

// Built reports whether Dist contains a built UI (an index.html).
func Built() bool {
	_, err := fs.Stat(Dist(), "index.html")
	return err == nil
}
