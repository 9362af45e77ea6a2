import { PART_FORM, partText, partValue, readPart, scopeLabel } from '@/features/shared/parts'
import type { AssetScope } from './types'

// The part's reading and the labels are shared with the rules editor
// (features/shared/parts.ts); this module keeps what is the builder's own.
export { PART_FORM, partText, partValue, scopeLabel }

/** SCOPE_KEYS are the three parts of a scope, in the order the panel shows them. */
export const SCOPE_KEYS = ['platform', 'placement', 'part'] as const satisfies readonly (keyof AssetScope)[]

/** scopeProblem is why a scope cannot be saved as it is (a part that is no part), or ''. */
export function scopeProblem(s: AssetScope): string {
  return readPart(s.part).problem
}

/** scopeToSave is a scope with its part as the server stores it (partValue); a part that is none is sent as typed and refused. */
export function scopeToSave(s: AssetScope): AssetScope {
  if (s.part === undefined) return s
  const part = partValue(s.part)
  return { ...s, part: part ?? s.part }
}

/** sameScope compares two scopes, treating missing and empty values alike and a part by what it reads as. */
export function sameScope(a: AssetScope | undefined, b: AssetScope | undefined): boolean {
  const [x, y] = [scopeToSave(a ?? {}), scopeToSave(b ?? {})]
  return SCOPE_KEYS.every((k) => (x[k] ?? '') === (y[k] ?? ''))
}
