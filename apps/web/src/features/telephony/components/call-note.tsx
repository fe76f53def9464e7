import Button from 'antd/es/button'
import Input from 'antd/es/input'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { useUpdateCommunicate } from '../api/update-communicate'
import { useSessionDraft } from '../hooks/use-session-draft'
import { ctiErrorText } from '../utils/cti-error-text'

const NOTE_MAX = 2000

export type CallNoteProps = { recordId: string }

/** The agent's note on the call's record: kept in the tab as typed (a reload loses nothing) until saved. */
export const CallNote = ({ recordId }: CallNoteProps) => {
  const { t } = useTranslation(['telephony', 'contract'])
  const id = useId()
  const [note, setNote, clearNote] = useSessionDraft(`telephony.note.${recordId}`)
  const save = useUpdateCommunicate()

  const handleSave = () =>
    save.mutate(
      { recordId, note },
      {
        onSuccess: () => {
          clearNote()
          showToast('success', t('note.saved'))
        },
        onError: (error) => showToast('error', ctiErrorText(error, t)),
      },
    )

  return (
    <div className="telephony-note-field">
      <label htmlFor={id}>{t('note.label')}</label>
      <Input.TextArea
        id={id}
        value={note}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button size="small" disabled={!note.trim()} loading={save.isPending} onClick={handleSave}>
        {t('note.save')}
      </Button>
    </div>
  )
}
