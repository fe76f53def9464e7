import { useTranslation } from 'react-i18next'
import { NoteField } from '@/components/note-field'
import { useUpdateCommunicate } from '@/lib/telephony/update-communicate'
import { showToast } from '@/lib/ui/toast'
import { useSessionDraft } from '../hooks/use-session-draft'
import { ctiErrorText } from '../utils/cti-error-text'

export type CallNoteProps = { recordId: string }

/** The agent's note on the call's record: kept in the tab as typed (a reload loses nothing) until saved. */
export const CallNote = ({ recordId }: CallNoteProps) => {
  const { t } = useTranslation(['telephony', 'contract'])
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
    <NoteField
      className="telephony-note-field"
      label={t('note.label')}
      saveLabel={t('note.save')}
      value={note}
      isSaving={save.isPending}
      onChange={setNote}
      onSave={handleSave}
    />
  )
}
