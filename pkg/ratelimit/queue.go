package ratelimit

import (
	"context"
	"errors"
)

// ErrQueueFull is returned by Queue.Acquire when every slot is busy and the
// queue behind them is full.
var ErrQueueFull = errors.New("too many requests are waiting")

// Queue bounds how many jobs run at once (slots), with at most waiting
// more jobs queued behind them; beyond that a job is refused at once
// rather than piling up memory.
type Queue struct {
	slots   chan struct{}
	waiters chan struct{}
}

// NewQueue returns a queue of slots running jobs and waiting queued ones.
func NewQueue(slots, waiting int) *Queue {
	return &Queue{slots: make(chan struct{}, max(slots, 1)), waiters: make(chan struct{}, max(waiting, 0)+max(slots, 1))}
}

// Acquire waits for a slot. It returns ErrQueueFull at once when the queue
// is full, or ctx's error when ctx ends first. A nil error must be paired
// with a call of the returned release.
func (q *Queue) Acquire(ctx context.Context) (release func(), err error) {
	select {
	case q.waiters <- struct{}{}:
	default:
		return nil, ErrQueueFull
	}
	select {
	case q.slots <- struct{}{}:
		return func() { <-q.slots; <-q.waiters }, nil
	case <-ctx.Done():
		<-q.waiters
		return nil, ctx.Err()
	}
}

// Busy is how many jobs run or wait.
func (q *Queue) Busy() int { return len(q.waiters) }
