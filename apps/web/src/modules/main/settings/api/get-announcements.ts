import { announcementListRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's enterprise announcements, newest first. */
export const getAnnouncements = (signal?: AbortSignal) => callApi(announcementListRoute, { signal })

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'announcements'], queryFn: ({ signal }) => getAnnouncements(signal) })

export const useAnnouncements = () => useQuery(announcementsQueryOptions())
