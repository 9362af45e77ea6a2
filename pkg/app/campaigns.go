package app

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// CampaignChannels are the spec's campaign channels.
var CampaignChannels = []string{"Display", "OLV", "CTV", "YouTube", "Meta", "Programmatic", "Email", "Print"}

// CustomerTypes are the spec's customer types.
var CustomerTypes = []string{"DTC", "HCP"}

// CampaignStatuses are the campaign statuses. New campaigns are drafts.
var CampaignStatuses = []string{"draft", "active", "completed", "archived"}

// campaignNextStatuses is the campaign lifecycle: the statuses each status
// may change to (staying the same is always allowed). A campaign goes
// draft → active → archived, and an archived campaign is restored to active.
// Active → draft is allowed: status is a label people set with one click in
// the builder header, nothing is locked or sent when a campaign becomes
// active, so a campaign activated by mistake must be able to go back. An
// archived campaign is restored to active, not draft: it has run. A draft is
// not archived (delete it instead). "completed" is an older status the
// server still accepts; it ends like active does.
var campaignNextStatuses = map[string][]string{
	"draft":     {"active"},
	"active":    {"draft", "archived"},
	"completed": {"active", "archived"},
	"archived":  {"active"},
}

// checkStatusChange refuses a status change the lifecycle does not allow, a
// conflict with the campaign's current state (409). An unknown status is
// refused by apply (400) before this is asked.
func checkStatusChange(from, to string) error {
	next, known := campaignNextStatuses[from]
	if from == to || !known || slices.Contains(next, to) {
		return nil // a status from before the lifecycle may become any known status
	}
	return &Error{Kind: ErrConflict, Msg: fmt.Sprintf("Campaign status cannot change from %s to %s (from %s it can become %s)", from, to, from, strings.Join(next, " or "))}
}

// CampaignFields are the fields a client may set on a campaign. AssetCount,
// ComplianceScore and the timestamps are kept by the server.
type CampaignFields struct {
	Name            *string `json:"name"`
	Description     *string `json:"description"`
	Status          *string `json:"status"`
	Channel         *string `json:"channel"`
	CustomerType    *string `json:"customerType"`
	Phase           *string `json:"phase"`
	Brand           *string `json:"brand"`
	Product         *string `json:"product"`
	Indication      *string `json:"indication"`
	TherapeuticArea *string `json:"therapeuticArea"`
	FDAFilingNumber *string `json:"fdaFilingNumber"`
	DOFUExpiration  *string `json:"dofuExpiration"`
	// Version is the campaign version the client read; when set, an update
	// of a campaign changed since answers ErrConflict (409).
	Version *int64 `json:"version"`
}

// CampaignFilter narrows ListCampaigns. Empty fields match everything.
type CampaignFilter struct {
	Status, CustomerType, Phase, Query string
}

// apply copies the set fields onto c and validates the result.
func (f CampaignFields) apply(c *store.Campaign) error {
	set := func(dst *string, src *string, max int, name string) error {
		if src == nil {
			return nil
		}
		v := strings.TrimSpace(*src)
		if utf8.RuneCountInString(v) > max {
			return Invalid("%s is too long (at most %d characters)", name, max)
		}
		*dst = v
		return nil
	}
	for _, s := range []struct {
		dst *string
		src *string
		max int
		n   string
	}{
		{&c.Name, f.Name, 200, "name"}, {&c.Description, f.Description, 5000, "description"},
		{&c.Status, f.Status, 20, "status"}, {&c.Channel, f.Channel, 40, "channel"},
		{&c.CustomerType, f.CustomerType, 10, "customerType"}, {&c.Phase, f.Phase, 100, "phase"},
		{&c.Brand, f.Brand, 200, "brand"}, {&c.Product, f.Product, 200, "product"},
		{&c.Indication, f.Indication, 500, "indication"}, {&c.TherapeuticArea, f.TherapeuticArea, 200, "therapeuticArea"},
		{&c.FDAFilingNumber, f.FDAFilingNumber, 100, "fdaFilingNumber"}, {&c.DOFUExpiration, f.DOFUExpiration, 40, "dofuExpiration"},
	} {
		if err := set(s.dst, s.src, s.max, s.n); err != nil {
			return err
		}
	}
	if c.Name == "" {
		return Invalid("Campaign name is required")
	}
	if !slices.Contains(CampaignStatuses, c.Status) {
		return Invalid("status must be one of %s", strings.Join(CampaignStatuses, ", "))
	}
	if !slices.Contains(CampaignChannels, c.Channel) {
		return Invalid("channel must be one of %s", strings.Join(CampaignChannels, ", "))
	}
	if !slices.Contains(CustomerTypes, c.CustomerType) {
		return Invalid("customerType must be one of %s", strings.Join(CustomerTypes, ", "))
	}
	return nil
}

// CreateCampaign creates a draft campaign with no assets and score 0.
func (a *App) CreateCampaign(ctx context.Context, p *Principal, f CampaignFields) (store.Campaign, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return store.Campaign{}, err
	}
	fields, err := a.FormFields(ctx, p)
	if err != nil {
		return store.Campaign{}, err
	}
	now := a.now().UTC()
	c := store.Campaign{
		ID: store.NewID(), OrganizationID: p.Org.ID, Status: "draft",
		Channel: fieldDefault(fields, "channel"), CustomerType: fieldDefault(fields, "customerType"),
		CreatedBy: p.User.ID, CreatedAt: now, UpdatedAt: now,
	}
	c.Version = 1
	if err := f.apply(&c); err != nil {
		return store.Campaign{}, err
	}
	if err := checkCampaignForm(fields, c); err != nil {
		return store.Campaign{}, err
	}
	err = a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutCampaign(ctx, c); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "campaign.create", "campaign", c.ID, nil, c)
	})
	if err != nil {
		return store.Campaign{}, err
	}
	return c, nil
}

// GetCampaign returns one of the caller's organization's campaigns.
func (a *App) GetCampaign(ctx context.Context, p *Principal, id string) (store.Campaign, error) {
	return readCampaign(ctx, a.store, p.Org.ID, id)
}

// readCampaign reads one of the organization's campaigns from r (the store,
// or a transaction); a missing one is NotFound("campaign"), for the user.
func readCampaign(ctx context.Context, r store.Campaigns, orgID, id string) (store.Campaign, error) {
	c, err := r.GetCampaign(ctx, orgID, id)
	return c, notFoundAs(err, "campaign")
}

// ListCampaigns returns a page of the organization's campaigns matching the
// filter, most recently updated first.
func (a *App) ListCampaigns(ctx context.Context, p *Principal, f CampaignFilter, pg PageRequest) (Page[store.Campaign], error) {
	all, err := a.store.ListCampaigns(ctx, p.Org.ID)
	if err != nil {
		return Page[store.Campaign]{}, err
	}
	q := strings.ToLower(strings.TrimSpace(f.Query))
	out := make([]store.Campaign, 0, len(all))
	for _, c := range all {
		if (f.Status != "" && f.Status != "all" && !strings.EqualFold(c.Status, f.Status)) ||
			(f.CustomerType != "" && !strings.EqualFold(c.CustomerType, f.CustomerType)) ||
			(f.Phase != "" && !strings.EqualFold(c.Phase, f.Phase)) {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(strings.Join([]string{c.Name, c.Description, c.Brand, c.Product, c.Indication}, "\n")), q) {
			continue
		}
		out = append(out, c)
	}
	return pageByKey(out, pg, func(c store.Campaign) string { return newestFirst(c.UpdatedAt) + c.ID })
}

// UpdateCampaign changes the given fields of a campaign. With f.Version
// set, a campaign changed since that version is not touched: the answer is
// a *ConflictError holding the current campaign.
func (a *App) UpdateCampaign(ctx context.Context, p *Principal, id string, f CampaignFields) (store.Campaign, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return store.Campaign{}, err
	}
	var c store.Campaign
	err := a.inTx(ctx, func(tx store.Tx) error {
		old, err := readCampaign(ctx, tx, p.Org.ID, id)
		if err != nil {
			return err
		}
		old.Version = max(old.Version, 1) // written before versions were kept
		if err := checkVersion("campaign", f.Version, old.Version, old); err != nil {
			return err
		}
		c = old
		if err := f.apply(&c); err != nil {
			return err
		}
		if err := checkStatusChange(old.Status, c.Status); err != nil {
			return err
		}
		c.Version = old.Version + 1
		c.UpdatedAt = a.now().UTC()
		if err := tx.PutCampaign(ctx, c); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "campaign.update", "campaign", c.ID, old, c)
	})
	if err != nil {
		return store.Campaign{}, err
	}
	return c, nil
}

// DeleteCampaign deletes a campaign with its assets, their bytes (unless
// another asset shares them) and its documents, in one transaction with
// its audit entry. An upload racing the deletion either lands before it
// (and is deleted with the campaign) or finds the campaign gone.
func (a *App) DeleteCampaign(ctx context.Context, p *Principal, id string) error {
	if err := p.require(ActionManageCampaign); err != nil {
		return err
	}
	var deleted []store.Asset
	var orphans []string
	err := a.inTx(ctx, func(tx store.Tx) error {
		old, err := readCampaign(ctx, tx, p.Org.ID, id)
		if err != nil {
			return err
		}
		if deleted, err = tx.ListAssets(ctx, p.Org.ID, id); err != nil {
			return err
		}
		for _, as := range deleted {
			gone, err := tx.DeleteAsset(ctx, p.Org.ID, as.ID)
			if err != nil {
				return err
			}
			orphans = append(orphans, gone...)
		}
		for kind := range campaignDocKinds {
			if err := tx.DeleteDoc(ctx, p.Org.ID, kind, id); err != nil {
				return err
			}
		}
		if err := deleteMatrixRows(ctx, tx, p.Org.ID, id); err != nil {
			return err
		}
		if err := tx.DeleteDoc(ctx, p.Org.ID, store.DocMatrix, id); err != nil {
			return err
		}
		if err := tx.DeleteCampaign(ctx, p.Org.ID, id); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "campaign.delete", "campaign", id, old, nil)
	})
	if err != nil {
		return err
	}
	// The bytes go only after the records that held them are gone; a crash
	// in between leaves unreferenced blobs that the next start removes.
	a.deleteBlobs(orphans)
	for _, as := range deleted {
		a.publish(AssetEvent{Type: "asset.deleted", Asset: as})
	}
	return nil
}

func jsonString(v any) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}
