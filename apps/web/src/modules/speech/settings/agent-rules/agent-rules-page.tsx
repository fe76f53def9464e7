import './translations'
import { useTranslation } from 'react-i18next'
import { ReferenceListEditor } from '@/modules/main/settings/reference-data/reference-list-editor'
import { AGENT_RULE_LIST_DESCRIPTION, REST_REASON_LIST_DESCRIPTION } from './agent-rule-list-descriptions'
import { RestLimitForm } from './rest-limit-form'

/**
 * 坐席规则 (speech setting/agentRules): each skill group's rules for its agents (after-call work, wrap-up codes,
 * auto-answer, popup), then the tenant's rest reasons and the rest limit.
 */
export const AgentRulesPage = () => {
  const { t } = useTranslation('call-centre-agent-rules')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      <h2 className="portal-section-title">{t('agentRules.title')}</h2>
      <ReferenceListEditor list={AGENT_RULE_LIST_DESCRIPTION} />
      <h2 className="portal-section-title" style={{ marginTop: 24 }}>
        {t('restReasons.title')}
      </h2>
      <RestLimitForm />
      <ReferenceListEditor list={REST_REASON_LIST_DESCRIPTION} />
    </div>
  )
}
