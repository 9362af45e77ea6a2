import { toast } from 'sonner'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { useAuth } from '@/features/auth/AuthContext'
import { useUpdateCampaign } from './campaignApi'
import { StatusBadge } from './CampaignCard'
import { canManageCampaigns, statusChangeError, statusChoices, statusLabel } from './status'
import { CAMPAIGN_STATUSES, type Campaign } from './types'

/**
 * CampaignStatusControl shows a campaign's status; a manager (or above)
 * changes it in place through the update call, to the statuses the
 * lifecycle allows next (statusChoices).
 */
export function CampaignStatusControl({ campaign }: { campaign: Campaign }) {
  const { user } = useAuth()
  const update = useUpdateCampaign(campaign.id)
  const status = campaign.status || 'draft'
  if (!canManageCampaigns(user?.role)) return <StatusBadge status={status} />
  const options = statusChoices(status, CAMPAIGN_STATUSES)
  return (
    <Select
      value={status}
      disabled={update.isPending}
      onValueChange={(next) =>
        update.mutate(
          campaign.version === undefined ? { status: next } : { status: next, version: campaign.version },
          {
            onSuccess: () => toast.success(`Campaign is now ${statusLabel(next).toLowerCase()}`),
            onError: (err) => toast.error(statusChangeError(err)),
          },
        )
      }
    >
      <SelectTrigger aria-label="Campaign status" className="h-7 w-auto gap-1.5 px-2 text-xs" data-testid="campaign-status">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((s) => (
          <SelectItem key={s} value={s}>
            {statusLabel(s)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
