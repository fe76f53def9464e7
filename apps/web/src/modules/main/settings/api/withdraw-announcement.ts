import { withdrawAnnouncementRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { announcementsQueryOptions } from './get-announcements'

/** Withdraws an announcement from every message centre and bell. */
export const withdrawAnnouncement = (id: number) => callApi(withdrawAnnouncementRoute, { params: { id } })

export const useWithdrawAnnouncement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryOptions().queryKey }),
  })
}
