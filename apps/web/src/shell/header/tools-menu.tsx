import { ToolOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ROUTER_PATHS, toPortalPath } from '@/lib/routing/portal-path'
import { useHelperComponents } from '@/lib/menus/get-helper-components'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { TOOL_PERMISSIONS } from '@portal/contract'

const OWN_TOOLS = { aiTranslate: 'tools.aiTranslate', packageCheck: 'tools.packageCheck' } as const

/**
 * The tools menu (spec §2, code portal.tool): the tools that exist, AI translation and the package check, and
 * the tenant's external helper components. Single SMS, the e-mail sender and IVR come with their own issue. Opened
 * from the keyboard, the focus moves into the menu (arrows move along it) and Escape brings it back.
 */
export const ToolsMenu = () => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const { data: helpers = [] } = useHelperComponents()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const canSendEmail = useHasPermission(TOOL_PERMISSIONS.singleEmail)

  const items: MenuProps['items'] = [
    { key: 'aiTranslate', label: t(OWN_TOOLS.aiTranslate) },
    { key: 'packageCheck', label: t(OWN_TOOLS.packageCheck) },
    ...(canSendEmail ? [{ key: 'mailSender', label: t('tools.mailSender') }] : []),
    ...helpers.map((helper) => ({ key: `helper:${helper.id}`, label: helper.name })),
  ]
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'aiTranslate') void navigate(ROUTER_PATHS.aiTranslate)
    else if (key === 'mailSender') void navigate(ROUTER_PATHS.mailSender)
    // The package check is a page of its own (it opens without a session), so it gets its own window.
    else if (key === 'packageCheck')
      window.open(toPortalPath(ROUTER_PATHS.packageCheck), '_blank', 'noopener')
    else void navigate(`${ROUTER_PATHS.externalHelper}/${encodeURIComponent(key.slice('helper:'.length))}`)
  }

  // Escape closes the menu where the focus is: it goes back to the button rather than to the start of the page.
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen && document.activeElement?.closest('[role="menu"]')) triggerRef.current?.focus()
  }

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{ items, onClick: handleClick }}
      onOpenChange={handleOpenChange}
    >
      <Button ref={triggerRef} type="text" icon={<ToolOutlined aria-hidden />}>
        {t('header.tools')}
      </Button>
    </Dropdown>
  )
}
