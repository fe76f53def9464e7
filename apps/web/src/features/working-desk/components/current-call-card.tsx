import type { DeskCall, WrapUpCodeEntry } from '@portal/contract'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import { useTranslation } from 'react-i18next'
import { CustomerCard } from './customer-card'
import { DeskCallNote } from './desk-call-note'
import { WrapUpSelect } from './wrap-up-select'

export type CurrentCallCardProps = {
  call: DeskCall | null
  wrapUpCodes: readonly WrapUpCodeEntry[]
  onNoteSaved: () => void
}

/** The agent's call now (or the one whose after-call work lasts): customer card, note and wrap-up code. */
export const CurrentCallCard = ({ call, wrapUpCodes, onNoteSaved }: CurrentCallCardProps) => {
  const { t } = useTranslation('working-desk')
  return (
    <Card title={<h2 className="working-desk-heading">{t('current.title')}</h2>} size="small">
      {call ? (
        <>
          <CustomerCard call={call} />
          <DeskCallNote
            key={call.recordId}
            recordId={call.recordId}
            savedNote={call.note}
            onSaved={onNoteSaved}
          />
          <WrapUpSelect recordId={call.recordId} value={call.wrapUpCode} codes={wrapUpCodes} />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('current.none')} />
      )}
    </Card>
  )
}
