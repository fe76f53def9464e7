import LinkOutlined from '@ant-design/icons/LinkOutlined'
import { useEditorState, type Editor } from '@tiptap/react'
import Button from 'antd/es/button'
import Input from 'antd/es/input'
import Popover from 'antd/es/popover'
import Space from 'antd/es/space'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export type LinkButtonProps = { editor: Editor }

/** Sets or removes the link on the selected text, asking for its address in a small popover. */
export const LinkButton = ({ editor }: LinkButtonProps) => {
  const { t } = useTranslation('rich-text-editor')
  const [isOpen, setIsOpen] = useState(false)
  const [href, setHref] = useState('')
  const isLink = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('link') })

  const handleOpenChange = (open: boolean) => {
    if (open) setHref(String(editor.getAttributes('link').href ?? ''))
    setIsOpen(open)
  }

  const handleApply = () => {
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href.trim()) chain.setLink({ href: href.trim() }).run()
    else chain.unsetLink().run()
    setIsOpen(false)
  }

  const handleRemove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    setIsOpen(false)
  }

  const content = (
    <Space.Compact>
      <Input
        aria-label={t('editor.linkUrl')}
        placeholder="https://"
        value={href}
        maxLength={1000}
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={handleApply}
        autoFocus
      />
      <Button type="primary" onClick={handleApply}>
        {t('editor.applyLink')}
      </Button>
      {isLink && <Button onClick={handleRemove}>{t('editor.removeLink')}</Button>}
    </Space.Compact>
  )

  return (
    <Popover trigger="click" open={isOpen} onOpenChange={handleOpenChange} content={content}>
      <Button
        size="small"
        type={isLink ? 'primary' : 'text'}
        icon={<LinkOutlined />}
        aria-label={t('editor.link')}
        aria-pressed={isLink}
      />
    </Popover>
  )
}
