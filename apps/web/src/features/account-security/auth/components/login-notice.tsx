import Alert from 'antd/es/alert'
import { useLocation } from 'react-router'

/** What a page that sends the user back to login wants said there, e.g. that the password was reset. */
export type LoginNoticeState = { notice?: string }

const readNotice = (state: unknown): string | null => {
  const notice = (state as LoginNoticeState | null)?.notice
  return typeof notice === 'string' && notice ? notice : null
}

/** Shows the notice a navigation to the login page carried in its state, if any. */
export const LoginNotice = () => {
  const notice = readNotice(useLocation().state)
  return notice ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 24 }} /> : null
}
