import { Quote } from 'lucide-react'
import { describeParams } from './params'
import type { BrdRule } from './types'

/** RuleParamChips shows a rule's parameters as compact labels. */
export function RuleParamChips({ rule }: { rule: BrdRule }) {
  const labels = describeParams(rule.params, rule.field)
  if (labels.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Parameters">
      {labels.map((l) => (
        <li key={l} className="max-w-full truncate rounded border bg-muted/60 px-1.5 py-0.5 font-mono text-[11px] text-foreground/80" title={l}>
          {l}
        </li>
      ))}
    </ul>
  )
}

/** RuleSourceQuote shows the BRD sentence a rule came from, with its document and page; highlight marks it for review. */
export function RuleSourceQuote({ rule, highlight = false }: { rule: BrdRule; highlight?: boolean }) {
  const s = rule.source
  if (!s?.quote && !s?.document) return null
  const where = [s.document, s.page ? `p. ${s.page}` : '', s.section].filter(Boolean).join(' · ')
  return (
    <figure className="flex gap-2 text-xs text-muted-foreground">
      <Quote className="mt-0.5 size-3 shrink-0 text-brand/70" aria-hidden="true" />
      <div className="min-w-0">
        {s.quote ? (
          highlight ? (
            <blockquote className="italic text-foreground/90 [overflow-wrap:anywhere]">
              <mark className="rounded bg-warning/25 px-0.5 text-inherit">“{s.quote}”</mark>
            </blockquote>
          ) : (
            <blockquote className="line-clamp-2 italic text-foreground/75 [overflow-wrap:anywhere]">“{s.quote}”</blockquote>
          )
        ) : null}
        {where ? <figcaption className="mt-0.5">{where}</figcaption> : null}
      </div>
    </figure>
  )
}
