import './translations'
import './rich-text-editor.css'
import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect, useMemo } from 'react'
import { editorExtensions } from './editor-extensions'
import type { ImageUpload } from './image-upload'
import { RichTextToolbar } from './rich-text-toolbar'
import { useTrackedImageUpload } from './use-tracked-image-upload'

export type RichTextEditorProps = {
  /** The accessible name of the editing area. */
  label: string
  /** HTML; '' when nothing is written. */
  value?: string
  onChange?: (html: string) => void
  /**
   * Uploads an image (chosen with the toolbar's button, pasted or dropped) and answers its address and alt; without
   * it the editor takes no images.
   */
  onUploadImage?: ImageUpload
  id?: string
  'aria-invalid'?: boolean
}

/**
 * A small rich-text field for Ant Design forms (TipTap): bold, italic, lists, links, and images where the page
 * uploads them. An empty editor is '' so the form's "required" rule sees it as empty.
 * @example <Form.Item name="content"><RichTextEditor label={t('content')} /></Form.Item>
 */
export const RichTextEditor = ({
  label,
  value,
  onChange,
  onUploadImage,
  id,
  ...aria
}: RichTextEditorProps) => {
  const images = useTrackedImageUpload(onUploadImage)
  // Built once per kind of editor: the tracked upload is one function for the editor's life.
  const extensions = useMemo(() => editorExtensions(images.upload), [images.upload])
  const editor = useEditor(
    {
      extensions,
      content: value ?? '',
      editorProps: {
        attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      },
      onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    },
    [extensions],
  )

  // The form may set the value from outside (a reset after publishing); the editor follows it.
  useEffect(() => {
    // An editor replaced while its form opens (a dialog mounting twice) has no schema left to read.
    if (editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="rich-text-editor" aria-invalid={aria['aria-invalid']} aria-busy={images.isUploading}>
      <RichTextToolbar editor={editor} images={images} />
      <EditorContent editor={editor} />
    </div>
  )
}
