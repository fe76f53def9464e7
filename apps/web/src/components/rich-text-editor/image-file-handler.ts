import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Extension } from '@tiptap/react'
import { imageFilesOf, insertUploadedImages, type ImageUpload } from './image-upload'

export type ImageFileHandlerOptions = { upload: ImageUpload | null }

/**
 * An image file pasted or dropped into the editor is uploaded and inserted by its address, never kept as a data:
 * URL (the server keeps only the portal's own files). A paste that carries text as well (an office program adds a
 * picture of the copied text) stays a paste of the text.
 */
export const ImageFileHandler = Extension.create<ImageFileHandlerOptions>({
  name: 'imageFileHandler',

  addOptions: () => ({ upload: null }),

  addProseMirrorPlugins() {
    const { editor } = this
    const { upload } = this.options
    if (!upload) return []
    return [
      new Plugin({
        key: new PluginKey('imageFileHandler'),
        props: {
          handlePaste: (_view, event) => {
            const files = imageFilesOf(event.clipboardData?.files)
            if (files.length === 0 || event.clipboardData?.getData('text/plain').trim()) return false
            void insertUploadedImages(editor, files, upload)
            return true
          },
          handleDrop: (view, event, _slice, moved) => {
            const files = moved ? [] : imageFilesOf(event.dataTransfer?.files)
            if (files.length === 0) return false
            event.preventDefault()
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos
            void insertUploadedImages(editor, files, upload, at)
            return true
          },
        },
      }),
    ]
  },
})
