import { knowledgeSuggestionsRoute } from '@portal/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** What the desk knows of the call in front of the agent: the call's record and the words of its note. */
export type KnowledgeSuggestionsInput = { callRecordId: string; note: string }

/**
 * The articles suggested beside a call: the server reads the call's queue and customer from its record, and the
 * note's words.
 * @example useQuery(knowledgeSuggestionsQueryOptions({ callRecordId, note: '发票' }))
 */
export const knowledgeSuggestionsQueryOptions = ({ callRecordId, note }: KnowledgeSuggestionsInput) =>
  queryOptions({
    queryKey: ['knowledge', 'suggestions', callRecordId, note] as const,
    queryFn: ({ signal }) =>
      callApi(knowledgeSuggestionsRoute, {
        query: { callRecordId, ...(note.trim() ? { note: note.trim() } : {}) },
        signal,
      }),
  })

/** The suggestions for a call, the last ones kept on screen while the next note's are read. */
export const useKnowledgeSuggestions = (input: KnowledgeSuggestionsInput, isEnabled = true) =>
  useQuery({
    ...knowledgeSuggestionsQueryOptions(input),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  })
