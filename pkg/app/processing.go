package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// ProcessingWorkers is how many assets are processed at once: four per
// core, and at least the spec's three (§9). A worker spends about a third
// of an asset's time on the CPU (probe, analysis, checks: about a
// millisecond) and the rest waiting for its result's group commit (two
// fdatasyncs behind the commit in flight); with three workers on two
// cores the cores waited on the disk (211–263 assets/s at 2,000 assets,
// against 325–346 with eight; docs/performance.md). The one large
// allocation, an image decode, has its own budget (pipeline.DecodeBudget).
func ProcessingWorkers() int { return max(3, 4*runtime.GOMAXPROCS(0)) }

// processingTimeout bounds the processing of one asset.
const processingTimeout = 10 * time.Minute

// queueSize bounds the assets waiting in the in-process queue.
const queueSize = 100_000

// excerptRunes bounds the text kept on the asset record.
const excerptRunes = 20_000

// Job is an asset to process. Lease is the queue's own mark of one claim
// of it (empty for the in-process queue).
type Job struct {
	OrgID, AssetID string
	Lease          string
	// Lost, when the queue sets it, is closed once the claim is no longer
	// this worker's (its lease ran out while the instance's CPU was starved
	// and another instance claimed the job, or the asset was queued again):
	// the processing stops, and the job's new holder processes it once.
	Lost <-chan struct{}
}

// Queue holds the assets waiting for processing: in this process
// (LocalQueue, the default: jobs of a crashed process are found again by
// the start-up sweep), or in a PostgreSQL table that every instance claims
// jobs from (pkg/cluster).
type Queue interface {
	// Add schedules an asset, again from the start if it is being
	// processed (it changed meanwhile).
	Add(ctx context.Context, orgID, assetID string) error
	// Resume schedules an asset unless it is waiting or being processed
	// already: the start-up sweep of unfinished assets.
	Resume(ctx context.Context, orgID, assetID string) error
	// Next waits for a job until ctx ends.
	Next(ctx context.Context) (Job, error)
	// Done ends a job Next returned, processed or given up.
	Done(ctx context.Context, job Job) error
}

// LocalQueue is the in-process queue: a bounded channel.
type LocalQueue chan Job

// NewLocalQueue returns an in-process queue of at most size jobs.
func NewLocalQueue(size int) LocalQueue { return make(LocalQueue, size) }

// Add implements Queue; a full queue refuses the job.
func (q LocalQueue) Add(_ context.Context, orgID, assetID string) error {
	select {
	case q <- Job{OrgID: orgID, AssetID: assetID}:
		return nil
	default:
		return errors.New("the processing queue is full; try again later")
	}
}

// Resume implements Queue: in one process nothing else holds the job.
func (q LocalQueue) Resume(ctx context.Context, orgID, assetID string) error {
	return q.Add(ctx, orgID, assetID)
}

// Next implements Queue.
func (q LocalQueue) Next(ctx context.Context) (Job, error) {
	select {
	case <-ctx.Done():
		return Job{}, ctx.Err()
	case job := <-q:
		return job, nil
	}
}

// Done implements Queue; nothing to do in one process.
func (LocalQueue) Done(context.Context, Job) error { return nil }

// processor is the queue and workers of the processing pipeline.
type processor struct {
	queue Queue
	deps  pipeline.Deps
}

// SetQueue replaces the in-process queue, before StartProcessing.
func (a *App) SetQueue(q Queue) { a.queue = q }

// StartProcessing starts the pipeline's workers, which run until ctx ends,
// and re-queues the assets whose processing a previous run left unfinished.
func (a *App) StartProcessing(ctx context.Context, deps pipeline.Deps) error {
	if a.queue == nil {
		a.queue = NewLocalQueue(queueSize)
	}
	proc := &processor{queue: a.queue, deps: deps}
	a.proc = proc
	for range ProcessingWorkers() {
		go a.processLoop(ctx, proc)
	}
	unfinished, err := a.store.ListUnfinishedAssets(ctx)
	if err != nil {
		return err
	}
	for _, as := range unfinished {
		a.log.Info("resuming interrupted processing", "asset", as.ID)
		if err := proc.queue.Resume(ctx, as.OrganizationID, as.ID); err != nil {
			a.failAsset(ctx, as.OrganizationID, as.ID, -1, err)
		}
	}
	return nil
}

// enqueue schedules an asset; without a running pipeline (the CLI) it is a
// no-op and the asset stays queued for the next server start.
func (a *App) enqueue(orgID, assetID string) {
	if a.proc == nil {
		return
	}
	if err := a.proc.queue.Add(context.Background(), orgID, assetID); err != nil {
		a.failAsset(context.Background(), orgID, assetID, -1, err)
	}
}

func (a *App) processLoop(ctx context.Context, proc *processor) {
	for {
		job, err := proc.queue.Next(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			// A shared queue's database is unreachable: try again shortly
			// rather than spin.
			a.log.Warn("processing queue", "err", err)
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Second):
			}
			continue
		}
		jctx, cancel := context.WithTimeout(ctx, processingTimeout)
		if job.Lost != nil {
			// A lost claim stops the processing as a server stop does: no
			// result, no failure; the job's new holder processes the asset.
			go func() {
				select {
				case <-job.Lost:
					cancel()
				case <-jctx.Done():
				}
			}()
		}
		a.process(jctx, proc, job)
		cancel()
		if ctx.Err() != nil {
			// The server is stopping and cut the job short: queued again,
			// it runs from the start on another instance, or here at the
			// next start (the asset is still "uploading").
			if err := proc.queue.Add(context.WithoutCancel(ctx), job.OrgID, job.AssetID); err != nil {
				a.log.Info("processing queue: requeueing a job cut short by the stop", "asset", job.AssetID, "err", err)
			}
			return
		}
		if err := proc.queue.Done(context.WithoutCancel(ctx), job); err != nil {
			a.log.Warn("processing queue: ending a job", "asset", job.AssetID, "err", err)
		}
	}
}

// process runs the pipeline on one asset, persisting and publishing each
// step's progress (spec §4 progress numbers).
func (a *App) process(ctx context.Context, proc *processor, job Job) {
	asset, err := a.store.GetAsset(ctx, job.OrgID, job.AssetID)
	if err != nil {
		return // deleted meanwhile
	}
	if asset.Status != store.AssetUploading && asset.Status != store.AssetAnalyzing {
		// Finished already: a job claimed again after an instance stopped
		// between storing the result and ending the job.
		return
	}
	// fail marks the asset failed, unless the server is stopping: a job
	// cut short by the stop is no failure of the asset.
	fail := func(step int, cause error) {
		if !errors.Is(ctx.Err(), context.Canceled) {
			a.failAsset(ctx, job.OrgID, job.AssetID, step, cause)
		}
	}
	pj := pipeline.Job{Name: asset.Name, Platform: asset.Scope.Platform, Placement: asset.Scope.Placement, Part: asset.Scope.Part}
	// The probes read a local file: the blob's own on disk, a copy
	// downloaded from a bucket (bounded like an upload, removed after).
	path, release, err := a.blobs.Local(ctx, asset.SHA256, max(a.cfg.MaxUploadBytes, asset.Size))
	if errors.Is(err, blob.ErrNotFound) {
		fail(0, errors.New("the stored file is missing"))
		return
	}
	if err != nil {
		fail(0, fmt.Errorf("reading the stored file: %w", err))
		return
	}
	defer release()
	pj.Path = path
	var campaign *store.Campaign
	if asset.CampaignID != store.NoCampaign {
		if c, err := a.store.GetCampaign(ctx, job.OrgID, asset.CampaignID); err == nil {
			campaign = &c
			pj.Campaign = pipeline.Campaign{Name: c.Name, Channel: c.Channel, CustomerType: c.CustomerType,
				FDAFilingNumber: c.FDAFilingNumber, Indication: c.Indication}
		}
	}
	rules, ref, err := a.RulesFor(ctx, job.OrgID, campaign)
	if err != nil {
		fail(pipeline.StepMatching, err)
		return
	}
	pj.Rules = a.prepared.get(job.OrgID, ref, rules)
	pj.RuleSetName = fmt.Sprintf("%s v%d", ref.Name, ref.Version)
	// Progress is streamed, not committed: the stored asset says
	// "uploading" until its result commits in one transaction, so a
	// restart processes it again from the start.
	live := asset
	live.Status, live.Progress, live.ProcessingSteps, live.Error = store.AssetUploading, 5, pendingSteps(), ""
	// Each event carries steps of its own: an event stream may still be
	// writing an earlier one while the next step changes live's.
	publishLive := func() {
		ev := live
		ev.ProcessingSteps = slices.Clone(live.ProcessingSteps)
		a.publish(AssetEvent{Type: "asset.updated", Asset: ev})
	}
	publishLive()
	res, err := pipeline.Run(ctx, pj, proc.deps, func(ev pipeline.Event) {
		if ev.Step < len(live.ProcessingSteps) {
			live.ProcessingSteps[ev.Step].Status = ev.Status
			live.ProcessingSteps[ev.Step].Detail = ev.Detail
		}
		if ev.Status == "active" {
			live.Progress = min(100, 5+19*(ev.Step+1))
			if ev.Step == pipeline.StepCount-1 {
				live.Status = store.AssetAnalyzing
			}
		}
		live.LastModified = a.now().UTC()
		publishLive()
	})
	if errors.Is(ctx.Err(), context.Canceled) {
		return // stopping: steps cut short (an AI call) would leave a lesser result
	}
	if err != nil {
		step := -1
		var se *pipeline.StepError
		if errors.As(err, &se) {
			step = se.Step
		}
		fail(step, err)
		return
	}
	thumb := ""
	if res.Thumbnail != nil {
		if ref, err := a.blobs.Put(ctx, bytes.NewReader(res.Thumbnail), int64(len(res.Thumbnail))); err == nil {
			thumb = ref.SHA256
		}
	}
	moved := false
	var before, done store.Asset
	// The analysis, the campaign's counters and the audit entry commit
	// together; several workers' results may share one commit (group
	// commit), so the function only sets what it leaves outside tx.
	err = a.store.WithBatchTx(context.WithoutCancel(ctx), func(tx store.Tx) error {
		var err error
		moved = false
		done, err = tx.UpdateAsset(ctx, job.OrgID, job.AssetID, func(as *store.Asset) error {
			before = *as
			as.LastModified = a.now().UTC()
			if as.CampaignID != asset.CampaignID {
				// Moved to another campaign while processing: its audience and
				// filing number were not the ones checked, so run again.
				moved = true
				as.Status, as.Progress, as.ProcessingSteps = store.AssetUploading, 5, pendingSteps()
				return nil
			}
			info := res.Info
			as.Info, as.Format, as.MimeType = &info, info.Format, info.MimeType
			as.Type = builderType(info.Kind)
			as.Duration = info.DurationSeconds
			as.TextExcerpt = excerpt(res.Text)
			switch {
			case thumb != "":
				as.ThumbnailSHA256, as.ThumbnailOnRequest = thumb, false
			case res.ThumbnailOnRequest:
				// One made on an earlier request is of the same bytes: kept.
				as.ThumbnailOnRequest = as.ThumbnailSHA256 == ""
			default:
				as.ThumbnailSHA256, as.ThumbnailOnRequest = "", false
			}
			as.Analysis = analysisRecord(res, ref, a.now().UTC())
			as.Status, as.Progress = store.AssetComplete, 100
			as.ProcessingSteps = live.ProcessingSteps
			return nil
		})
		if err != nil || moved {
			return err
		}
		if err := a.campaignAssetChanged(ctx, tx, job.OrgID, asset.CampaignID, &before, &done); err != nil {
			return err
		}
		return a.record(ctx, tx, systemPrincipal(job.OrgID), "asset.analyze", "asset", job.AssetID, nil, analysisSummary(done))
	})
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			a.log.Error("storing the analysis", "asset", job.AssetID, "err", err)
		}
		return
	}
	a.publish(AssetEvent{Type: "asset.updated", Asset: done})
	if moved {
		a.enqueue(job.OrgID, job.AssetID)
	}
}

// systemPrincipal is the actor of changes the server makes on its own
// (the processing pipeline), for the audit trail.
func systemPrincipal(orgID string) *Principal {
	p := &Principal{Org: store.Organization{ID: orgID}}
	p.User.ID = "system"
	return p
}

// analysisSummary is what the trail keeps of an analysis: the outcome, not
// the whole record (frames, debug log).
func analysisSummary(as store.Asset) any {
	if as.Analysis == nil {
		return nil
	}
	an := as.Analysis
	return map[string]any{
		"name": as.Name, "status": as.Status, "complianceScore": an.ComplianceScore, "band": an.Band,
		"summary": an.Summary, "ruleSet": an.RuleSet, "analyzedAt": an.AnalyzedAt,
	}
}

// analysisRecord turns the pipeline's result into the stored analysis,
// with the rule set version it was checked against.
func analysisRecord(res pipeline.Result, ref store.RuleSetRef, at time.Time) *store.AssetAnalysis {
	detected := res.Detected
	rec := &store.AssetAnalysis{
		Analysis: res.Analysis, CampaignName: res.Campaign.Name,
		Detected: &detected, RuleSet: &ref,
		AIError: res.AIError, DebugLog: res.DebugLog, AnalyzedAt: at,
		Frames: storedFrames(res.Frames),
	}
	recordDetections(rec, res.Checked)
	if res.AI != nil {
		rec.AIAnalysis = res.AI
	}
	return rec
}

// updateAsset applies fn to the stored asset and publishes the result. It
// reports false when the asset is gone.
func (a *App) updateAsset(ctx context.Context, job Job, fn func(*store.Asset)) bool {
	as, err := a.store.UpdateAsset(context.WithoutCancel(ctx), job.OrgID, job.AssetID, func(as *store.Asset) error {
		fn(as)
		as.LastModified = a.now().UTC()
		return nil
	})
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			a.log.Error("updating asset", "asset", job.AssetID, "err", err)
		}
		return false
	}
	a.publish(AssetEvent{Type: "asset.updated", Asset: as})
	return true
}

// failAsset marks the asset error with the failed step (spec §4).
func (a *App) failAsset(ctx context.Context, orgID, assetID string, step int, cause error) {
	a.log.Warn("asset processing failed", "asset", assetID, "step", step, "err", cause)
	a.updateAsset(ctx, Job{OrgID: orgID, AssetID: assetID}, func(as *store.Asset) {
		as.Status, as.Error = store.AssetError, cause.Error()
		if step >= 0 && step < len(as.ProcessingSteps) {
			as.ProcessingSteps[step].Status = store.StepError
			as.ProcessingSteps[step].Detail = cause.Error()
		}
	})
}

func excerpt(s string) string {
	if utf8.RuneCountInString(s) <= excerptRunes {
		return s
	}
	return string([]rune(s)[:excerptRunes])
}
