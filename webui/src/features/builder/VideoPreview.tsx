import { VideoOff } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { formatDuration } from './assetLogic'
import type { Frame } from './types'

/**
 * VideoPreview plays the video and shows the analysed frames as a timeline:
 * the browser draws each frame into a canvas by seeking a hidden copy of the
 * video to the frame's timestamp. On a video error the player is hidden.
 */
export function VideoPreview({ src, frames }: { src?: string; frames: Frame[] }) {
  const player = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return (
      <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-lg border bg-muted/40 text-sm text-muted-foreground" data-testid="video-unavailable">
        <VideoOff className="size-6" aria-hidden="true" /> Preview not available
      </div>
    )
  return (
    <div className="space-y-3" data-testid="video-preview">
      <video ref={player} src={src} controls preload="metadata" playsInline className="w-full rounded-md border bg-black" onError={() => setFailed(true)} />
      {frames.length > 0 ? (
        <div>
          <p className="mb-1.5 text-xs font-medium text-muted-foreground">Frame timeline</p>
          <ol className="flex gap-2 overflow-x-auto pb-1">
            {frames.map((f, i) => (
              <FrameThumb
                key={`${f.timestamp}-${i}`}
                src={src}
                frame={f}
                onSelect={() => {
                  if (player.current) player.current.currentTime = f.timestamp
                }}
              />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}

function FrameThumb({ src, frame, onSelect }: { src: string; frame: Frame; onSelect: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading')
  useEffect(() => {
    const v = document.createElement('video')
    v.muted = true
    v.preload = 'auto'
    let done = false
    const draw = () => {
      const c = canvas.current
      if (!c || done) return
      done = true
      try {
        const ctx = c.getContext('2d')
        if (!ctx) throw new Error('no 2d context')
        const w = v.videoWidth || 160
        const h = v.videoHeight || 90
        c.width = 160
        c.height = Math.max(1, Math.round((160 * h) / w))
        ctx.drawImage(v, 0, 0, c.width, c.height)
        setState('drawn')
      } catch {
        setState('failed')
      }
    }
    v.addEventListener('loadedmetadata', () => {
      const t = Math.min(Math.max(0, frame.timestamp), Math.max(0, (v.duration || 0) - 0.05))
      v.currentTime = Number.isFinite(t) ? t : 0
    })
    v.addEventListener('seeked', draw)
    v.addEventListener('error', () => setState('failed'))
    v.src = src
    return () => {
      done = true
      v.removeAttribute('src')
      v.load()
    }
  }, [src, frame.timestamp])
  const issues = (frame.analysis?.issues ?? []).filter((i) => i.status !== 'pass')
  return (
    <li className="w-32 shrink-0">
      <button
        type="button"
        onClick={onSelect}
        className="block w-full rounded-md border p-1 text-left hover:border-brand focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        aria-label={`Play from ${frame.label || formatDuration(frame.timestamp)}`}
      >
        <div className="relative aspect-video overflow-hidden rounded-sm bg-muted">
          <canvas ref={canvas} className={cn('h-full w-full object-cover', state !== 'drawn' && 'invisible')} data-testid="frame-canvas" data-state={state} />
          {state !== 'drawn' ? (
            <span className="absolute inset-0 flex items-center justify-center text-[10px] text-muted-foreground">{state === 'failed' ? 'No frame' : 'Loading…'}</span>
          ) : null}
        </div>
        <span className="mt-1 block truncate text-[11px] font-medium">{frame.label || 'Frame'}</span>
        <span className="block text-[10px] text-muted-foreground tabular-nums">{frame.timestamp.toFixed(1)} s</span>
      </button>
      {issues.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {issues.map((i, n) => (
            <li key={n} className={cn('truncate text-[10px]', i.status === 'fail' ? 'text-danger' : 'text-[oklch(0.55_0.13_70)]')} title={i.message}>
              {i.status === 'fail' ? '✕' : '!'} {i.rule}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-[10px] text-success">✓ No frame issues</p>
      )}
    </li>
  )
}
