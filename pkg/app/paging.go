package app

import (
	"encoding/base64"
	"fmt"
	"sort"
	"time"
)

// Default and largest page sizes of lists.
const (
	DefaultPageSize = 100
	MaxPageSize     = 1000
)

// PageRequest asks for one page of a list: at most Limit items (0 means
// DefaultPageSize, more than MaxPageSize means MaxPageSize) after the
// opaque Cursor, which is the NextCursor of the previous page ("" for the
// first page).
type PageRequest struct {
	Limit  int
	Cursor string
}

func (r PageRequest) limit() int {
	if r.Limit <= 0 {
		return DefaultPageSize
	}
	return min(r.Limit, MaxPageSize)
}

// Page is one page of a list; NextCursor is empty on the last page.
type Page[T any] struct {
	Items      []T
	NextCursor string
}

// pageByKey returns the page of items asked for. key gives each item its
// position in the list's order: items are sorted by key (ascending, keys
// unique) and the cursor holds the key of the previous page's last item, so
// records inserted or deleted while a client pages neither repeat nor skip
// the records that were there all along (keyset paging).
func pageByKey[T any](items []T, r PageRequest, key func(T) string) (Page[T], error) {
	after, err := decodeKeyCursor(r.Cursor)
	if err != nil {
		return Page[T]{}, err
	}
	keys := make([]string, len(items))
	for i, it := range items {
		keys[i] = key(it)
	}
	sort.Sort(byKey[T]{items, keys})
	start := 0
	if r.Cursor != "" {
		start = sort.SearchStrings(keys, after)
		if start < len(keys) && keys[start] == after {
			start++
		}
	}
	end := min(start+r.limit(), len(items))
	p := Page[T]{Items: items[start:end]}
	if end < len(items) {
		p.NextCursor = encodeKeyCursor(keys[end-1])
	}
	return p, nil
}

// byKey sorts items and their keys together.
type byKey[T any] struct {
	items []T
	keys  []string
}

func (b byKey[T]) Len() int           { return len(b.items) }
func (b byKey[T]) Less(i, j int) bool { return b.keys[i] < b.keys[j] }
func (b byKey[T]) Swap(i, j int) {
	b.items[i], b.items[j] = b.items[j], b.items[i]
	b.keys[i], b.keys[j] = b.keys[j], b.keys[i]
}

// newestFirst is a key part that sorts later times first.
func newestFirst(t time.Time) string {
	// Flipping the sign bit maps int64 order onto uint64 order; the
	// complement reverses it.
	return fmt.Sprintf("%016x", ^(uint64(t.UnixMicro()) ^ 1<<63))
}

// encodeKeyCursor makes an opaque cursor of an item's key.
func encodeKeyCursor(key string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(key))
}

func decodeKeyCursor(c string) (string, error) {
	if c == "" {
		return "", nil
	}
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil || len(b) == 0 || len(b) > 512 {
		return "", Invalid("invalid cursor")
	}
	return string(b), nil
}
