package app

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// Review stage statuses.
const (
	StagePending          = "pending"
	StageInReview         = "in_review"
	StageApproved         = "approved"
	StageChangesRequested = "changes_requested"
)

var stageStatuses = []string{StagePending, StageInReview, StageApproved, StageChangesRequested}

// DefaultStages are the review stages of a new workflow: the creative
// review, then medical, legal and regulatory (MLR) review.
var DefaultStages = []string{"Creative Review", "Medical Review", "Legal Review", "Regulatory Review"}

// WorkflowStage is one review stage.
type WorkflowStage struct {
	Name      string     `json:"name"`
	Status    string     `json:"status"`
	Reviewer  string     `json:"reviewer,omitempty"`
	Comment   string     `json:"comment,omitempty"`
	UpdatedBy string     `json:"updatedBy,omitempty"`
	UpdatedAt *time.Time `json:"updatedAt,omitempty"`
}

// Workflow is a campaign's review workflow. Its Status is derived from the
// stages: approved when all are, changes_requested when any is,
// in_review once any stage started, pending before.
type Workflow struct {
	ID         string          `json:"id"`
	CampaignID string          `json:"campaignId"`
	Name       string          `json:"name"`
	Stages     []WorkflowStage `json:"stages"`
	Status     string          `json:"status"`
	CreatedBy  string          `json:"createdBy"`
	CreatedAt  time.Time       `json:"createdAt"`
	UpdatedAt  time.Time       `json:"updatedAt"`
	// Version counts the workflow's saved changes; a stage update based on
	// an older version is refused.
	Version int64 `json:"version"`
}

func (w *Workflow) deriveStatus() {
	approved, started := 0, false
	w.Status = StagePending
	for _, s := range w.Stages {
		switch s.Status {
		case StageChangesRequested:
			w.Status = StageChangesRequested
			return
		case StageApproved:
			approved++
			started = true
		case StageInReview:
			started = true
		}
	}
	switch {
	case approved == len(w.Stages):
		w.Status = StageApproved
	case started:
		w.Status = StageInReview
	}
}

// NewWorkflow is the payload that creates a workflow.
type NewWorkflow struct {
	CampaignID string `json:"campaignId"`
	Name       string `json:"name"`
	Stages     []struct {
		Name     string `json:"name"`
		Reviewer string `json:"reviewer"`
	} `json:"stages"`
}

// CreateWorkflow starts a review workflow for a campaign.
func (a *App) CreateWorkflow(ctx context.Context, p *Principal, in NewWorkflow) (Workflow, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return Workflow{}, err
	}
	c, err := a.GetCampaign(ctx, p, in.CampaignID)
	if err != nil {
		return Workflow{}, err
	}
	now := a.now().UTC()
	w := Workflow{ID: store.NewID(), CampaignID: c.ID, Name: strings.TrimSpace(in.Name), CreatedBy: p.User.ID, CreatedAt: now, UpdatedAt: now, Version: 1}
	if w.Name == "" {
		w.Name = c.Name + " review"
	}
	if len(in.Stages) == 0 {
		for _, n := range DefaultStages {
			w.Stages = append(w.Stages, WorkflowStage{Name: n, Status: StagePending})
		}
	}
	for _, s := range in.Stages {
		name := strings.TrimSpace(s.Name)
		if name == "" {
			return Workflow{}, Invalid("every stage needs a name")
		}
		if slices.ContainsFunc(w.Stages, func(x WorkflowStage) bool { return strings.EqualFold(x.Name, name) }) {
			return Workflow{}, Invalid("stage %q appears twice", name)
		}
		w.Stages = append(w.Stages, WorkflowStage{Name: name, Status: StagePending, Reviewer: strings.TrimSpace(s.Reviewer)})
	}
	if len(w.Stages) > 20 {
		return Workflow{}, Invalid("too many stages (at most 20)")
	}
	w.deriveStatus()
	err = a.inTx(ctx, func(tx store.Tx) error {
		if _, err := readCampaign(ctx, tx, p.Org.ID, c.ID); err != nil {
			return err
		}
		if err := putWorkflow(ctx, tx, p, w); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "workflow.create", "workflow", w.ID, nil, w)
	})
	if err != nil {
		return Workflow{}, err
	}
	return w, nil
}

// StageUpdate changes one stage of a workflow.
type StageUpdate struct {
	Stage    string  `json:"stage"`
	Status   *string `json:"status"`
	Reviewer *string `json:"reviewer"`
	Comment  *string `json:"comment"`
	// Version is the workflow version the client read; when set, a
	// workflow changed since answers ErrConflict (409).
	Version *int64 `json:"version"`
}

// UpdateWorkflow changes a stage. A stage can be approved only after every
// stage before it was approved, and requesting changes needs a comment.
func (a *App) UpdateWorkflow(ctx context.Context, p *Principal, id string, u StageUpdate) (Workflow, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return Workflow{}, err
	}
	var w Workflow
	err := a.inTx(ctx, func(tx store.Tx) error {
		old, err := getWorkflow(ctx, tx, p, id)
		if err != nil {
			return err
		}
		old.Version = max(old.Version, 1)
		if err := checkVersion("workflow", u.Version, old.Version, old); err != nil {
			return err
		}
		w = old
		w.Stages = slices.Clone(old.Stages)
		if err := a.applyStageUpdate(&w, p, u); err != nil {
			return err
		}
		w.Version++
		if err := putWorkflow(ctx, tx, p, w); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "workflow.update", "workflow", w.ID, old, w)
	})
	return w, err
}

// applyStageUpdate changes the stage of w that u names.
func (a *App) applyStageUpdate(w *Workflow, p *Principal, u StageUpdate) error {
	i := slices.IndexFunc(w.Stages, func(s WorkflowStage) bool { return strings.EqualFold(s.Name, strings.TrimSpace(u.Stage)) })
	if i < 0 {
		return Invalid("workflow has no stage %q", u.Stage)
	}
	st := &w.Stages[i]
	if u.Reviewer != nil {
		st.Reviewer = strings.TrimSpace(*u.Reviewer)
	}
	if u.Comment != nil {
		st.Comment = strings.TrimSpace(*u.Comment)
	}
	if u.Status != nil {
		next := *u.Status
		if !slices.Contains(stageStatuses, next) {
			return Invalid("status must be one of %s", strings.Join(stageStatuses, ", "))
		}
		if next == StageApproved {
			for _, prev := range w.Stages[:i] {
				if prev.Status != StageApproved {
					return &Error{Kind: ErrConflict, Msg: prev.Name + " must be approved before " + st.Name}
				}
			}
		}
		if next == StageChangesRequested && st.Comment == "" {
			return Invalid("say what must change: a comment is required when requesting changes")
		}
		st.Status = next
	}
	now := a.now().UTC()
	st.UpdatedBy, st.UpdatedAt = reviewerName(p), &now
	w.UpdatedAt = now
	w.deriveStatus()
	return nil
}

// GetWorkflow returns one workflow.
func (a *App) GetWorkflow(ctx context.Context, p *Principal, id string) (Workflow, error) {
	return getWorkflow(ctx, a.store, p, id)
}

func getWorkflow(ctx context.Context, tx store.Tx, p *Principal, id string) (Workflow, error) {
	w, err := readDoc[Workflow](ctx, tx, p.Org.ID, store.DocWorkflow, id, "workflow")
	if err != nil {
		return w, err
	}
	w.Version = max(w.Version, 1)
	return w, nil
}

// ListWorkflows returns the organization's workflows, of one campaign when
// campaignID is set, oldest first.
func (a *App) ListWorkflows(ctx context.Context, p *Principal, campaignID string) ([]Workflow, error) {
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocWorkflow)
	if err != nil {
		return nil, err
	}
	out := []Workflow{}
	for _, id := range ids {
		var w Workflow
		if err := json.Unmarshal(docs[id], &w); err != nil {
			return nil, err
		}
		if campaignID == "" || w.CampaignID == campaignID {
			out = append(out, w)
		}
	}
	return out, nil
}

func putWorkflow(ctx context.Context, tx store.Tx, p *Principal, w Workflow) error {
	raw, err := json.Marshal(w)
	if err != nil {
		return err
	}
	return tx.PutDoc(ctx, p.Org.ID, store.DocWorkflow, w.ID, raw)
}
