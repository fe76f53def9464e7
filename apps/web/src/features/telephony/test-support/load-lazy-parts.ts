/**
 * Imports every part the telephony header loads lazily, so a test's first dialog or panel does not wait on the
 * test runner compiling it (on a busy machine that outlasts a query's one-second wait). Call it in `beforeAll`.
 * @example beforeAll(loadLazyParts, 30_000)
 */
export const loadLazyParts = () =>
  Promise.all([
    import('../components/phone-panel'),
    import('../components/dial-pad'),
    import('../components/dtmf-keypad'),
    import('../components/transfer-outside-dialog'),
    import('../components/invite-dialog'),
    import('../components/invitation-dialog'),
    import('../components/monitor-button'),
    import('../components/sign-in-dialog'),
    import('../components/sign-in-failed-dialog'),
    import('antd/es/message'),
  ])
