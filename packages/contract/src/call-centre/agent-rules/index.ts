/** The agent rules page (坐席规则): after-call work, wrap-up codes, auto-answer and popup per skill group; rests. */
export * from './agent-rule-schemas'
export * from './agent-rule-routes'
export * from './agent-rule-texts'
