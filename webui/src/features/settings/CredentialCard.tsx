import { AlertCircle, Check, Cloud, Database, Loader2, Pencil, Share2, Trash2, type LucideIcon } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { ConfirmDeleteDialog } from '@/components/app/confirm-delete-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { CredentialBadge } from './CredentialBadge'
import { CredentialInput } from './CredentialInput'
import { saveErrorMessage, useCredentialRecord, useDeleteCredentials, useSaveCredentials } from './credentialsApi'
import {
  badgeFor,
  fieldMessage,
  initialValues,
  isComplete,
  SECRET_MASK,
  toPayload,
  validate,
  type CredentialService,
  type FieldValues,
  type ServiceId,
  type ServiceStatus,
} from './credentials'
import { saveLabel, type SaveState } from './saveButton'
import { useSaveButton } from './useSaveButton'

const ICONS: Record<ServiceId, LucideIcon> = { 'google-drive': Cloud, sharepoint: Share2, s3: Database }

/** deleteConfirmation is the spec's delete question for a card (spec §8). */
export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete ${title} credentials?`
}

/** CredentialCardProps are the props of CredentialCard. */
export interface CredentialCardProps {
  service: CredentialService
  status: ServiceStatus | undefined
}

/** CredentialCard shows one service's credential state and lets an admin configure, edit or delete it. */
export function CredentialCard({ service, status }: CredentialCardProps) {
  const stored = !!status?.hasCredentials
  const badge = badgeFor(status)
  const record = useCredentialRecord(service.id, stored)
  const save = useSaveCredentials(service.id)
  const del = useDeleteCredentials(service.id)
  const button = useSaveButton()
  const [editing, setEditing] = React.useState(false)
  const [values, setValues] = React.useState<FieldValues>({})
  const [touched, setTouched] = React.useState<Record<string, boolean>>({})
  const [confirming, setConfirming] = React.useState(false)
  const editButton = React.useRef<HTMLButtonElement>(null)
  const refocus = React.useRef(false)
  React.useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false
      editButton.current?.focus()
    }
  }, [editing])
  const Icon = ICONS[service.id]
  const titleId = `cred-${service.id}-title`

  // Close the editor once 'Saved!' has been shown for its 3 s.
  const prevKind = React.useRef(button.state.kind)
  React.useEffect(() => {
    if (prevKind.current === 'success' && button.state.kind === 'idle') {
      refocus.current = true
      setEditing(false)
      setValues({})
    }
    prevKind.current = button.state.kind
  }, [button.state.kind])

  const errors = validate(service, values)
  const complete = isComplete(service, values)
  const busy = button.state.kind === 'saving' || button.state.kind === 'success'

  const openEditor = () => {
    setValues(initialValues(service, record.data))
    setTouched({})
    button.reset()
    setEditing(true)
  }
  const cancel = () => {
    refocus.current = true
    setEditing(false)
    setValues({})
    setTouched({})
    button.reset()
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setTouched(Object.fromEntries(service.fields.map((f) => [f.key, true])))
    if (!complete || busy) return
    button.start()
    save.mutate(toPayload(service, values), {
      onSuccess: () => button.succeed(),
      onError: (err) => button.fail(fieldMessage(service, saveErrorMessage(err))),
    })
  }
  const confirmDelete = () => {
    del.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(`${service.title} credentials deleted`)
      },
      onError: (err) => {
        setConfirming(false)
        toast.error(`Could not delete ${service.title} credentials: ${saveErrorMessage(err)}`)
      },
    })
  }

  return (
    <Card aria-labelledby={titleId} role="region" data-service={service.id} className="flex flex-col">
      <CardHeader className="gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {service.title}
          </CardTitle>
          <CredentialBadge badge={badge} />
        </div>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      {editing ? (
        <form
          onSubmit={submit}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && button.state.kind !== 'saving') {
              e.stopPropagation()
              cancel()
            }
          }}
          noValidate
          aria-label={`${service.title} credentials`}
          className="flex flex-1 flex-col"
        >
          <CardContent className="grid gap-4 pt-4 pb-0">
            {service.fields.map((f, i) => (
              <CredentialInput
                autoFocus={i === 0}
                key={f.key}
                id={`cred-${service.id}-${f.key}`}
                field={f}
                value={values[f.key] ?? ''}
                onChange={(v) => setValues((prev) => ({ ...prev, [f.key]: v }))}
                onBlur={() => setTouched((prev) => ({ ...prev, [f.key]: true }))}
                error={touched[f.key] ? errors[f.key] : undefined}
                stored={stored}
                disabled={busy}
              />
            ))}
            {button.state.kind === 'error' ? (
              <p role="alert" className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="[overflow-wrap:anywhere]">{button.state.message}</span>
              </p>
            ) : null}
          </CardContent>
          <CardFooter className="mt-auto justify-end gap-2 pt-5">
            <Button type="button" variant="outline" onClick={cancel} disabled={button.state.kind === 'saving'}>
              Cancel
            </Button>
            <SaveButton state={button.state} disabled={!complete || busy} />
          </CardFooter>
        </form>
      ) : (
        <>
          <CardContent className="flex-1 pt-4 pb-0">
            {stored ? (
              record.isPending ? (
                <Skeleton className="h-16" aria-label={`Loading ${service.title} credentials`} />
              ) : record.isError ? (
                <p role="alert" className="flex items-center justify-between gap-2 rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
                  Could not load the saved values.
                  <Button variant="outline" size="sm" onClick={() => void record.refetch()}>
                    Retry
                  </Button>
                </p>
              ) : (
                <StoredSummary service={service} fields={record.data?.fields} />
              )
            ) : (
              <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                No credentials saved yet.
              </p>
            )}
          </CardContent>
          <CardFooter className="justify-end gap-2 pt-5">
            {stored ? (
              <Button variant="ghost" className="text-danger hover:bg-danger/10 hover:text-danger" onClick={() => setConfirming(true)} aria-label={`Delete ${service.title} credentials`}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            ) : null}
            <Button ref={editButton} variant={stored ? 'outline' : 'brand'} onClick={openEditor} disabled={stored && record.isPending} aria-label={`${stored ? 'Edit' : 'Configure'} ${service.title}`}>
              <Pencil aria-hidden="true" /> {stored ? 'Edit' : 'Configure'}
            </Button>
          </CardFooter>
        </>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title="Delete credentials"
        description={deleteConfirmation(service.title)}
        pending={del.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Card>
  )
}

function SaveButton({ state, disabled }: { state: SaveState; disabled: boolean }) {
  const kind = state.kind
  const label = saveLabel(state)
  return (
    <Button
      type="submit"
      variant={kind === 'error' ? 'destructive' : 'brand'}
      disabled={disabled}
      aria-live="polite"
      className={kind === 'success' ? 'bg-success text-white hover:bg-success disabled:opacity-100' : undefined}
      data-state={kind}
    >
      {kind === 'saving' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {kind === 'success' ? <Check aria-hidden="true" /> : null}
      {kind === 'error' ? <AlertCircle aria-hidden="true" /> : null}
      {label}
    </Button>
  )
}

function StoredSummary({ service, fields }: { service: CredentialService; fields?: Record<string, string> }) {
  return (
    <dl className="divide-y rounded-lg border">
      {service.fields.map((f) => {
        const v = f.secret ? SECRET_MASK : (fields?.[f.key] ?? '')
        return (
          <div key={f.key} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
            <dt className="shrink-0 text-muted-foreground">{f.label}</dt>
            <dd className="min-w-0 truncate font-mono text-[13px]" title={f.secret ? undefined : v}>
              {v || '—'}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
