import { publishAnnouncementRoute, type AnnouncementForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { announcementsQueryOptions } from './get-announcements'

/** Publishes an enterprise announcement to its audience at its effective time. */
export const publishAnnouncement = (body: AnnouncementForm) => callApi(publishAnnouncementRoute, { body })

export const usePublishAnnouncement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: publishAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryOptions().queryKey }),
  })
}
