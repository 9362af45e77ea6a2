import { Navigate, Route, Routes } from 'react-router'
import { AuditPage } from '@/features/audit/AuditPage'
import { LoginPage } from '@/features/auth/LoginPage'
import { PublicOnly, RequireAuth } from '@/features/auth/guards'
import { CampaignBuilderPage } from '@/features/builder/CampaignBuilderPage'
import { EditCampaignPage } from '@/features/campaigns/EditCampaignPage'
import { CampaignListPage } from '@/features/campaigns/CampaignListPage'
import { NewCampaignPage } from '@/features/campaigns/NewCampaignPage'
import { DashboardPage } from '@/features/dashboard/DashboardPage'
import { DrivePage } from '@/features/drive/DrivePage'
import { RulesPage } from '@/features/rules/RulesPage'
import { SettingsPage } from '@/features/settings/SettingsPage'
import { AppShell } from '@/features/shell/AppShell'
import { TraffickingPreviewPage } from '@/features/trafficking/TraffickingPreviewPage'

/** AppRoutes is the spec's route table (§2) with its access rules. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/auth"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route
        element={
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="campaigns" element={<CampaignListPage />} />
        <Route path="campaigns/new" element={<NewCampaignPage />} />
        <Route path="campaigns/:id" element={<CampaignBuilderPage />} />
        <Route path="campaigns/:id/edit" element={<EditCampaignPage />} />
        <Route path="campaign-builder" element={<Navigate to="/campaigns" replace />} />
        <Route path="rules" element={<RulesPage />} />
        <Route path="rules/audit" element={<AuditPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="drive" element={<DrivePage />} />
        <Route path="trafficking/preview" element={<TraffickingPreviewPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  )
}
