import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { readCallNoteDraft, useCallNoteDraft, writeCallNoteDraft } from './call-note-draft'
import { callRecordQueryKey, callRecordQueryOptions } from './get-call-record'
import { scheduleCallNoteSave, useCallNoteSaveState } from './save-call-note'

/**
 * The one note of a call, wherever it shows (phone panel, working desk): the unsent draft while there is one, else
 * the server's saved note. Typing keeps a draft at once and saves it shortly after; a draft left by a reload or a
 * closed tab is sent when the note shows again.
 * @example const { record, text, change, saveState, hasDraft } = useCallNote(recordId)
 */
export const useCallNote = (recordId: string) => {
  const queryClient = useQueryClient()
  const record = useQuery(callRecordQueryOptions(recordId))
  const draft = useCallNoteDraft(recordId)
  const saveState = useCallNoteSaveState(recordId)

  useEffect(() => {
    if (readCallNoteDraft(recordId)) scheduleCallNoteSave(queryClient, recordId)
  }, [queryClient, recordId])

  // A draft gone (saved here or in another tab): the saved note is read again, so every view shows the newest.
  const hadDraft = useRef(draft !== null)
  useEffect(() => {
    if (hadDraft.current && draft === null)
      void queryClient.invalidateQueries({ queryKey: callRecordQueryKey(recordId) })
    hadDraft.current = draft !== null
  }, [draft, queryClient, recordId])

  const change = (text: string) => {
    const version = draft?.version ?? record.data?.noteVersion ?? 0
    writeCallNoteDraft(recordId, { text, version })
    scheduleCallNoteSave(queryClient, recordId)
  }

  return {
    record: record.data,
    text: draft?.text ?? record.data?.note ?? '',
    hasDraft: draft !== null,
    saveState,
    change,
  }
}
