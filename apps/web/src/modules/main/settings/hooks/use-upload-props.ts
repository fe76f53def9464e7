import type { FilePurpose, UploadedFile } from '@portal/contract'
import Upload, { type UploadProps } from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '../../../../lib/error-message'
import { showToast } from '../../../../lib/toast'
import { uploadFile } from '../api/upload-file'
import { checkUploadFile } from '../utils/check-upload-file'

export type UploadRequestProps = Required<Pick<UploadProps<UploadedFile>, 'beforeUpload' | 'customRequest'>>

/**
 * What an antd Upload needs to send files through the contract's JSON upload: a refusal (with the contract's
 * text) of a file too large or of the wrong type before anything is sent, and the upload itself.
 * @example <Upload {...useUploadProps('banner', BANNER_IMAGE_TYPES)} />
 */
export const useUploadProps = (purpose: FilePurpose, types?: readonly string[]): UploadRequestProps => {
  const { t } = useTranslation(['settings', 'contract'])

  const beforeUpload: UploadRequestProps['beforeUpload'] = (file) => {
    const problem = checkUploadFile(file, types)
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
