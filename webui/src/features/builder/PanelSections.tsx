import { ruleSetLabel } from '@/features/rules/ruleSets'
import { AlertTriangle, CheckCircle2, CircleX, FileText, ExternalLink } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import { formatSize } from '@/lib/format'
import { complianceBand, formatDuration, typeBadge } from './assetLogic'
import { printFacts } from './printFacts'
import type { BuilderAsset } from './types'

/** PanelSection is a titled block of the side panel. */
export function PanelSection({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="space-y-2.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  )
}

/** DocumentPreview is the placeholder of a document: its format, page count and a link to open it. */
export function DocumentPreview({ asset }: { asset: BuilderAsset }) {
  const h5 = asset.info?.html5
  if (h5) return <HTML5Preview asset={asset} />
  const pages = asset.info?.pageCount
  return (
    <div className="flex items-center gap-4 rounded-lg border bg-muted/40 p-4" data-testid="document-preview">
      <div className="flex h-20 w-16 shrink-0 items-center justify-center rounded-md border bg-card shadow-xs">
        <FileText className="size-7 text-brand" aria-hidden="true" />
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium">{asset.format || asset.info?.format || 'Document'}</p>
        <p className="text-muted-foreground">{pages ? `${pages} ${pages === 1 ? 'page' : 'pages'}` : 'Page count not available'}</p>
        {asset.url ? (
          <a href={asset.url} target="_blank" rel="noreferrer" className="mt-1 inline-flex items-center gap-1 text-brand underline-offset-4 hover:underline">
            Open the file <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </div>
  )
}

/** HTML5Preview is the placeholder of an HTML5 banner zip: its size, entry page and file count (the banner is never run here). */
function HTML5Preview({ asset }: { asset: BuilderAsset }) {
  const i = asset.info
  const h5 = i?.html5
  return (
    <div className="flex items-center gap-4 rounded-lg border bg-muted/40 p-4" data-testid="html5-preview">
      <div className="flex h-16 w-20 shrink-0 items-center justify-center rounded-md border bg-card font-mono text-xs font-semibold text-brand shadow-xs">
        &lt;/&gt;
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium">HTML5 banner{i?.width && i?.height ? ` · ${i.width}x${i.height}` : ''}</p>
        <p className="truncate text-muted-foreground">
          {h5?.entryHtml?.length ? `Entry ${h5.entryHtml.join(', ')}` : 'No entry page found'}
          {h5?.fileCount ? ` · ${h5.fileCount} files` : ''}
        </p>
        <p className="text-xs text-muted-foreground">Banner code is not run in the review panel; open it in an ad preview tool.</p>
      </div>
    </div>
  )
}

/** AssetInformation lists what was read from the asset's bytes. */
export function AssetInformation({ asset: a }: { asset: BuilderAsset }) {
  const i = a.info ?? {}
  const rows: [string, string | undefined][] = [
    ['Type', `${typeBadge(a)} · ${a.type}`],
    ['Format', a.format || i.format],
    ['MIME type', a.mimeType || i.mimeType],
    ['Dimensions', i.width && i.height ? `${i.width}x${i.height}` : undefined],
    ['Duration', i.durationSeconds ? formatDuration(i.durationSeconds) : undefined],
    ['Frame rate', i.frameRate ? `${Math.round(i.frameRate * 100) / 100} fps` : undefined],
    ['Codec', [i.videoCodec, i.audioCodec].filter(Boolean).join(' / ') || undefined],
    ['Bitrate', i.bitrateKbps ? `${Math.round(i.bitrateKbps)} kbps` : undefined],
    ['Pages', i.pageCount ? String(i.pageCount) : undefined],
    ...printFacts(i),
    ['HTML5 files', i.html5?.fileCount ? String(i.html5.fileCount) : undefined],
    ['Size', formatSize(a.size)],
    ['Uploaded', a.uploadDate ? new Date(a.uploadDate).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : undefined],
    ['SHA-256', a.sha256 ? a.sha256.slice(0, 12) : undefined],
    ['Source', a.drive ? (a.drive.demo ? 'Demo Drive' : 'Google Drive') : undefined],
  ]
  return (
    <dl className="grid grid-cols-[110px_1fr] gap-x-3 gap-y-1.5 rounded-lg border p-3 text-xs" data-testid="asset-information">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className={cn('min-w-0 font-medium [overflow-wrap:anywhere]', k === 'SHA-256' && 'font-mono')} title={k === 'SHA-256' ? a.sha256 : v}>
              {v}
            </dd>
          </div>
        ))}
      {a.webViewLink ? (
        <div className="contents">
          <dt className="text-muted-foreground">Drive</dt>
          <dd className="min-w-0 truncate font-medium">
            <a className="text-brand underline-offset-4 hover:underline" href={a.webViewLink} target="_blank" rel="noopener noreferrer">
              Open in Google Drive
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}

const BAND_STYLE = {
  success: 'border-success/30 bg-success/10 text-success',
  warning: 'border-warning/40 bg-warning/10 text-[oklch(0.5_0.12_70)]',
  danger: 'border-danger/30 bg-danger/10 text-danger',
} as const

/** ComplianceAnalysis shows the score, its band and tiles for passed, warnings and failed. */
export function ComplianceAnalysis({ asset }: { asset: BuilderAsset }) {
  const an = asset.analysis
  const score = an?.complianceScore
  const band = complianceBand(score)
  const s = an?.summary ?? { passed: 0, warnings: 0, failed: 0, totalChecks: 0 }
  const BandIcon = band?.tone === 'success' ? CheckCircle2 : band?.tone === 'warning' ? AlertTriangle : CircleX
  return (
    <div className="space-y-2.5">
      <div className={cn('flex items-center justify-between rounded-lg border p-3', band ? BAND_STYLE[band.tone] : 'bg-muted/40 text-muted-foreground')} data-testid="compliance-score">
        <div>
          <p className="text-xs font-medium opacity-80">Compliance score</p>
          <p className="text-3xl font-semibold tabular-nums">{band ? `${score}%` : '—'}</p>
        </div>
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          {band ? <BandIcon className="size-4" aria-hidden="true" /> : null}
          {band ? band.label : asset.status === 'complete' ? 'No checks applied' : 'Not scored yet'}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2 text-center">
        <Tile n={s.passed} label="Passed" icon={CheckCircle2} tone="text-success" />
        <Tile n={s.warnings} label="Warnings" icon={AlertTriangle} tone="text-[oklch(0.55_0.13_70)]" />
        <Tile n={s.failed} label="Failed" icon={CircleX} tone="text-danger" />
      </div>
    </div>
  )
}

function Tile({ n, label, icon: Icon, tone }: { n: number; label: string; icon: typeof CircleX; tone: string }) {
  return (
    <div className="rounded-lg border p-2">
      <p className={cn('text-xl font-semibold tabular-nums', tone)}>{n}</p>
      <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
        <Icon className={cn('size-3', tone)} aria-hidden="true" /> {label}
      </p>
    </div>
  )
}

/** DetectedInformation shows the campaign, FDA filing and audience the analysis found. */
export function DetectedInformation({ asset }: { asset: BuilderAsset }) {
  const an = asset.analysis
  const rows: [string, string | undefined][] = [
    ['Campaign', an?.campaignName],
    // The same detections the FDA filing and audience checks read.
    ['FDA filing', an?.fdaFilingNumber ? `${an.fdaFilingNumber}${an.fdaFilingWhere ? ` (${an.fdaFilingWhere})` : ''}` : undefined],
    ['Audience', an?.customerType],
    ['Checked against', an?.ruleSet ? ruleSetLabel(an.ruleSet) : undefined],
  ]
  return (
    <div className="space-y-2">
      {an?.aiError ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-2 text-xs">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden="true" />
          <span>
            <span className="font-medium">AI analysis unavailable</span>
            <span className="block text-muted-foreground">{an.aiError}</span>
          </span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[110px_1fr] gap-x-3 gap-y-1.5 rounded-lg border p-3 text-xs">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className={cn('font-medium [overflow-wrap:anywhere]', !v && 'font-normal text-muted-foreground')}>{v || 'Not detected'}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
