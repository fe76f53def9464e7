import BoldOutlined from '@ant-design/icons/BoldOutlined'
import ItalicOutlined from '@ant-design/icons/ItalicOutlined'
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined'
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined'
import { useEditorState, type Editor } from '@tiptap/react'
import Button from 'antd/es/button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ImageAltButton } from './image-alt-button'
import { ImageButton } from './image-button'
import type { ImageUpload } from './image-upload'
import { LinkButton } from './link-button'

export type RichTextToolbarProps = {
  editor: Editor
  /** The page's image upload: with it the toolbar inserts images and edits their description. */
  images?: { upload: ImageUpload | undefined; isUploading: boolean }
}

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList'

const TOOLS: readonly { mark: Mark; icon: ReactNode; run: (editor: Editor) => void }[] = [
  { mark: 'bold', icon: <BoldOutlined />, run: (editor) => editor.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: <ItalicOutlined />, run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    mark: 'bulletList',
    icon: <UnorderedListOutlined />,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    icon: <OrderedListOutlined />,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
]

/** The editor's formatting buttons; each says whether its format is on where the cursor is. */
export const RichTextToolbar = ({ editor, images }: RichTextToolbarProps) => {
  const { t } = useTranslation('rich-text-editor')
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map(({ mark }) => [mark, current.isActive(mark)])) as Record<Mark, boolean>,
  })
  return (
    <div className="rich-text-editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {TOOLS.map(({ mark, icon, run }) => (
        <Button
          key={mark}
          size="small"
          type={active[mark] ? 'primary' : 'text'}
          icon={icon}
          aria-label={t(`editor.${mark}`)}
          aria-pressed={active[mark]}
          // A click leaves the focus and the cursor in the text: taking them back would wait a frame, and what was
          // typed meanwhile would land before the cursor put back.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run(editor)}
        />
      ))}
      <LinkButton editor={editor} />
      {images?.upload && (
        <>
          <ImageButton editor={editor} upload={images.upload} isUploading={images.isUploading} />
          <ImageAltButton editor={editor} />
        </>
      )}
    </div>
  )
}
