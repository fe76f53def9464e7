import ConfigProvider from 'antd/es/config-provider'
import type { ReactNode } from 'react'
import { renderInPortal } from '@/test-support/render-in-portal'

/**
 * Renders a telephony element in the portal as the app does (buttons without Ant Design's space between two
 * Chinese characters), for a user holding `permissions`.
 * @example renderTelephony(<TelephonyHeader />, ['speech_ability'])
 */
export const renderTelephony = (element: ReactNode, permissions: readonly string[] = ['speech_ability']) =>
  renderInPortal({
    routes: [
      { path: '/', element: <ConfigProvider button={{ autoInsertSpace: false }}>{element}</ConfigProvider> },
      { path: '/platformPort', element: <h1>工作台</h1> },
      { path: '*', element: <h1>客户资料</h1> },
    ],
    permissions,
  })
