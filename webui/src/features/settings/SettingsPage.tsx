import { Bot, Building2, KeyRound } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/app/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { CredentialsTab } from './CredentialsTab'
import { OrganizationTab } from './OrganizationTab'
import { TokensTab } from './TokensTab'

/** SETTINGS_TABS are the reachable settings tabs (spec §2); Profile and Preferences are not. */
export const SETTINGS_TABS = ['credentials', 'organization', 'tokens'] as const

/** SettingsTab is one reachable settings tab. */
export type SettingsTab = (typeof SETTINGS_TABS)[number]

/** settingsTab reads the ?tab= value, defaulting to the API Credentials tab. */
export function settingsTab(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'credentials'
}

/**
 * SettingsPage is /settings: the API Credentials and Organization tabs; the
 * tab is kept in ?tab=. Both panels stay mounted (the inactive one hidden) so
 * a half-filled credential form survives a look at the Organization tab.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams()
  const tab = settingsTab(params.get('tab'))
  const select = (v: string) => {
    const next = new URLSearchParams(params)
    if (v === 'credentials') next.delete('tab')
    else next.set('tab', v)
    setParams(next, { replace: true })
  }
  return (
    <>
      <PageHeader title="Settings" description="Cloud service credentials, your profile, your organization and API tokens for CI." />
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="credentials">
            <KeyRound className="max-sm:hidden" aria-hidden="true" /> API Credentials
          </TabsTrigger>
          <TabsTrigger value="organization">
            <Building2 className="max-sm:hidden" aria-hidden="true" /> Organization
          </TabsTrigger>
          <TabsTrigger value="tokens">
            <Bot className="max-sm:hidden" aria-hidden="true" /> API tokens
          </TabsTrigger>
        </TabsList>
        <TabsContent value="credentials" forceMount hidden={tab !== 'credentials'}>
          <CredentialsTab />
        </TabsContent>
        <TabsContent value="organization" forceMount hidden={tab !== 'organization'}>
          <OrganizationTab />
        </TabsContent>
        <TabsContent value="tokens" hidden={tab !== 'tokens'}>
          <TokensTab />
        </TabsContent>
      </Tabs>
    </>
  )
}
