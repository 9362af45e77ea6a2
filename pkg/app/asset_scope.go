package app

import (
	"context"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// SetAssetScope records what the team says an asset runs on, where, and
// which part of a creative it is, and checks the asset again against its
// campaign's rules in the same transaction, so rules scoped to a platform,
// placement or part apply by what the team said rather than what the file
// name suggests. Empty fields go back to being read from the file name.
func (a *App) SetAssetScope(ctx context.Context, p *Principal, id string, scope store.AssetScope) (store.Asset, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return store.Asset{}, err
	}
	scope, err := compliance.NormalizeAssetScope(scope)
	if err != nil {
		return store.Asset{}, Invalid("%s", err)
	}
	current, err := a.GetAsset(ctx, p, id)
	if err != nil {
		return store.Asset{}, err
	}
	// The rules of the asset's campaign, prepared once per version; the
	// check below re-reads the campaign inside the transaction.
	var campaign *store.Campaign
	if current.CampaignID != store.NoCampaign {
		if c, err := a.store.GetCampaign(ctx, p.Org.ID, current.CampaignID); err == nil {
			campaign = &c
		}
	}
	rules, ref, err := a.RulesFor(ctx, p.Org.ID, campaign)
	if err != nil {
		return store.Asset{}, err
	}
	set := a.prepared.get(p.Org.ID, ref, rules)
	opts := compliance.Options{AI: ai.ValidatorFor(a.analyzer())}

	var before, asset store.Asset
	err = a.inTx(ctx, func(tx store.Tx) error {
		var err error
		asset, err = tx.UpdateAsset(ctx, p.Org.ID, id, func(as *store.Asset) error {
			if err := notProcessing(as); err != nil {
				return err
			}
			before = *as
			as.Scope = scope
			as.LastModified = a.now().UTC()
			if campaign == nil {
				return nil // no campaign: not checked, kept for the next run
			}
			// Not checked (failed, or moved meanwhile): kept for the next run.
			if an := a.recheckedAnalysis(ctx, as, *campaign, set, ref, opts); an != nil {
				as.Analysis = an
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, asset.CampaignID, &before, &asset); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "asset.scope", "asset", id, before.Scope, asset.Scope)
	})
	if err != nil {
		return asset, notFoundAs(err, "asset")
	}
	a.publish(AssetEvent{Type: "asset.updated", Asset: asset})
	return asset, nil
}
