import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** RuleFailures counts the assets failing one rule. */
export interface RuleFailures {
  rule: string
  field: string
  severity: string
  failures: number
}

/** DashboardStats is the answer of GET /api/dashboard/stats. */
export interface DashboardStats {
  campaigns: number
  campaignsByStatus?: Record<string, number> | null
  assets: number
  assetsByStatus?: Record<string, number> | null
  averageCompliance: number | null
  bands?: Record<string, number> | null
  mostFailedRules?: RuleFailures[] | null
  activeRules?: number
  assetsNeedingFixes: number
  /** aiMode is the configured analyzer: 'offline' (heuristics) or 'openai' (a model server). */
  aiMode?: string
  /** aiAvailable is true when a model stands behind the analyzer. */
  aiAvailable?: boolean
}

/** aiIndicator is the dashboard's AI indicator from the server's real AI mode; undefined while unknown. */
export function aiIndicator(s: Pick<DashboardStats, 'aiMode' | 'aiAvailable'> | undefined): { label: string; on: boolean; title: string } | undefined {
  if (!s || !s.aiMode) return undefined
  if (s.aiAvailable) return { label: 'AI Ready', on: true, title: `Assets are analysed by the configured model (${s.aiMode}).` }
  return {
    label: 'AI offline',
    on: false,
    title: 'No AI model is configured: assets are analysed by built-in heuristics, and checks that need a model ask for a manual review.',
  }
}

/** dashboardKeys are the TanStack Query keys of the dashboard. */
export const dashboardKeys = { stats: ['dashboard', 'stats'] as const }

/** useDashboardStats loads the organization's dashboard statistics. */
export function useDashboardStats() {
  return useQuery({ queryKey: dashboardKeys.stats, queryFn: () => api.get<DashboardStats>('/api/dashboard/stats') })
}

/** BandBar is one bar of the compliance-band chart. */
export interface BandBar {
  band: 'Compliant' | 'Review' | 'Non-Compliant'
  range: string
  count: number
  /** percent is the bar's share of the scored assets, 0–100. */
  percent: number
  tone: 'success' | 'warning' | 'danger'
}

/** bandBars turns the stats' band counts into the chart's three bars, in band order. */
export function bandBars(bands: Record<string, number> | null | undefined): BandBar[] {
  const defs = [
    { band: 'Compliant', range: '80–100', tone: 'success' },
    { band: 'Review', range: '60–79', tone: 'warning' },
    { band: 'Non-Compliant', range: '0–59', tone: 'danger' },
  ] as const
  const counted = defs.map((d) => {
    const raw = bands?.[d.band]
    return { ...d, count: typeof raw === 'number' && Number.isFinite(raw) ? Math.max(0, Math.floor(raw)) : 0 }
  })
  const total = counted.reduce((a, b) => a + b.count, 0)
  return counted.map((b) => ({ ...b, percent: total ? Math.round((b.count * 1000) / total) / 10 : 0 }))
}
