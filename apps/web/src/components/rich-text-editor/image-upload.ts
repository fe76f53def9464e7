import type { Editor } from '@tiptap/react'

/**
 * Uploads one image file for the editor and answers its address and alt; rejects when the file is refused, the
 * caller having told the user why.
 */
export type ImageUpload = (file: File) => Promise<{ src: string; alt: string }>

/** The image files among those pasted or dropped (anything else is left to the editor's own handling). */
export const imageFilesOf = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((file) => file.type.startsWith('image/'))

/**
 * Uploads the files one after another and inserts each as an image: the first where it was dropped (`at`), else at
 * the cursor, the next ones after it. A refused file is left out, and an editor closed meanwhile gets nothing.
 * @example await insertUploadedImages(editor, [file], upload)
 */
export async function insertUploadedImages(
  editor: Editor,
  files: readonly File[],
  upload: ImageUpload,
  at?: number,
): Promise<void> {
  let position = at
  for (const file of files) {
    const image = await upload(file).catch(() => null)
    if (editor.isDestroyed) return
    if (!image) continue
    const node = { type: 'image', attrs: image }
    // The upload took a while: what was written meanwhile may have shortened the text before the drop point.
    if (position === undefined) editor.commands.insertContent(node)
    else editor.commands.insertContentAt(Math.min(position, editor.state.doc.content.size), node)
    position = undefined
  }
}
