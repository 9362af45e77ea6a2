import { ShieldCheck } from 'lucide-react'
import { QueryState } from '@/components/app/states'
import { Skeleton } from '@/components/ui/skeleton'
import { CredentialCard } from './CredentialCard'
import { useCredentialsStatus } from './credentialsApi'
import { SERVICES } from './credentials'

/** CredentialsTab is the 'API Credentials' tab: one card per cloud service. */
export function CredentialsTab() {
  const q = useCredentialsStatus()
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-brand" aria-hidden="true" />
        Secrets are write-only: after saving they are never shown or sent back to the browser.
      </p>
      <QueryState
        query={q}
        loading={
          <div className="grid items-start gap-4 lg:grid-cols-3" aria-busy="true" aria-label="Loading credentials">
            {SERVICES.map((s) => (
              <Skeleton key={s.id} className="h-64" />
            ))}
          </div>
        }
        errorTitle="Could not load credential status"
      >
        {(data) => (
          <div className="grid items-start gap-4 lg:grid-cols-3">
            {SERVICES.map((s) => (
              <CredentialCard key={s.id} service={s} status={data[s.id]} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  )
}
