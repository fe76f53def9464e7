import FormOutlined from '@ant-design/icons/FormOutlined'
import { useEditorState, type Editor } from '@tiptap/react'
import Button from 'antd/es/button'
import Input from 'antd/es/input'
import Popover from 'antd/es/popover'
import Space from 'antd/es/space'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export type ImageAltButtonProps = { editor: Editor }

/**
 * Edits the selected image's description (its alt: what a screen reader says, and what shows while it cannot
 * load), which starts as the file's name.
 */
export const ImageAltButton = ({ editor }: ImageAltButtonProps) => {
  const { t } = useTranslation('rich-text-editor')
  const [isOpen, setIsOpen] = useState(false)
  const [alt, setAlt] = useState('')
  const isImage = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('image') })

  const handleOpenChange = (open: boolean) => {
    if (open) setAlt(String(editor.getAttributes('image').alt ?? ''))
    setIsOpen(open)
  }

  const handleApply = () => {
    editor.chain().focus().updateAttributes('image', { alt: alt.trim() }).run()
    setIsOpen(false)
  }

  const content = (
    <Space.Compact>
      <Input
        aria-label={t('editor.imageAlt')}
        value={alt}
        maxLength={200}
        onChange={(event) => setAlt(event.target.value)}
        onPressEnter={handleApply}
        autoFocus
      />
      <Button type="primary" onClick={handleApply}>
        {t('editor.applyImageAlt')}
      </Button>
    </Space.Compact>
  )

  return (
    <Popover trigger="click" open={isOpen && isImage} onOpenChange={handleOpenChange} content={content}>
      <Button
        size="small"
        type="text"
        icon={<FormOutlined />}
        aria-label={t('editor.imageAlt')}
        disabled={!isImage}
      />
    </Popover>
  )
}
