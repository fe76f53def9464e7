import { EyeOutlined } from '@ant-design/icons'
import type { CtiState } from '@portal/contract'
import Button from 'antd/es/button'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MonitorBoard } from './monitor-board'

export type MonitorButtonProps = { state: CtiState }

/** A supervisor's "monitor" entry (speech.monitor): opens the list of agents on calls. Escape closes it. */
export const MonitorButton = ({ state }: MonitorButtonProps) => {
  const { t } = useTranslation('telephony')
  const boardId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return
    setIsOpen(false)
    triggerRef.current?.focus()
  }
  return (
    <span className="telephony-widget" onKeyDown={handleKeyDown}>
      <Button
        ref={triggerRef}
        type="text"
        icon={<EyeOutlined aria-hidden />}
        aria-expanded={isOpen}
        aria-controls={isOpen ? boardId : undefined}
        onClick={() => setIsOpen(!isOpen)}
      >
        {t('monitor.button')}
      </Button>
      {isOpen && <MonitorBoard id={boardId} state={state} />}
    </span>
  )
}
