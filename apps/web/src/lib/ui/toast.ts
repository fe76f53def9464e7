export type ToastKind = 'success' | 'error' | 'info' | 'warning'

/**
 * A short message at the top of the page that outlives the page that showed it (e.g. "修改成功！" before the
 * login continues). Ant Design's message is loaded only when the first toast shows.
 * @example showToast('error', t('contract:smsCode.sendFailed'))
 */
export const showToast = (kind: ToastKind, content: string): void => {
  void import('antd/es/message').then(({ default: message }) => message[kind](content))
}
