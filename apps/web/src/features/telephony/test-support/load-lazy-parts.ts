/**
 * Imports every part the telephony header loads lazily, so a test's first dialog or panel does not wait on the
 * test runner compiling it (on a busy machine that outlasts a query's one-second wait). Call it in `beforeAll`.
 * @example beforeAll(loadLazyParts, 30_000)
 */
export const loadLazyParts = () =>
  Promise.all([
    import('../components/calls/phone-panel'),
    import('../components/calls/dial-pad'),
    import('../components/calls/dtmf-keypad'),
    import('../components/calls/transfer-outside-dialog'),
    import('../components/calls/invite-dialog'),
    import('../components/calls/invitation-dialog'),
    import('../components/calls/transfer-dialog'),
    import('../components/calls/consult-ringing-dialog'),
    import('../components/monitoring/monitor-button'),
    import('../components/agent-status/sign-in-dialog'),
    import('../components/agent-status/sign-in-failed-dialog'),
    import('antd/es/message'),
  ])
