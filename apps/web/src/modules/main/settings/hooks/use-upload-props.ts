import { uploadContentType, uploadProblem, type FilePurpose, type UploadedFile } from '@portal/contract'
import Upload, { type UploadProps } from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { uploadFile } from '../api/upload-file'

export type UploadRequestProps = Required<Pick<UploadProps<UploadedFile>, 'beforeUpload' | 'customRequest'>>

/**
 * What an antd Upload needs to send files through the contract's JSON upload: a refusal (with the contract's
 * text) of a file the server would refuse, before anything is sent, and the upload itself.
 * @example <Upload {...useUploadProps('banner')} />
 */
export const useUploadProps = (purpose: FilePurpose): UploadRequestProps => {
  const { t } = useTranslation(['settings', 'contract'])

  const beforeUpload: UploadRequestProps['beforeUpload'] = (file) => {
    const problem = uploadProblem(purpose, uploadContentType(file.type), file.size)
    if (!problem) return true
    showToast('error', t('uploadFailed', { name: file.name, reason: t(`contract:${problem}`) }))
    return Upload.LIST_IGNORE
  }

  const customRequest: UploadRequestProps['customRequest'] = ({ file, onSuccess, onError }) => {
    // beforeUpload let only real files through, so the request's file is the chosen File.
    const chosen = file as File
    uploadFile(chosen, purpose).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => {
        showToast('error', t('uploadFailed', { name: chosen.name, reason: toErrorMessage(error, t) }))
        onError?.(error)
      },
    )
  }

  return { beforeUpload, customRequest }
}
