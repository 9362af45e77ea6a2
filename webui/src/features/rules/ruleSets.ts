import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import type { ReviewDecision } from './filter'
import type { BrdRule } from './types'

/** RuleUpdate is the body of PUT /api/rule-sets/{id}/rules/{ruleId}: the fields to change, and reviewed. */
export type RuleUpdate = Partial<BrdRule> & { reviewed?: boolean }

/** ORGANIZATION_RULE_SET is the ID of the organization's own rule set. */
export const ORGANIZATION_RULE_SET = 'organization'

/** RuleSetRef names one version of a rule set. */
export interface RuleSetRef {
  id: string
  name: string
  version: number
  /** profile names the built-in profile and its version when the rules are a profile's ("spec 2.0.0"). */
  profile?: string
}

/** RuleSetSummary describes a rule set in the list (GET /api/rule-sets). */
export interface RuleSetSummary extends RuleSetRef {
  kind: 'organization' | 'brd' | 'profile'
  description?: string
  ruleCount: number
  enabled: number
  needsReview: number
  campaigns: string[]
  versions: number
  updatedAt?: string
}

/** Contradiction is a pair of enabled rules no asset can pass together. */
export interface Contradiction {
  ruleIds: [string, string]
  rules: [string, string]
  message: string
}

/** RuleSetDetails is a rule set's current rules (GET /api/rule-sets/{id}). */
export interface RuleSetDetails extends RuleSetSummary {
  rules: BrdRule[]
  contradictions: Contradiction[]
  history: { version: number; document?: string; note?: string; createdBy: string; createdAt: string; rules: number }[]
}

/** CampaignRuleStatus is the rule set a campaign uses and how many assets need a re-check. */
export interface CampaignRuleStatus {
  ruleSet: RuleSetRef
  active: number
  stale: number
  recheck: { running: boolean; total: number; done: number }
}

const enc = encodeURIComponent

/** ruleSetKeys are the TanStack Query keys of rule-set data. */
export const ruleSetKeys = {
  all: ['rule-sets'] as const,
  list: ['rule-sets', 'list'] as const,
  one: (id: string) => ['rule-sets', 'one', id] as const,
  campaign: (id: string) => ['rule-sets', 'campaign', id] as const,
}

/** ruleSetsApi holds the rule-set calls. */
export const ruleSetsApi = {
  list: async () => (await api.get<{ ruleSets?: RuleSetSummary[] | null }>('/api/rule-sets'))?.ruleSets ?? [],
  get: async (id: string) => {
    const d = (await api.get<{ ruleSet: RuleSetDetails }>(`/api/rule-sets/${enc(id)}`)).ruleSet
    return { ...d, rules: d.rules ?? [], contradictions: d.contradictions ?? [] }
  },
  /** saveVersion stores reviewed BRD rules as a new version of a rule set for a campaign. */
  saveVersion: (body: { ruleSetId?: string; name?: string; campaignId?: string; document?: string; rules: BrdRule[] }) =>
    api.post<{ ruleSet: RuleSetDetails }>('/api/rule-sets', body),
  /** updateRule changes a rule's fields; reviewed: true clears its review mark and keeps it as it is. */
  updateRule: (setId: string, ruleId: string, updates: RuleUpdate) =>
    api.put<{ rule: BrdRule }>(`/api/rule-sets/${enc(setId)}/rules/${enc(ruleId)}`, updates),
  /**
   * review settles many rules of a set in one request: switched on, or kept
   * off, their review marks cleared. The server applies all or none, and a
   * BRD set gets one new version for the whole review.
   */
  review: async (setId: string, ruleIds: string[], decision: ReviewDecision) => {
    const d = (await api.post<{ ruleSet: RuleSetDetails }>(`/api/rule-sets/${enc(setId)}/review`, { ruleIds, decision })).ruleSet
    return { ...d, rules: d.rules ?? [], contradictions: d.contradictions ?? [] }
  },
  campaign: (campaignId: string) => api.get<CampaignRuleStatus>(`/api/campaigns/${enc(campaignId)}/rule-set`),
  setCampaign: (campaignId: string, ruleSetId: string) => api.put<CampaignRuleStatus>(`/api/campaigns/${enc(campaignId)}/rule-set`, { ruleSetId }),
  recheck: (campaignId: string) => api.post<CampaignRuleStatus>(`/api/campaigns/${enc(campaignId)}/recheck`),
}

/** useRuleSets lists the organization's rule sets and the built-in profiles. */
export function useRuleSets() {
  return useQuery({ queryKey: ruleSetKeys.list, queryFn: ruleSetsApi.list })
}

/** useRuleSet loads one rule set's current rules, contradictions and history. */
export function useRuleSet(id: string | null) {
  return useQuery({ queryKey: ruleSetKeys.one(id ?? ''), queryFn: () => ruleSetsApi.get(id!), enabled: !!id })
}

/** useCampaignRules loads a campaign's rule set and stale count; it polls while a re-check runs. */
export function useCampaignRules(campaignId: string) {
  return useQuery({
    queryKey: ruleSetKeys.campaign(campaignId),
    queryFn: () => ruleSetsApi.campaign(campaignId),
    enabled: !!campaignId,
    refetchInterval: (q) => (q.state.data?.recheck.running ? 700 : false),
  })
}

/** useRecheck starts a campaign's re-check. */
export function useRecheck(campaignId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => ruleSetsApi.recheck(campaignId),
    onSuccess: (st) => qc.setQueryData(ruleSetKeys.campaign(campaignId), st),
  })
}

/** useUpdateSetRule changes one rule of a BRD rule set (a new version) and refreshes what depends on it. */
export function useUpdateSetRule(setId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ ruleId, updates }: { ruleId: string; updates: RuleUpdate }) => ruleSetsApi.updateRule(setId, ruleId, updates),
    onSettled: () => void qc.invalidateQueries({ queryKey: ruleSetKeys.all }),
  })
}

/** useReviewSetRules settles many rules of a rule set in one request and shows the set it answers with. */
export function useReviewSetRules(setId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ ruleIds, decision }: { ruleIds: string[]; decision: ReviewDecision }) => ruleSetsApi.review(setId, ruleIds, decision),
    onSuccess: (d) => qc.setQueryData(ruleSetKeys.one(setId), d),
    onSettled: () => void qc.invalidateQueries({ queryKey: ruleSetKeys.all }),
  })
}

/** ruleSetLabel names a rule set version for people: "Zynthera BRD v2", "Organization rules (spec 2.0.0)". */
export function ruleSetLabel(r: RuleSetRef): string {
  if (r.version === 0 && r.profile) return `${r.name} (${r.profile})`
  if (!r.version && r.profile) return `Built-in: ${r.profile}`
  return `${r.name} v${r.version}`
}

/** reviewFirst orders rules for review: flagged rules first, in their order, then the others. */
export function reviewFirst<T extends { needsReview?: boolean }>(rules: readonly T[]): T[] {
  return [...rules.filter((r) => r.needsReview), ...rules.filter((r) => !r.needsReview)]
}
