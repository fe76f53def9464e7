import { communicateUpdateRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/**
 * Saves the agent's note on a call's record (§7 communicate update) over the version it was typed on: the call
 * widget and the working desk both save through `call-note/save-call-note.ts`.
 */
export const updateCommunicate = ({
  recordId,
  note,
  noteVersion,
}: {
  recordId: string
  note: string
  noteVersion: number
}) => callApi(communicateUpdateRoute, { params: { recordId }, body: { note, noteVersion } })
