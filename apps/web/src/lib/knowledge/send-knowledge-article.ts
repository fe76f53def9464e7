import { sendKnowledgeArticleRoute, type KnowledgeSendChannel } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { RECENT_CONTACTS_QUERY_KEY } from '@/lib/customer-contacts/get-recent-contacts'

/**
 * An article to send, by which channel: to a customer (their own number or e-mail address on record), else to the
 * caller of a call of the member's (by SMS; the server knows the number the member sees masked).
 */
export type SendKnowledgeArticle = {
  articleId: string
  channel: KnowledgeSendChannel
  customerId?: string | undefined
  callRecordId?: string | undefined
}

/**
 * Sends a published article's text to a customer or a caller by SMS or e-mail, within the tenant's sending limits.
 * @example await sendKnowledgeArticle({ articleId, channel: 'sms', customerId })
 */
export const sendKnowledgeArticle = ({
  articleId,
  channel,
  customerId,
  callRecordId,
}: SendKnowledgeArticle) =>
  callApi(sendKnowledgeArticleRoute, {
    params: { id: articleId },
    body: { channel, to: '', customerId, callRecordId },
  })

/** Sends an article to a customer; their recent contacts then show the SMS or e-mail. */
export const useSendKnowledgeArticle = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendKnowledgeArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECENT_CONTACTS_QUERY_KEY }),
  })
}
