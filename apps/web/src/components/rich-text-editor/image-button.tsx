import FileImageOutlined from '@ant-design/icons/FileImageOutlined'
import { WEB_IMAGE_TYPES } from '@portal/contract'
import type { Editor } from '@tiptap/react'
import Button from 'antd/es/button'
import { useRef, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { insertUploadedImages, type ImageUpload } from './image-upload'

export type ImageButtonProps = { editor: Editor; upload: ImageUpload; isUploading: boolean }

/** Inserts images chosen from the computer, each uploaded first, at the cursor. */
export const ImageButton = ({ editor, upload, isUploading }: ImageButtonProps) => {
  const { t } = useTranslation('rich-text-editor')
  const picker = useRef<HTMLInputElement>(null)

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    // Emptied, so choosing the same file again is a new choice.
    event.target.value = ''
    void insertUploadedImages(editor, files, upload)
  }

  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<FileImageOutlined />}
        aria-label={t('editor.image')}
        loading={isUploading}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        accept={WEB_IMAGE_TYPES.join(',')}
        multiple
        hidden
        aria-label={t('editor.imageFile')}
        onChange={handleChange}
      />
    </>
  )
}
