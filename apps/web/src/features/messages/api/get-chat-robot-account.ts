import { chatRobotAccountRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The WeChat Work account a chat robot is managed by, for the QR login dialog. */
export const getChatRobotAccount = (productId: string, signal?: AbortSignal) =>
  callApi(chatRobotAccountRoute, { params: { productId }, signal })

export const chatRobotAccountQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['chat-robot-account', productId],
    queryFn: ({ signal }) => getChatRobotAccount(productId, signal),
    retry: false,
  })

export const useChatRobotAccount = (productId: string) => useQuery(chatRobotAccountQueryOptions(productId))
