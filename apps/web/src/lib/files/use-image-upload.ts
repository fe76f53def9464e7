import { imageUploadProblem, uploadContentType, type FilePurpose } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { fileImageSource } from './file-image-source'
import { uploadFile } from './upload-file'

/** An uploaded image as rich text shows it. */
export type UploadedImage = { src: string; alt: string }

/**
 * The upload a rich-text editor's image button, paste and drop go through: an image the server would refuse (too
 * large, not a web image) is refused before anything is sent, and `onRefused` tells the user which file and why, as
 * the page does; the answer is the image's address and its file name as its alt. A refused file rejects, having
 * said so already.
 * @example <RichTextEditor onUploadImage={useImageUpload('knowledge', (name, reason) => showToast('error', reason))} />
 */
export const useImageUpload = (
  purpose: FilePurpose,
  onRefused: (fileName: string, reason: string) => void,
): ((file: File) => Promise<UploadedImage>) => {
  const { t } = useTranslation('contract')

  return async (file) => {
    const problem = imageUploadProblem(purpose, uploadContentType(file.type), file.size)
    if (problem) {
      onRefused(file.name, t(`contract:${problem}`))
      throw new Error(problem)
    }
    try {
      const uploaded = await uploadFile(file, purpose)
      return { src: fileImageSource(uploaded.fileRelationId), alt: uploaded.fileName }
    } catch (error) {
      onRefused(file.name, toErrorMessage(error, t))
      throw error
    }
  }
}
