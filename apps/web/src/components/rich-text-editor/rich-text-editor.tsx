import './translations'
import './rich-text-editor.css'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'
import { RichTextToolbar } from './rich-text-toolbar'

export type RichTextEditorProps = {
  /** The accessible name of the editing area. */
  label: string
  /** HTML; '' when nothing is written. */
  value?: string
  onChange?: (html: string) => void
  id?: string
  'aria-invalid'?: boolean
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    horizontalRule: false,
    // Clicking a link while writing edits it rather than leaving the page.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
]

/**
 * A small rich-text field for Ant Design forms (TipTap): bold, italic, lists and links. An empty editor is ''
 * so the form's "required" rule sees it as empty.
 * @example <Form.Item name="content"><RichTextEditor label={t('content')} /></Form.Item>
 */
export const RichTextEditor = ({ label, value, onChange, id, ...aria }: RichTextEditorProps) => {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    editorProps: {
      attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  })

  // The form may set the value from outside (a reset after publishing); the editor follows it.
  useEffect(() => {
    // An editor replaced while its form opens (a dialog mounting twice) has no schema left to read.
    if (editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="rich-text-editor" aria-invalid={aria['aria-invalid']}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  )
}
