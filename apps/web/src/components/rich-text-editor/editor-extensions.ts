import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { ImageFileHandler } from './image-file-handler'
import type { ImageUpload } from './image-upload'

const TEXT = StarterKit.configure({
  heading: false,
  codeBlock: false,
  horizontalRule: false,
  // Clicking a link while writing edits it rather than leaving the page.
  link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
})

/**
 * What the editor can hold: text with bold, italic, lists and links; images too when the page gives an upload
 * (an editor without one keeps no image a paste brings, as its server would not either). No data: images: they
 * would be the whole file inside the text, and the servers drop them.
 * @example useEditor({ extensions: editorExtensions(upload) })
 */
export const editorExtensions = (upload: ImageUpload | undefined) =>
  upload ? [TEXT, Image.configure({ allowBase64: false }), ImageFileHandler.configure({ upload })] : [TEXT]
