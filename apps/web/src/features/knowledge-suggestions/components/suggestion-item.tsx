import {
  KNOWLEDGE_LIST_PAGE,
  KNOWLEDGE_SUGGESTION_REASON_LABELS,
  TOOL_PERMISSIONS,
  type KnowledgeSuggestion,
} from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePermissions } from '@/lib/access/use-has-permission'
import { stateLabel } from '@/lib/i18n/state-label'
import { HighlightedText } from './highlighted-text'
import { SendArticleButton } from './send-article-button'
import type { SuggestionsCaller } from './suggestions-caller'

export type SuggestionItemProps = {
  suggestion: KnowledgeSuggestion
  callRecordId: string
  caller: SuggestionsCaller
}

/**
 * One suggested article: its title opening it, why it is suggested, its excerpt, and its sending to the caller (by
 * e-mail only to a known customer, whose address is on record).
 */
export const SuggestionItem = ({ suggestion, callRecordId, caller }: SuggestionItemProps) => {
  const { t } = useTranslation('knowledge-suggestions')
  const { can } = usePermissions()
  const channels = [
    ...(can(TOOL_PERMISSIONS.singleSms) ? (['sms'] as const) : []),
    ...(caller.customer && can(TOOL_PERMISSIONS.singleEmail) ? (['email'] as const) : []),
  ]
  return (
    <li className="knowledge-suggestion">
      <Link to={`${KNOWLEDGE_LIST_PAGE}/detail/${suggestion.id}`} className="knowledge-suggestion-title">
        {suggestion.title}
      </Link>
      {suggestion.reasons.length > 0 && (
        <ul aria-label={t('reasons', { title: suggestion.title })} className="knowledge-suggestion-reasons">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>
              <Tag color="blue">{stateLabel(KNOWLEDGE_SUGGESTION_REASON_LABELS[reason])}</Tag>
            </li>
          ))}
        </ul>
      )}
      <HighlightedText pieces={suggestion.excerptHighlight} className="knowledge-suggestion-excerpt" />
      {channels.length > 0 && (
        <div className="knowledge-suggestion-actions">
          {channels.map((channel) => (
            <SendArticleButton
              key={channel}
              article={suggestion}
              channel={channel}
              callRecordId={callRecordId}
              caller={caller}
            />
          ))}
        </div>
      )}
    </li>
  )
}
