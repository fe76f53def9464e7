import theme from 'antd/es/theme'
import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

export const LOGIN_MODES = ['account', 'phone'] as const
export type LoginMode = (typeof LOGIN_MODES)[number]

export type LoginModeTabsProps = {
  mode: LoginMode
  /** The id of the tab panel the tabs control; each tab's id is `${panelId}-${mode}`. */
  panelId: string
  onModeChange: (mode: LoginMode) => void
}

/**
 * 账号密码登录 / 短信验证码登录: a WAI-ARIA tab list (arrow keys, Home and End move and select). Written by hand
 * because Ant Design's Tabs brings an overflow menu that would add a fifth to the login page's first JavaScript.
 */
export const LoginModeTabs = ({ mode, panelId, onModeChange }: LoginModeTabsProps) => {
  const { t } = useTranslation('auth')
  const { token } = theme.useToken()
  const tabRefs = useRef<Partial<Record<LoginMode, HTMLButtonElement | null>>>({})

  const select = (next: LoginMode) => {
    onModeChange(next)
    tabRefs.current[next]?.focus()
  }
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = LOGIN_MODES.indexOf(mode)
    const last = LOGIN_MODES.length - 1
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = LOGIN_MODES[targets[event.key] ?? -1]
    if (!target) return
    event.preventDefault()
    select(target)
  }

  return (
    <div
      role="tablist"
      aria-label={t('login.modes')}
      onKeyDown={handleKeyDown}
      style={{
        display: 'flex',
        gap: token.marginLG,
        marginBottom: token.marginLG,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {LOGIN_MODES.map((item) => {
        const isSelected = item === mode
        return (
          <button
            key={item}
            ref={(element) => {
              tabRefs.current[item] = element
            }}
            type="button"
            role="tab"
            id={`${panelId}-${item}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onModeChange(item)}
            style={{
              padding: `${token.paddingSM}px 0`,
              marginBottom: -1,
              border: 'none',
              borderBottom: `2px solid ${isSelected ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              color: isSelected ? token.colorPrimary : token.colorText,
              font: 'inherit',
              fontSize: token.fontSizeLG,
              cursor: 'pointer',
            }}
          >
            {t(item === 'account' ? 'login.accountMode' : 'login.phoneMode')}
          </button>
        )
      })}
    </div>
  )
}
