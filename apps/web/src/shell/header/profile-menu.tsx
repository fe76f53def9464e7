import { UserOutlined } from '@ant-design/icons'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Popover from 'antd/es/popover'
import { Suspense, useEffect, useState, type RefObject } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { ProfileChangeWatch } from '@/features/own-account/components/profile-change-watch'
import { avatarUrl } from '@/lib/files/avatar-url'
import { useSession } from '@/lib/sessions/get-session'
import { FOCUSABLE, usePopoverFocus } from './use-popover-focus'

// Only a device check needs the dialog and its checks.
const DeviceCheckDialog = lazyWithRetry(() =>
  import('@/features/device-check/components/device-check-dialog').then((module) => ({
    default: module.DeviceCheckDialog,
  })),
)

// The panel's controls (the preferences, the menu layout, the language) load when the pointer or the focus reaches
// the avatar, outside the first load.
const loadProfilePanel = () => import('./profile-panel').then((module) => ({ default: module.ProfilePanel }))
const ProfilePanel = lazyWithRetry(loadProfilePanel)

/** Moves the focus into the panel when it first appears, should it load after the popover opened. */
const FocusOnFirstShow = ({ panelRef }: { panelRef: RefObject<HTMLDivElement | null> }) => {
  useEffect(() => panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(), [panelRef])
  return null
}

/**
 * The avatar (the uploaded image, else an icon) and name in the header, kept fresh by ProfileChangeWatch, opening the profile popover (by keyboard too: the focus moves into it, Escape
 * brings it back); the device check opens from it.
 */
export const ProfileMenu = () => {
  const { t } = useTranslation('shell')
  const { data: session } = useSession()
  const [isOpen, setIsOpen] = useState(false)
  const [isCheckingDevice, setIsCheckingDevice] = useState(false)
  const { triggerRef, panelRef, handleAfterOpenChange, handleKeyDown } = usePopoverFocus(() =>
    setIsOpen(false),
  )
  if (!session) return null
  const { name, avatar } = session.authResult.principal

  const handleDeviceCheck = () => {
    setIsOpen(false)
    setIsCheckingDevice(true)
  }

  return (
    <>
      <ProfileChangeWatch />
      <Popover
        trigger="click"
        placement="bottomRight"
        open={isOpen}
        onOpenChange={setIsOpen}
        afterOpenChange={handleAfterOpenChange}
        content={
          // The keys of the panel's controls bubble here: Escape closes it.
          <div ref={panelRef} onKeyDown={handleKeyDown}>
            <Suspense>
              <ProfilePanel
                session={session}
                onDeviceCheck={handleDeviceCheck}
                onDone={() => setIsOpen(false)}
              />
              <FocusOnFirstShow panelRef={panelRef} />
            </Suspense>
          </div>
        }
      >
        <Button
          ref={triggerRef}
          type="text"
          aria-expanded={isOpen}
          aria-label={t('profile.trigger', { name })}
          onPointerEnter={() => void loadProfilePanel()}
          onFocus={() => void loadProfilePanel()}
          className="portal-profile-trigger"
        >
          <Avatar size="small" src={avatarUrl(avatar)} alt="" icon={<UserOutlined aria-hidden />} />
          <span className="portal-profile-trigger-name">{name}</span>
        </Button>
      </Popover>
      {isCheckingDevice && (
        <Suspense>
          <DeviceCheckDialog onClose={() => setIsCheckingDevice(false)} />
        </Suspense>
      )}
    </>
  )
}
