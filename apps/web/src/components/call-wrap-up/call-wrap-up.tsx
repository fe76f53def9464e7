import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/sessions/get-session'
import { useCallNote } from '@/lib/telephony/call-note/use-call-note'
import { useWrapUpCodes } from '@/lib/working-desk/get-wrap-up-codes'
import { NoteField } from '../note-field'
import { WrapUpCodeSelect } from './wrap-up-code-select'
import './translations'
import './call-wrap-up.css'

export type CallWrapUpProps = {
  recordId: string
  /** The codes the call's skill group offers; none (or null) offers all of the tenant's. */
  offeredCodes?: readonly string[] | null
}

/**
 * The one wrap-up of a call, the same in the phone panel and on the working desk: its note, saved as it is typed,
 * and its wrap-up code, one of those its skill group offers. Only the call's own agent sees it (a supervisor who
 * listened or joined never does).
 */
export const CallWrapUp = ({ recordId, offeredCodes = null }: CallWrapUpProps) => {
  const { t } = useTranslation(['call-wrap-up', 'contract'])
  const note = useCallNote(recordId)
  const ownId = useSession().data?.authResult.principal.id
  const codes = useWrapUpCodes()
  if (!note.record || !ownId || note.record.agentAccountId !== ownId) return null

  const status = {
    idle: note.hasDraft ? t('note.saving') : note.text ? t('note.saved') : '',
    saving: t('note.saving'),
    failed: t('note.failed'),
    changedElsewhere: t('contract:telephony.noteChanged'),
  }[note.saveState]

  return (
    <section className="call-wrap-up" aria-label={t('label')}>
      <NoteField
        className="call-wrap-up-note"
        label={t('note.label')}
        value={note.text}
        status={status}
        onChange={note.change}
      />
      {codes.data && (
        <WrapUpCodeSelect
          recordId={recordId}
          value={note.record.wrapUpCode}
          codes={offeredCodes ? codes.data.filter((entry) => offeredCodes.includes(entry.code)) : codes.data}
        />
      )}
    </section>
  )
}
