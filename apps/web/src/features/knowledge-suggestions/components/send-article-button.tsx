import { KNOWLEDGE_SMS_TEXT_MAX_LENGTH, type KnowledgeSendChannel } from '@portal/contract'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Modal from 'antd/es/modal/Modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useSendKnowledgeArticle } from '@/lib/knowledge/send-knowledge-article'
import { showToast } from '@/lib/ui/toast'
import type { SuggestionsCaller } from './suggestions-caller'

export type SendArticleButtonProps = {
  article: { id: string; title: string }
  channel: KnowledgeSendChannel
  callRecordId: string
  caller: SuggestionsCaller
}

/**
 * 发短信 / 发邮件 for one suggested article: a confirmation naming the article, what goes and to whom (the number
 * as the page shows it, or the customer's e-mail on record), then the send with its toast. A caller with no
 * customer record is reached through the call, whose number the server knows.
 */
export const SendArticleButton = ({ article, channel, callRecordId, caller }: SendArticleButtonProps) => {
  const { t } = useTranslation('knowledge-suggestions')
  const [isOpen, setIsOpen] = useState(false)
  const send = useSendKnowledgeArticle()
  const { customer } = caller

  const handleSend = () =>
    send.mutate(
      { articleId: article.id, channel, customerId: customer?.id, callRecordId },
      {
        onSuccess: () => {
          setIsOpen(false)
          showToast('success', t(`sent.${channel}`, { name: customer?.name ?? caller.phone }))
        },
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <>
      <Button
        size="small"
        aria-label={t(`send.${channel}Of`, { title: article.title })}
        onClick={() => setIsOpen(true)}
      >
        {t(`send.${channel}`)}
      </Button>
      <Modal
        open={isOpen}
        title={t(`confirm.title.${channel}`)}
        okText={t('confirm.send')}
        cancelText={t('confirm.cancel')}
        confirmLoading={send.isPending}
        onOk={handleSend}
        onCancel={() => setIsOpen(false)}
        destroyOnHidden
      >
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'article', label: t('confirm.article'), children: article.title },
            {
              key: 'to',
              label: t('confirm.to'),
              children:
                channel === 'email'
                  ? t('confirm.toEmail', { name: customer?.name })
                  : customer
                    ? `${customer.name} ${caller.phone}`
                    : t('confirm.toCaller', { phone: caller.phone }),
            },
            {
              key: 'content',
              label: t('confirm.contentLabel'),
              children: t(`confirm.content.${channel}`, { max: KNOWLEDGE_SMS_TEXT_MAX_LENGTH }),
            },
          ]}
        />
      </Modal>
    </>
  )
}
