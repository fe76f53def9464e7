import {
  QR_LOGIN_STATUS,
  QR_POLL_INTERVAL_MS,
  QR_START_WAIT_MS,
  chatRobotQrCodeRoute,
} from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The QR code to scan and the login's status; `renew` starts a new ticket unless one is still waiting. */
export const getChatRobotQrCode = (productId: string, renew: boolean, signal?: AbortSignal) =>
  callApi(chatRobotQrCodeRoute, { params: { productId }, query: { renew: renew ? '1' : '0' }, signal })

const FINAL_STATUSES: readonly string[] = [QR_LOGIN_STATUS.confirmed, QR_LOGIN_STATUS.expired]

/**
 * When to ask for the QR login's status next (spec §9): not before about 5 s after the code is shown, since nobody
 * scans faster, then every 2 s, and never again once it is confirmed or expired.
 * @example qrPollDelay({ status: 'waiting', fetchCount: 1 }) // QR_START_WAIT_MS
 */
export const qrPollDelay = ({
  status,
  fetchCount,
}: {
  status?: string
  fetchCount: number
}): number | false => {
  if (FINAL_STATUSES.includes(status ?? '')) return false
  return fetchCount <= 1 ? QR_START_WAIT_MS : QR_POLL_INTERVAL_MS
}

/**
 * The QR code of one opening of the dialog (`generation` grows with each refresh): the first fetch of a
 * generation renews the ticket, the polls after it (see qrPollDelay) only read it.
 */
export const chatRobotQrCodeQueryOptions = (productId: string, generation: number) =>
  queryOptions({
    queryKey: ['chat-robot-qr-code', productId, generation],
    queryFn: ({ signal, client, queryKey }) =>
      getChatRobotQrCode(productId, client.getQueryData(queryKey) === undefined, signal),
    refetchInterval: (query) =>
      qrPollDelay({ status: query.state.data?.status, fetchCount: query.state.dataUpdateCount }),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  })

export const useChatRobotQrCode = (productId: string, generation: number, isEnabled: boolean) =>
  useQuery({ ...chatRobotQrCodeQueryOptions(productId, generation), enabled: isEnabled })
