import { uploadContentType, uploadProblem, type FilePurpose, type UploadedFile } from '@portal/contract'
import Upload, { type UploadProps } from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { uploadFile } from './upload-file'

export type UploadRequestProps = Required<Pick<UploadProps<UploadedFile>, 'beforeUpload' | 'customRequest'>>

/**
 * What an antd Upload needs to send files through the contract's JSON upload: a refusal (with the contract's
 * text) of a file the server would refuse, before anything is sent, and the upload itself. `onRefused` tells the
 * user which file and why, as the page does (a toast, a line under the field).
 * @example <Upload {...useUploadProps('banner', (name, reason) => showToast('error', t('uploadFailed', { name, reason })))} />
 */
export const useUploadProps = (
  purpose: FilePurpose,
  onRefused: (fileName: string, reason: string) => void,
): UploadRequestProps => {
  const { t } = useTranslation('contract')

  const beforeUpload: UploadRequestProps['beforeUpload'] = (file) => {
    const problem = uploadProblem(purpose, uploadContentType(file.type), file.size)
    if (!problem) return true
    onRefused(file.name, t(`contract:${problem}`))
    return Upload.LIST_IGNORE
  }

  const customRequest: UploadRequestProps['customRequest'] = ({ file, onSuccess, onError }) => {
    // beforeUpload let only real files through, so the request's file is the chosen File.
    const chosen = file as File
    uploadFile(chosen, purpose).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => {
        onRefused(chosen.name, toErrorMessage(error, t))
        onError?.(error)
      },
    )
  }

  return { beforeUpload, customRequest }
}
