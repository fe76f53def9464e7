import { BellOutlined } from '@ant-design/icons'
import '@/lib/ui/shake.css'
import './news-bell.css'

export type NewsBellIconProps = { isShaking: boolean }

/** The bell icon, shaking while new messages are being announced. */
export const NewsBellIcon = ({ isShaking }: NewsBellIconProps) => (
  <BellOutlined aria-hidden className={isShaking ? 'news-bell-icon portal-shaking' : 'news-bell-icon'} />
)
