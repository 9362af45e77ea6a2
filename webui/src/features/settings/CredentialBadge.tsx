import { CheckCircle2, CircleDashed, KeyRound } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { BADGE_LABELS, type CardBadge } from './credentials'

const STYLE = {
  connected: { variant: 'success', Icon: CheckCircle2 },
  configured: { variant: 'brand', Icon: KeyRound },
  'not-configured': { variant: 'secondary', Icon: CircleDashed },
} as const

/** CredentialBadge shows a card's state as colour, icon and text. */
export function CredentialBadge({ badge }: { badge: CardBadge }) {
  const { variant, Icon } = STYLE[badge]
  return (
    <Badge variant={variant} data-badge={badge}>
      <Icon aria-hidden="true" />
      {BADGE_LABELS[badge]}
    </Badge>
  )
}
