import {
  ACW_MODES,
  AGENT_RULE_ROUTES,
  agentRuleFormSchema,
  INCOMING_CALL_POPUP_CHOICES,
  nameOnlyFormSchema,
  REST_REASON_ROUTES,
} from '@portal/contract'
import i18next from 'i18next'
import { choiceField } from '@/modules/main/settings/reference-data/choice-field'
import type { ReferenceListDescription } from '@/modules/main/settings/reference-data/reference-list-description'
import { useRuleWrapUpCodeOptions } from './api/get-rule-wrap-up-codes'

const NAMESPACE = 'call-centre-agent-rules'
const RULES = { name: 'agentRules', namespace: NAMESPACE } as const
const text = (key: string) => i18next.t(`${NAMESPACE}:${key}`)
const form = agentRuleFormSchema.shape

/**
 * Each skill group's agent rules: after-call work and its length, the wrap-up codes offered, auto-answer with its
 * delay, the incoming-call popup. Groups are made on the queues page, so here they are only changed.
 */
export const AGENT_RULE_LIST_DESCRIPTION: ReferenceListDescription = {
  ...RULES,
  routes: AGENT_RULE_ROUTES,
  fields: [
    { name: 'name', kind: 'text', schema: nameOnlyFormSchema.shape.name, inTable: true, inForm: false },
    choiceField(RULES, 'acwMode', form.acwMode, ACW_MODES),
    {
      name: 'acwSeconds',
      kind: 'number',
      schema: form.acwSeconds,
      inTable: true,
      usePlaceholder: () => text('agentRules.acwSeconds.default'),
      display: (item) =>
        item.acwSeconds === null ? text('agentRules.acwSeconds.default') : String(item.acwSeconds),
    },
    {
      name: 'wrapUpCodes',
      kind: 'multiSelect',
      schema: form.wrapUpCodes,
      inTable: true,
      useOptions: useRuleWrapUpCodeOptions,
      displayEmpty: () => text('agentRules.wrapUpCodes.all'),
    },
    {
      name: 'autoAnswer',
      kind: 'switch',
      schema: form.autoAnswer,
      inTable: true,
      display: (item) => text(item.autoAnswer ? 'on' : 'off'),
    },
    { name: 'autoAnswerDelaySeconds', kind: 'number', schema: form.autoAnswerDelaySeconds, inTable: true },
    choiceField(RULES, 'incomingCallPopup', form.incomingCallPopup, INCOMING_CALL_POPUP_CHOICES),
  ],
  newValues: {},
}

/** The tenant's rest reasons (each a 小休 status in the agent's switcher), in the switcher's order. */
export const REST_REASON_LIST_DESCRIPTION: ReferenceListDescription = {
  name: 'restReasons',
  namespace: NAMESPACE,
  routes: REST_REASON_ROUTES,
  fields: [
    { name: 'name', kind: 'text', schema: nameOnlyFormSchema.shape.name, inTable: true, maxLength: 30 },
  ],
  newValues: {},
}
