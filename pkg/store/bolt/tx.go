package bolt

import (
	"context"
	"fmt"

	bbolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// txn is store.Tx over one bbolt transaction. Every record method of the
// store is written once, on txn; the Store's own methods (store.AutoCommit)
// run it in a transaction of their own (see read and write below).
type txn struct{ tx *bbolt.Tx }

var _ store.Tx = txn{}

// run calls fn with the transaction; it keeps the method bodies in the
// shape of a db.View/db.Update callback.
func (t txn) run(fn func(tx *bbolt.Tx) error) error { return fn(t.tx) }

// WithTx runs fn in one bbolt read-write transaction (bbolt serialises
// them): everything fn wrote commits together, or nothing does.
func (s *Store) WithTx(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// WithBatchTx runs fn in a transaction it may share with other callers'
// (group commit): one commit, and so one pair of fdatasyncs, for every
// change that arrived while the previous commit was running. A failing fn
// fails only its caller: the group runs again without it.
func (s *Store) WithBatchTx(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.commits == nil { // read-only: bbolt refuses the write
		return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
	}
	c := groupCall{fn: func(tx *bbolt.Tx) error { return fn(txn{tx}) }, err: make(chan error, 1)}
	select {
	case s.commits <- c:
		return <-c.err
	case <-s.closed:
		return bolterrors.ErrDatabaseNotOpen
	}
}

// maxGroup bounds the changes of one group commit.
const maxGroup = 256

// groupCall is one change waiting for a group commit.
type groupCall struct {
	fn  func(tx *bbolt.Tx) error
	err chan error
}

// commitGroups is the committer: it takes the changes waiting, commits
// them together and answers each caller. It does not wait for more to
// arrive (bbolt's own Batch waits 10 ms, which made that the floor of
// every caller's commit and, with three processing workers, capped
// processing at 300 assets a second): a change arriving alone commits at
// once, and the changes that arrive during a commit share the next.
func (s *Store) commitGroups() {
	defer close(s.committerDone)
	for {
		var group []groupCall
		select {
		case c := <-s.commits:
			group = append(group, c)
		case <-s.closed:
			return
		}
	more:
		for len(group) < maxGroup {
			select {
			case c := <-s.commits:
				group = append(group, c)
			default:
				break more
			}
		}
		s.commitGroup(group)
	}
}

// commitGroup commits the changes in one transaction. When one fails, it
// runs again on its own (so its caller gets its own error and nothing of
// it is stored) and the others commit without it.
func (s *Store) commitGroup(group []groupCall) {
	for len(group) > 0 {
		failed := -1
		err := s.db.Update(func(tx *bbolt.Tx) error {
			for i, c := range group {
				if err := runChange(c.fn, tx); err != nil {
					failed = i
					return err
				}
			}
			return nil
		})
		if failed < 0 {
			for _, c := range group {
				c.err <- err // nil, or the commit's own failure
			}
			return
		}
		c := group[failed]
		c.err <- s.db.Update(func(tx *bbolt.Tx) error { return runChange(c.fn, tx) })
		group = append(group[:failed:failed], group[failed+1:]...)
	}
}

// runChange runs one caller's change; a panic in it becomes that caller's
// error rather than the end of the committer (and of the server).
func runChange(fn func(tx *bbolt.Tx) error, tx *bbolt.Tx) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in a transaction: %v", r)
		}
	}()
	return fn(tx)
}

// View runs fn in one read-only transaction: a consistent snapshot.
func (s *Store) View(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.db.View(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// read runs fn in a read-only transaction of its own.
func (s *Store) read(ctx context.Context, fn func(tx store.Tx) error) error {
	return s.db.View(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// write runs fn in a read-write transaction of its own.
func (s *Store) write(ctx context.Context, fn func(tx store.Tx) error) error {
	return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// FindCampaign looks a campaign up by ID in every organization (the local
// command line only).
func (s *Store) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	var c store.Campaign
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		c, err = txn{tx}.FindCampaign(ctx, id)
		return err
	})
	return c, err
}
