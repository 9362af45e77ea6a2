import * as React from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, apiEnvelope, getAllPages, reasonHeaders } from '@/lib/api'
import type { BrdParseResult, BrdRule, RuleTestReport } from './types'

/** ruleKeys are the TanStack Query keys of rule data. */
export const ruleKeys = {
  rules: ['brd-rules'] as const,
  traffickingHeaders: ['trafficking-headers'] as const,
}

/** BrdParseAnswer is the parse result with the server's message. */
export interface BrdParseAnswer extends BrdParseResult {
  message: string
}

/** rulesApi holds the calls of the /rules screen (spec §7). */
export const rulesApi = {
  list: async () => (await getAllPages<{ rules?: BrdRule[] | null }>('/api/user-data/brd-rules', 'rules'))?.rules ?? [],
  /**
   * save replaces the organization's list with the full list sent and returns
   * the saved list. Each rule carries the version it was read at: a rule
   * changed by someone else since answers 409 with the current list. The
   * optional reason is stored on the audit entries of the change.
   */
  save: async (rules: BrdRule[], reason?: string) =>
    (await api.post<{ rules?: BrdRule[] | null }>('/api/user-data/brd-rules', { rules }, { headers: reasonHeaders(reason) }))?.rules ?? [],
  /** parseBrd uploads a BRD in the multipart field brdFile and returns the extracted rules with the server's message. */
  parseBrd: async (file: File, signal?: AbortSignal): Promise<BrdParseAnswer> => {
    const body = new FormData()
    body.append('brdFile', file, file.name)
    const env = await apiEnvelope<BrdParseResult>('/api/brd/parse', { method: 'POST', body, signal })
    const data = env.data ?? { rules: [] }
    const rules = data.rules ?? []
    return { ...data, rules, message: env.message || `BRD processed successfully! Found ${rules.length} rules.` }
  },
  /** runTests runs the rule's stored test cases. */
  runTests: (id: string) => api.post<RuleTestReport>(`/api/rules/${encodeURIComponent(id)}/test`, {}),
  /** testFile runs the rule test runner against a file's real bytes (multipart field file). */
  testFile: (id: string, file: File) => {
    const body = new FormData()
    body.append('file', file, file.name)
    return api.post<RuleTestReport>(`/api/rules/${encodeURIComponent(id)}/test`, body)
  },
  /** parseTrafficking reads the column headers of a trafficking template (.xlsx, .csv). */
  parseTrafficking: async (file: File) => {
    const body = new FormData()
    body.append('trafficking', file, file.name)
    return (await api.post<{ headers?: string[] | null }>('/api/trafficking/parse', body))?.headers ?? []
  },
  traffickingHeaders: async (): Promise<TraffickingHeaders> => {
    const d = await api.get<Partial<TraffickingHeaders> | null>('/api/settings/trafficking-headers')
    return { headers: d?.headers ?? [], version: d?.version, defaults: d?.defaults ?? [], isDefault: d?.isDefault ?? false }
  },
  /** saveTraffickingHeaders saves the organization's headers; with version, a change by someone else since then answers 409. */
  saveTraffickingHeaders: async (headers: string[], version?: number): Promise<TraffickingHeaders> => {
    const d = await api.post<Partial<TraffickingHeaders> | null>('/api/settings/trafficking-headers', version === undefined ? { headers } : { headers, version })
    return { headers: d?.headers ?? headers, version: d?.version, defaults: [], isDefault: false }
  },
}

/**
 * serverDetail is the server's explanation of a failed call: the envelope's
 * error text for HTTP errors, the message otherwise.
 */
export function serverDetail(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage || `HTTP ${err.status}`
  if (err instanceof Error) return err.message
  return String(err)
}

/** isUploadFailure reports an error that happened before the server answered (network, aborted). */
export function isUploadFailure(err: unknown): boolean {
  return !(err instanceof ApiError) && err instanceof TypeError
}

/** useRules loads the organization's rule list. */
export function useRules() {
  return useQuery({ queryKey: ruleKeys.rules, queryFn: rulesApi.list })
}

/** RuleListChange computes the next full rule list from the current one. */
export type RuleListChange = (current: BrdRule[]) => BrdRule[]

/**
 * useSaveRules saves the full list after every change (spec §4). save(change)
 * shows the change at once, posts the whole list (saves run one after
 * another, each on top of the previous change) and resolves with the saved
 * list. When the server refuses a list (400 with its reason) the promise
 * rejects and the list goes back to the state before that change.
 */
export function useSaveRules() {
  const qc = useQueryClient()
  // The versions this client's own saves produced: a change queued behind
  // another one is sent with them, so one client never conflicts with itself.
  const saved = React.useRef(new Map<string, number>())
  const m = useMutation({
    scope: { id: 'brd-rules-save' },
    mutationFn: ({ next, reason }: { next: BrdRule[]; previous: BrdRule[]; reason?: string }) =>
      rulesApi.save(withNewerVersions(next, saved.current), reason),
    onError: (_err, { previous }) => {
      qc.setQueryData(ruleKeys.rules, previous)
      void qc.invalidateQueries({ queryKey: ruleKeys.rules })
    },
    onSuccess: (list, { next }) => {
      for (const r of list) if (r.version) saved.current.set(r.id, r.version)
      // A later change may already show on top of this one: keep it.
      if (qc.getQueryData(ruleKeys.rules) === next) qc.setQueryData(ruleKeys.rules, list)
    },
  })
  const { mutateAsync } = m
  const save = React.useCallback(
    (change: RuleListChange, reason?: string) => {
      const previous = qc.getQueryData<BrdRule[]>(ruleKeys.rules) ?? []
      const next = change(previous)
      void qc.cancelQueries({ queryKey: ruleKeys.rules })
      qc.setQueryData(ruleKeys.rules, next)
      return mutateAsync({ next, previous, reason })
    },
    [qc, mutateAsync],
  )
  return { save, isSaving: m.isPending }
}

/** withNewerVersions gives each rule the newer of its version and the one this client's last save produced. */
export function withNewerVersions(rules: BrdRule[], saved: ReadonlyMap<string, number>): BrdRule[] {
  return rules.map((r) => {
    const v = saved.get(r.id)
    return v !== undefined && v > (r.version ?? 0) ? { ...r, version: v } : r
  })
}

/** TraffickingHeaders are the organization's trafficking headers with their version and the spec's default list. */
export interface TraffickingHeaders {
  headers: string[]
  version?: number
  /** defaults is the spec's fallback list, which "Reset to defaults" saves. */
  defaults: string[]
  /** isDefault is true while no template was saved (the defaults apply). */
  isDefault: boolean
}

/** useTraffickingHeaders loads the saved trafficking headers. */
export function useTraffickingHeaders() {
  return useQuery({ queryKey: ruleKeys.traffickingHeaders, queryFn: rulesApi.traffickingHeaders })
}
