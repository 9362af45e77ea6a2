import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { API_BASE_URL, buildHeaders } from '@/lib/api'
import { campaignKeys } from '@/features/campaigns/campaignApi'
import { matrixKeys } from '@/features/matrix/matrixApi'
import { type DriveImport, driveKeys } from '@/features/drive/driveApi'
import { newestJob } from '@/features/drive/driveLogic'
import { builderKeys, removeAsset, upsertAsset } from './builderApi'
import { backoffDelay, SSEParser } from './sse'
import type { BuilderAsset } from './types'

/** LiveState is the state of the campaign's event stream. */
export type LiveState = 'connecting' | 'live' | 'reconnecting'

/** AssetEvent is the data of an 'asset' event. */
export interface AssetEvent {
  type: 'asset.updated' | 'asset.deleted' | (string & {})
  asset: BuilderAsset
}

/**
 * useCampaignEvents follows GET /api/campaigns/{id}/events (Server-Sent
 * Events read with fetch, since EventSource cannot send the bearer header)
 * and patches the asset list in the query cache. It reconnects with backoff
 * and refetches the list on every (re)connect so no change is missed.
 */
export function useCampaignEvents(campaignId: string): LiveState {
  const qc = useQueryClient()
  const [state, setState] = useState<LiveState>('connecting')

  useEffect(() => {
    if (!campaignId) return
    let stopped = false
    let ctrl: AbortController | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let campaignTimer: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    const key = builderKeys.assets(campaignId)

    // The campaign's count and score change with its assets: refresh it, at most twice a second.
    const refreshCampaign = () => {
      if (campaignTimer) return
      campaignTimer = setTimeout(() => {
        campaignTimer = undefined
        void qc.invalidateQueries({ queryKey: campaignKeys.all })
        // The matrix follows the assets (one row per creative): refetch it too.
        void qc.invalidateQueries({ queryKey: matrixKeys.campaign(campaignId) })
      }, 500)
    }

    const put = (ev: AssetEvent) => {
      if (ev.type === 'asset.deleted') qc.setQueryData<BuilderAsset[]>(key, (l) => removeAsset(l, ev.asset.id))
      else qc.setQueryData<BuilderAsset[]>(key, (l) => upsertAsset(l, ev.asset))
    }
    // An event that arrives while the list is being read may be newer than
    // the pages the server is still sending: it is applied again when they land.
    let pending: AssetEvent[] = []
    const unsubscribe = qc.getQueryCache().subscribe((e) => {
      if (e.type !== 'updated' || e.action.type !== 'success' || e.action.manual) return
      if (e.query.queryHash !== qc.getQueryCache().find({ queryKey: key, exact: true })?.queryHash) return
      const replay = pending
      pending = []
      replay.forEach(put)
    })

    const apply = (ev: AssetEvent) => {
      if (!ev || !ev.asset || !ev.asset.id) return
      put(ev)
      if (qc.getQueryState(key)?.fetchStatus === 'fetching') pending.push(ev)
      if (ev.type === 'asset.deleted' || ev.asset.status === 'complete' || ev.asset.status === 'error') refreshCampaign()
    }

    const connect = async () => {
      ctrl = new AbortController()
      try {
        const res = await fetch(`${API_BASE_URL}/api/campaigns/${encodeURIComponent(campaignId)}/events`, {
          headers: buildHeaders({ Accept: 'text/event-stream' }),
          signal: ctrl.signal,
          cache: 'no-store',
        })
        if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`)
        attempt = 0
        setState('live')
        void qc.invalidateQueries({ queryKey: key })
        // Events sent before the stream was open are lost: the campaign and
        // the matrix read before then may predate an analysis, so read them again.
        refreshCampaign()
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        const parser = new SSEParser()
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          for (const m of parser.push(value)) {
            if (m.event === 'import') {
              // A Drive import's progress: the import dialog reads the job from the cache.
              try {
                const job = JSON.parse(m.data) as DriveImport
                if (job?.id) qc.setQueryData<DriveImport>(driveKeys.job(job.id), (prev) => newestJob(prev, job))
              } catch (err) {
                console.error('Bad import event', err)
              }
              continue
            }
            if (m.event !== 'asset') continue
            try {
              apply(JSON.parse(m.data) as AssetEvent)
            } catch (err) {
              console.error('Bad asset event', err)
            }
          }
        }
      } catch (err) {
        if (stopped) return
        console.warn('Campaign event stream interrupted', err)
      }
      if (stopped) return
      setState('reconnecting')
      timer = setTimeout(() => void connect(), backoffDelay(attempt++))
    }
    void connect()
    return () => {
      stopped = true
      unsubscribe()
      ctrl?.abort()
      clearTimeout(timer)
      clearTimeout(campaignTimer)
    }
  }, [campaignId, qc])

  return state
}
