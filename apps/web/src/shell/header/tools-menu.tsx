import { ToolOutlined } from '@ant-design/icons'
import { TOOL_PERMISSIONS } from '@portal/contract'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePermissions } from '@/lib/access/use-has-permission'
import { ROUTER_PATHS, toPortalPath } from '@/lib/routing/portal-path'
import { useHelperComponents } from '@/lib/menus/get-helper-components'
import { useToolLinks } from '@/features/tools/api/get-tool-links'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'

// The tools' dialogs load when first opened: the header of every page stays light.
const SmsDialog = lazyWithRetry(() =>
  import('@/features/sms/components/sms-dialog').then((module) => ({ default: module.SmsDialog })),
)
const IvrDialog = lazyWithRetry(() =>
  import('@/features/tools/components/ivr-dialog').then((module) => ({ default: module.IvrDialog })),
)

/** The dialogs the menu opens; one at a time. */
type ToolDialog = 'sms' | 'ivr' | null

/**
 * The tools menu (spec §2, code portal.tool): single SMS (sms.single), the e-mail sender (email.single, a page), IVR (portal.tool.IVR: the tenant's numbers
 * and their IVR entries), AI translation, the package check, the tenant's external tool links (§3 Tool item, each
 * with its own code, opened in a new window) and its helper components; each entry only with its code. Opened
 * from the keyboard, the focus moves into the menu (arrows move along it) and Escape brings it back.
 */
export const ToolsMenu = () => {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const { can } = usePermissions()
  const { data: helpers = [] } = useHelperComponents()
  const { data: links = [] } = useToolLinks()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [dialog, setDialog] = useState<ToolDialog>(null)

  const items: MenuProps['items'] = [
    ...(can(TOOL_PERMISSIONS.singleSms) ? [{ key: 'sms', label: t('tools.singleSms') }] : []),
    ...(can(TOOL_PERMISSIONS.singleEmail) ? [{ key: 'mailSender', label: t('tools.mailSender') }] : []),
    ...(can(TOOL_PERMISSIONS.ivr) ? [{ key: 'ivr', label: t('tools.ivr') }] : []),
    { key: 'aiTranslate', label: t('tools.aiTranslate') },
    { key: 'packageCheck', label: t('tools.packageCheck') },
    ...links
      .filter((link) => can(link.resourceCode))
      .map((link, index) => ({ key: `link:${index}`, label: link.name, title: link.sub || undefined })),
    ...helpers.map((helper) => ({ key: `helper:${helper.id}`, label: helper.name })),
  ]
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sms' || key === 'ivr') setDialog(key)
    else if (key.startsWith('link:')) {
      const link = links[Number(key.slice('link:'.length))]
      if (link) window.open(link.url, '_blank', 'noopener')
    } else if (key === 'mailSender') void navigate(ROUTER_PATHS.mailSender)
    else if (key === 'aiTranslate') void navigate(ROUTER_PATHS.aiTranslate)
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
    <>
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
      <Suspense fallback={null}>
        {dialog === 'sms' && <SmsDialog isOpen onClose={() => setDialog(null)} />}
        {dialog === 'ivr' && <IvrDialog isOpen onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  )
}
