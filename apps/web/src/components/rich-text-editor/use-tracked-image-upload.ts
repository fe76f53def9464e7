import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { ImageUpload } from './image-upload'

/**
 * The page's image upload as the editor uses it: one function for the editor's whole life (its extensions are
 * built once), always calling the page's latest, and whether an upload is under way (the button says so).
 * @example const images = useTrackedImageUpload(onUploadImage) // { upload, isUploading }
 */
export const useTrackedImageUpload = (onUploadImage: ImageUpload | undefined) => {
  const latest = useRef(onUploadImage)
  const [pending, setPending] = useState(0)
  useLayoutEffect(() => {
    latest.current = onUploadImage
  })

  const tracked = useCallback<ImageUpload>(async (file) => {
    const upload = latest.current
    if (!upload) throw new Error('The page no longer uploads images')
    setPending((count) => count + 1)
    try {
      return await upload(file)
    } finally {
      setPending((count) => count - 1)
    }
  }, [])

  return { upload: onUploadImage ? tracked : undefined, isUploading: pending > 0 }
}
