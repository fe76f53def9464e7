import { noticeTypesRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../api/call-api'

/** The tenant's enterprise announcement types: the message list's filter and the announcement form's choices. */
export const getNoticeTypes = (signal?: AbortSignal) => callApi(noticeTypesRoute, { signal })

export const noticeTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['notice-types'],
    queryFn: ({ signal }) => getNoticeTypes(signal),
    staleTime: 5 * 60_000,
  })

export const useNoticeTypes = (isEnabled = true) =>
  useQuery({ ...noticeTypesQueryOptions(), enabled: isEnabled })
