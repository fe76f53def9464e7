import { QR_LOGIN_STATUS, QR_POLL_INTERVAL_MS, chatRobotQrCodeRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/call-api'

/** The QR code to scan and the login's status; `renew` starts a new ticket unless one is still waiting. */
export const getChatRobotQrCode = (productId: string, renew: boolean, signal?: AbortSignal) =>
  callApi(chatRobotQrCodeRoute, { params: { productId }, query: { renew: renew ? '1' : '0' }, signal })

const FINAL_STATUSES: readonly string[] = [QR_LOGIN_STATUS.confirmed, QR_LOGIN_STATUS.expired]

/**
 * The QR code of one opening of the dialog (`generation` grows with each refresh): the first fetch of a
 * generation renews the ticket, the polls after it (every 2 s, until confirmed or expired) only read it.
 */
export const chatRobotQrCodeQueryOptions = (productId: string, generation: number) =>
  queryOptions({
    queryKey: ['chat-robot-qr-code', productId, generation],
    queryFn: ({ signal, client, queryKey }) =>
      getChatRobotQrCode(productId, client.getQueryData(queryKey) === undefined, signal),
    refetchInterval: (query) =>
      FINAL_STATUSES.includes(query.state.data?.status ?? '') ? false : QR_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  })

export const useChatRobotQrCode = (productId: string, generation: number, isEnabled: boolean) =>
  useQuery({ ...chatRobotQrCodeQueryOptions(productId, generation), enabled: isEnabled })
