import { useQuery } from '@tanstack/react-query'
import { useCallNoteDraft } from '@/lib/telephony/call-note/call-note-draft'
import { callRecordQueryOptions } from '@/lib/telephony/call-note/get-call-record'

/**
 * The words of a call's note as the agent types them (the unsent draft, else the saved note), read without
 * becoming one more sender of the note.
 * @example const note = useCallNoteText(recordId)
 */
export const useCallNoteText = (recordId: string): string => {
  const draft = useCallNoteDraft(recordId)
  const record = useQuery(callRecordQueryOptions(recordId))
  return draft?.text ?? record.data?.note ?? ''
}
