import { COMMAND_SEARCH_QUERY_MAX_LENGTH } from '@portal/contract'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal'
import Typography from 'antd/es/typography'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { InputRef } from 'antd/es/input'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/sessions/get-session'
import { usePaletteEntries } from '../hooks/use-palette-entries'
import { useRunCommand } from '../hooks/use-run-command'
import '../translations'
import type { PaletteCommand } from '../utils/palette-command'
import { readRecentCommands, rememberCommand } from '../utils/recent-commands'
import { PaletteList, optionIdOf } from './palette-list'

export type PaletteDialogProps = { isOpen: boolean; onClose: () => void }

/**
 * The palette's dialog: a search field steering a listbox by the keyboard alone (↑ ↓ choose, Enter runs, Esc
 * closes; the focus goes back where it was). Running an entry puts it first in the member's recent list.
 */
export const PaletteDialog = ({ isOpen, onClose }: PaletteDialogProps) => {
  const { t } = useTranslation('command-palette')
  // The member in this tenant: an account of several tenants keeps each tenant's recent list apart.
  const session = useSession().data
  const memberId = session ? `${session.authResult.principal.id}@${session.tenantInfo.tenantId}` : ''
  const [text, setText] = useState('')
  const [recent, setRecent] = useState(() => readRecent(memberId))
  const [activeIndex, setActiveIndex] = useState(0)
  const { entries, isSearching } = usePaletteEntries(text, recent)
  const run = useRunCommand()
  const listId = useId()
  const inputRef = useRef<InputRef>(null)
  const active = Math.min(activeIndex, entries.length - 1)
  const activeId = active >= 0 ? optionIdOf(listId, active) : null

  const handleRun = (command: PaletteCommand) => {
    rememberCommand(memberId, command)
    setRecent(readRecent(memberId))
    onClose()
    run(command.id)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || entries.length === 0) return
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setActiveIndex((active + move + entries.length) % entries.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const command = entries[active]
      if (command) handleRun(command)
    }
  }

  return (
    <Modal
      open={isOpen}
      title={t('title')}
      footer={null}
      onCancel={onClose}
      afterOpenChange={(open) => {
        if (open) inputRef.current?.focus()
        else setText('')
      }}
      width={560}
      styles={{ body: { display: 'grid', gap: 8 } }}
    >
      <Input
        ref={inputRef}
        autoFocus
        value={text}
        maxLength={COMMAND_SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value)
          setActiveIndex(0)
        }}
        onKeyDown={handleKeyDown}
        role="combobox"
        aria-label={t('search')}
        placeholder={t('search')}
        aria-expanded={entries.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId ?? undefined}
        aria-busy={isSearching}
        autoComplete="off"
      />
      {entries.length > 0 ? (
        <PaletteList
          id={listId}
          entries={entries}
          activeId={activeId}
          onActivate={setActiveIndex}
          onRun={handleRun}
        />
      ) : (
        <Typography.Text role="status">{isSearching ? t('searching') : t('empty')}</Typography.Text>
      )}
      <Typography.Text>{t('hint')}</Typography.Text>
    </Modal>
  )
}

const readRecent = (memberId: string): PaletteCommand[] =>
  readRecentCommands(memberId).map((command) => ({ ...command, group: 'recent' }))
