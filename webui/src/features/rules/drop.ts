/** BRD_ACCEPT is the BRD file picker's accept list (spec §5). */
export const BRD_ACCEPT = '.pdf,.doc,.docx'

/** DropVerdict says whether a dropped file is accepted as a BRD, and why not. */
export interface DropVerdict {
  ok: boolean
  reason?: string
}

/**
 * checkBrdDrop applies the spec's rule for dropped BRD files (§5): accepted
 * when the type is PDF, the name contains 'brd', or the type contains
 * 'document'. Otherwise the verdict explains what to drop instead.
 */
export function checkBrdDrop(file: { name: string; type: string }): DropVerdict {
  const type = (file.type || '').toLowerCase()
  const name = (file.name || '').toLowerCase()
  if (type.includes('pdf') || name.includes('brd') || type.includes('document')) return { ok: true }
  const kind = type ? `its type is ${type}` : 'the browser could not tell its type'
  return {
    ok: false,
    reason: `${file.name || 'This file'} was not accepted: ${kind}. Drop a PDF or Word document, a file whose name contains “brd”, or use Choose file for .doc files.`,
  }
}
