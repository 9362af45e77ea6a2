/**
 * selectOptions returns the choices of a Select: the enumeration, plus the
 * current value when it is not part of it (a BRD's own section heading),
 * without empty or repeated values — a Select item must never have an empty
 * value (spec §5).
 */
export function selectOptions(values: readonly string[], current?: string): string[] {
  const out: string[] = []
  for (const v of [...values, current ?? '']) {
    const t = v.trim()
    if (t && !out.includes(t)) out.push(t)
  }
  return out
}
