import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'

const STEPS = [
  { title: 'Create a campaign', text: 'Name it and set channel, audience and product.', to: '/campaigns/new' },
  { title: 'Load your BRD rules', text: 'Rules extracted from the BRD become machine-checkable.', to: '/rules' },
  { title: 'Check creative assets', text: 'Banners, videos and documents are checked from their real bytes.', to: '/campaigns' },
  { title: 'Export the trafficking sheet', text: 'Build the creative matrix and export CSV, HTML or Excel.', to: '/campaigns' },
]

/** HowItWorks is the dashboard's four-step guide through the product. */
export function HowItWorks() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>How it works</CardTitle>
      </CardHeader>
      <CardContent className="pt-0">
        <ol className="space-y-1">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <Link to={s.to} className="flex gap-3 rounded-md p-2 hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand">{i + 1}</span>
                <span>
                  <span className="block text-sm font-medium">{s.title}</span>
                  <span className="block text-xs text-muted-foreground">{s.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
