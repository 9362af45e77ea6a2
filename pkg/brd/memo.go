package brd

import "sync"

// memo remembers the results of a function of one text. The extractor
// reads a sentence in several stages (the clause splitter, the candidate
// reader, the classifier, the review), and most of its time is these
// readings: each is done once per text and remembered. Results that
// callers change are copied in and out (copy; nil when they are values).
// The memo is emptied when it holds memoSize texts, so it stays small.
type memo[T any] struct {
	mu   sync.Mutex
	m    map[string]T
	copy func(T) T
}

const memoSize = 8192

// get returns f(text), computed once.
func (c *memo[T]) get(text string, f func(string) T) T {
	c.mu.Lock()
	v, ok := c.m[text]
	c.mu.Unlock()
	if ok {
		return c.copied(v)
	}
	v = f(text)
	c.mu.Lock()
	if c.m == nil || len(c.m) >= memoSize {
		c.m = make(map[string]T)
	}
	c.m[text] = c.copied(v)
	c.mu.Unlock()
	return v
}

func (c *memo[T]) copied(v T) T {
	if c.copy == nil {
		return v
	}
	return c.copy(v)
}
