package postgres

import (
	"context"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// The Store's record methods are store.AutoCommit's (see Open); this is
// the one read it has beyond store.Tx.

// FindCampaign looks a campaign up by ID in every organization (the local
// command line only).
func (s *Store) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	return txn{s.pool}.FindCampaign(ctx, id)
}
