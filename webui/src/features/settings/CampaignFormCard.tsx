import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ListChecks } from 'lucide-react'
import { toast } from 'sonner'
import { errorMessage, QueryState } from '@/components/app/states'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { formConfigApi, type FormField } from '@/features/campaigns/formConfig'
import { cn } from '@/lib/utils'

const FIELDS_KEY = ['configurations', 'fields']

/**
 * CampaignFormCard shows the organization's new-campaign form fields:
 * admins decide which are required and which channels and customer types
 * are offered (PUT /api/configurations/fields/{id}); the server checks
 * every new campaign against them.
 */
export function CampaignFormCard({ canEdit }: { canEdit: boolean }) {
  const qc = useQueryClient()
  const q = useQuery({ queryKey: FIELDS_KEY, queryFn: formConfigApi.fields })
  const update = useMutation({
    mutationFn: ({ f, change }: { f: FormField; change: Partial<FormField> }) => formConfigApi.updateField(f.id, change),
    onSuccess: (field) => {
      qc.setQueryData<FormField[]>(FIELDS_KEY, (list) => list?.map((f) => (f.id === field.id ? field : f)))
      toast.success(`${field.label} updated`)
    },
    onError: (err) => toast.error(errorMessage(err)),
  })
  const toggleOption = (f: FormField, o: string) => {
    const on = f.options ?? []
    const next = on.includes(o) ? on.filter((x) => x !== o) : (f.choices ?? []).filter((x) => x === o || on.includes(x))
    update.mutate({ f, change: { options: next } })
  }

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-4 text-brand" aria-hidden="true" /> New-campaign form
        </CardTitle>
        <CardDescription>
          {canEdit ? 'Choose the required fields and what the form offers; every new campaign is checked against them.' : 'The fields every new campaign of your organization is checked against.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={q}
          loading={
            <Skeleton className="h-40" />
          }
          errorTitle="Could not load the form's fields"
        >
          {(data) => (
            <ul className="divide-y rounded-lg border" aria-label="New-campaign form fields">
              {data.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
                  <div className="min-w-0 flex-1 basis-48">
                    <div className="font-medium">{f.label}</div>
                    <div className="text-xs text-muted-foreground">
                      {f.section}
                      {f.pattern ? ` · pattern ${f.pattern}` : ''}
                    </div>
                  </div>
                  {f.type === 'select' ? (
                    <div className="flex flex-wrap gap-1.5" role="group" aria-label={`${f.label} options`}>
                      {(f.choices ?? f.options ?? []).map((o) => {
                        const on = (f.options ?? []).includes(o)
                        return canEdit ? (
                          <button
                            key={o}
                            type="button"
                            aria-pressed={on}
                            disabled={update.isPending || (on && (f.options ?? []).length === 1)}
                            onClick={() => toggleOption(f, o)}
                            className={cn(
                              'rounded-md border px-2 py-0.5 text-xs font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60',
                              on ? 'border-brand/40 bg-brand-soft text-brand' : 'text-muted-foreground line-through hover:bg-muted',
                            )}
                          >
                            {o}
                            {o === f.defaultValue ? ' (default)' : ''}
                          </button>
                        ) : on ? (
                          <Badge key={o} variant="secondary">
                            {o}
                          </Badge>
                        ) : null
                      })}
                    </div>
                  ) : null}
                  <label className="flex items-center gap-2 text-xs text-muted-foreground">
                    <Switch
                      checked={f.required}
                      disabled={!canEdit || f.locked || update.isPending}
                      onCheckedChange={(required) => update.mutate({ f, change: { required } })}
                      aria-label={`${f.label} required`}
                    />
                    Required
                  </label>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}
