package api

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

// notBuiltPage is served when the binary was built without the web app.
const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pharmaops</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>pharmaops</h1><p>The web UI was not built into this binary. Run <code>make build</code> (or <code>make webui</code>
and rebuild) to include it. The API is available under <code>/api</code>.</p></body></html>`

// spaHandler serves the embedded single-page app: files that exist are
// served (hashed /assets/* with immutable caching), every other path gets
// index.html so client-side routes like /campaigns work on reload.
type spaHandler struct {
	files fs.FS
	index []byte
}

func newSPAHandler(ui fs.FS) http.Handler {
	h := &spaHandler{files: ui, index: []byte(notBuiltPage)}
	if ui != nil {
		if raw, err := fs.ReadFile(ui, "index.html"); err == nil {
			h.index = raw
		}
	}
	return h
}

func (h *spaHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name != "" && name != "index.html" && h.files != nil {
		if st, err := fs.Stat(h.files, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			http.ServeFileFS(w, r, h.files, name)
			return
		}
		// A missing hashed asset is a real 404: answering index.html would
		// hand the browser HTML where it expects a script.
		if strings.HasPrefix(name, "assets/") {
			http.NotFound(w, r)
			return
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "index.html", time.Time{}, bytes.NewReader(h.index))
}
