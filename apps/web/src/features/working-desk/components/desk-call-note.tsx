import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoteField } from '@/components/note-field'
import { useUpdateCommunicate } from '@/lib/telephony/update-communicate'
import { showToast } from '@/lib/ui/toast'

export type DeskCallNoteProps = { recordId: string; savedNote: string; onSaved: () => void }

/** The agent's note on the call, saved on its communicate record (the call widget's own route). */
export const DeskCallNote = ({ recordId, savedNote, onSaved }: DeskCallNoteProps) => {
  const { t } = useTranslation('working-desk')
  const [note, setNote] = useState(savedNote)
  const save = useUpdateCommunicate()

  const handleSave = () =>
    save.mutate(
      { recordId, note },
      {
        onSuccess: () => {
          showToast('success', t('note.saved'))
          onSaved()
        },
        onError: (error) => showToast('error', error.message),
      },
    )

  return (
    <NoteField
      className="working-desk-note"
      label={t('note.label')}
      saveLabel={t('note.save')}
      value={note}
      isSaving={save.isPending}
      onChange={setNote}
      onSave={handleSave}
    />
  )
}
