import theme from 'antd/es/theme'
import { useId, type ReactNode } from 'react'

export type AuthCardProps = { title: ReactNode; maxWidth?: number; children: ReactNode }

/** The white card of the login-layout pages (login, modify, register, activate), headed by its page title. */
export const AuthCard = ({ title, maxWidth = 400, children }: AuthCardProps) => {
  const { token } = theme.useToken()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      style={{
        width: '100%',
        maxWidth,
        padding: token.paddingXL,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <h1
        id={titleId}
        style={{ margin: `0 0 ${token.marginLG}px`, textAlign: 'center', fontSize: token.fontSizeHeading3 }}
      >
        {title}
      </h1>
      {children}
    </section>
  )
}
