import type { CallConsult } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { useActOnConsult } from '../../api/calls/act-on-consult'
import '../../call-transfer-translations'

export type ConsultBarProps = {
  consult: CallConsult
  /** False on a SIP network, whose server mixes no audio for three (the server refuses it too). */
  canConference: boolean
}

/**
 * A consult under way on the agent's call: whom they consult and whether it still rings; once the colleague has
 * answered, complete the transfer, make it a conference, or cancel (back to the held customer). The colleague's
 * page only says who consults them.
 */
export const ConsultBar = ({ consult, canConference }: ConsultBarProps) => {
  const { t } = useTranslation('call-transfer')
  const act = useActOnConsult()
  const isTalking = consult.status === 'CONSULTING'
  if (!consult.isMine) return <p role="status">{t('consulted.talking', { name: consult.fromStaffName })}</p>
  const send = (action: 'complete' | 'conference' | 'cancel') => act.mutate({ consultId: consult.id, action })

  return (
    <section aria-label={t('consult')}>
      <p role="status">
        {t(isTalking ? 'consulting.talking' : 'consulting.ringing', { name: consult.toStaffName })}
      </p>
      <Space wrap>
        {isTalking && (
          <>
            <Button type="primary" disabled={act.isPending} onClick={() => send('complete')}>
              {t('consult.complete')}
            </Button>
            {canConference && (
              <Button disabled={act.isPending} onClick={() => send('conference')}>
                {t('consult.conference')}
              </Button>
            )}
          </>
        )}
        <Button danger disabled={act.isPending} onClick={() => send('cancel')}>
          {t('consult.cancel')}
        </Button>
      </Space>
    </section>
  )
}
