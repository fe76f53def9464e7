import type { CallConsult } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { serverText } from '@/lib/i18n/server-text'
import { useActOnConsult } from '../../api/calls/act-on-consult'
import '../../call-transfer-translations'

export type ConsultBarProps = { consult: CallConsult }

// What each page says of the consult, by its status: the consulting agent's, then the colleague's.
const STATUS_TEXT = {
  RINGING: ['consulting.ringing', 'consulted.talking'],
  CONSULTING: ['consulting.talking', 'consulted.talking'],
  REFERRING: ['consulting.referring', 'consulted.referring'],
} as const

/**
 * A consult under way on the agent's call: whom they consult and whether it still rings; once the colleague has
 * answered, complete the transfer, make it a conference, or cancel (back to the held customer). A completion on a
 * SIP network waits for the customer's phone to follow it (no command meanwhile); when it did not, the bar says why
 * and the agents talk on. The colleague's page only says who consults them.
 */
export const ConsultBar = ({ consult }: ConsultBarProps) => {
  const { t } = useTranslation('call-transfer')
  const { t: tContract } = useTranslation('contract')
  const act = useActOnConsult()
  const [mine, theirs] = STATUS_TEXT[consult.status]
  if (!consult.isMine) return <p role="status">{t(theirs, { name: consult.fromStaffName })}</p>
  const isTalking = consult.status === 'CONSULTING'
  const isBusy = act.isPending || consult.status === 'REFERRING'
  const send = (action: 'complete' | 'conference' | 'cancel') => act.mutate({ consultId: consult.id, action })

  return (
    <section aria-label={t('consult')} aria-busy={consult.status === 'REFERRING'}>
      <p role="status">{t(mine, { name: consult.toStaffName })}</p>
      {consult.failure && (
        <Alert
          type="warning"
          showIcon
          title={serverText(tContract, consult.failure)}
          description={t('consult.retry')}
        />
      )}
      <Space wrap>
        {consult.status !== 'RINGING' && (
          <>
            <Button
              type="primary"
              loading={consult.status === 'REFERRING'}
              disabled={isBusy}
              onClick={() => send('complete')}
            >
              {t('consult.complete')}
            </Button>
            {isTalking && (
              <Button disabled={isBusy} onClick={() => send('conference')}>
                {t('consult.conference')}
              </Button>
            )}
          </>
        )}
        <Button danger disabled={isBusy} onClick={() => send('cancel')}>
          {t('consult.cancel')}
        </Button>
      </Space>
    </section>
  )
}
