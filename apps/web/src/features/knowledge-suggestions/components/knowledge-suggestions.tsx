import {
  KNOWLEDGE_PERMISSIONS,
  KNOWLEDGE_SUGGESTION_NOTE_DELAY_MS,
  productModuleCode,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Spin from 'antd/es/spin'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useKnowledgeSuggestions } from '@/lib/knowledge/get-knowledge-suggestions'
import { useCallNoteText } from '../hooks/use-call-note-text'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import '../translations'
import '../knowledge-suggestions.css'
import { SuggestionItem } from './suggestion-item'
import type { SuggestionsCaller } from './suggestions-caller'

export type KnowledgeSuggestionsProps = {
  callRecordId: string
  caller: SuggestionsCaller
}

/**
 * The knowledge base beside a ringing or connected call: articles for its queue, its customer's tags and the words
 * of its note as typed, each with why, and sent to the caller by SMS (or a known customer by e-mail). Only for a member who may read the
 * knowledge base in a tenant that has it.
 */
export const KnowledgeSuggestions = (props: KnowledgeSuggestionsProps) => {
  const { can } = usePermissions()
  if (!can(KNOWLEDGE_PERMISSIONS.read) || !can(productModuleCode('kmp'))) return null
  return <SuggestionsCard {...props} />
}

const SuggestionsCard = ({ callRecordId, caller }: KnowledgeSuggestionsProps) => {
  const { t } = useTranslation('knowledge-suggestions')
  const headingId = useId()
  const note = useDebouncedValue(useCallNoteText(callRecordId), KNOWLEDGE_SUGGESTION_NOTE_DELAY_MS)
  const suggestions = useKnowledgeSuggestions({ callRecordId, note })

  return (
    <section aria-labelledby={headingId} className="knowledge-suggestions">
      <Card
        size="small"
        title={
          <h2 id={headingId} className="knowledge-suggestions-heading">
            {t('title')}
          </h2>
        }
        extra={suggestions.isFetching && <Spin size="small" aria-label={t('loading')} />}
      >
        {suggestions.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {suggestions.data?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
        )}
        {suggestions.data && suggestions.data.length > 0 && (
          <ul className="knowledge-suggestions-list">
            {suggestions.data.map((suggestion) => (
              <SuggestionItem
                key={suggestion.id}
                suggestion={suggestion}
                callRecordId={callRecordId}
                caller={caller}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  )
}
