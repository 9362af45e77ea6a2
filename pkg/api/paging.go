package api

import (
	"net/http"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// pageRequest reads a list's limit and cursor parameters.
func pageRequest(r *http.Request) (app.PageRequest, error) {
	q := r.URL.Query()
	pg := app.PageRequest{Cursor: q.Get("cursor")}
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 {
			return pg, app.Invalid("limit must be a positive number")
		}
		pg.Limit = n
	}
	return pg, nil
}

// pageData is a list's answer: the items under the spec's name, and
// nextCursor unless this is the last page.
func pageData[T any](name string, page app.Page[T]) map[string]any {
	data := map[string]any{name: page.Items}
	if page.NextCursor != "" {
		data["nextCursor"] = page.NextCursor
	}
	return data
}
