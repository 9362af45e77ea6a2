/** AuditEntry is one line of the organization's audit trail (GET /api/audit). */
export interface AuditEntry {
  seq: number
  at: string
  organizationId: string
  actorId: string
  actorEmail?: string
  actorToken?: string
  action: string
  entityType: string
  entityId: string
  old?: unknown
  new?: unknown
  reason?: string
  prevHash: string
  hash: string
}

/** AuditPage is one page of entries, newest first; nextCursor is absent on the last page. */
export interface AuditPage {
  entries: AuditEntry[]
  nextCursor?: string
}

/** AuditFilters narrow the trail. */
export interface AuditFilters {
  entityType?: string
  entityId?: string
  actor?: string
  action?: string
  since?: string
  until?: string
}

/** HistoryEntity is what has a History view. */
export type HistoryEntity = 'campaign' | 'asset' | 'rule'
