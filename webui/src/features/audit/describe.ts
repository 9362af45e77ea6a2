import type { AuditEntry } from './types'

/** FieldChange is one field that differs between an entry's old and new value. */
export interface FieldChange {
  field: string
  from: string
  to: string
}

/** IGNORED are bookkeeping fields that change with every write and say nothing to a reader. */
const IGNORED = new Set(['updatedAt', 'lastModified', 'version'])

/** show renders a JSON value for a reader: strings as they are, the rest as compact JSON. */
export function show(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—'
  if (typeof v === 'string') return v
  return JSON.stringify(v)
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v)
}

/**
 * changedFields lists the top-level fields an entry changed, in the order
 * of the new value: for an update the fields whose values differ, for a
 * creation every field set, for a deletion every field that was.
 */
export function changedFields(entry: Pick<AuditEntry, 'old' | 'new'>): FieldChange[] {
  const before = isObject(entry.old) ? entry.old : {}
  const after = isObject(entry.new) ? entry.new : {}
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  const out: FieldChange[] = []
  for (const k of keys) {
    if (IGNORED.has(k)) continue
    const from = show(before[k])
    const to = show(after[k])
    if (from !== to) out.push({ field: k, from, to })
  }
  return out
}

/** VERBS name the actions of the trail for people. */
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  upload: 'uploaded',
  review: 'reviewed an issue of',
  assign: 'moved',
  save: 'saved',
  send: 'sent',
  signin: 'signed in',
  'signin-failed': 'failed to sign in',
  concept: 'saved the concept of',
  results: 'saved the results of',
}

/** actionLabel turns 'campaign.update' into 'changed campaign'. */
export function actionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split('.', 2)
  if (entity === 'auth') return VERBS[verb] ?? action
  const v = VERBS[verb]
  return v ? `${v} ${entity.replace(/-/g, ' ')}` : action
}

/** actorLabel names who acted: the e-mail, the API token or the user ID. */
export function actorLabel(e: Pick<AuditEntry, 'actorEmail' | 'actorToken' | 'actorId'>): string {
  if (e.actorToken) return `token “${e.actorToken}”`
  return e.actorEmail || e.actorId || 'system'
}

/** entityLabel names the changed record: its name or title from the entry's values, else its type and ID. */
export function entityLabel(e: Pick<AuditEntry, 'entityType' | 'entityId' | 'old' | 'new'>): string {
  for (const v of [e.new, e.old]) {
    if (!isObject(v)) continue
    for (const k of ['name', 'rule', 'email']) {
      const n = v[k]
      if (typeof n === 'string' && n.trim()) return n
    }
  }
  return `${e.entityType.replace(/-/g, ' ')} ${e.entityId}`.trim()
}
