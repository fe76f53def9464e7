import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined'
import type { UploadedFile } from '@portal/contract'
import { fileDownloadUrl } from '@/lib/files/file-download-url'

export type AttachmentLinksProps = {
  attachments: readonly UploadedFile[]
  /** The list's name for assistive technology, when no heading names it. */
  label?: string
}

/**
 * A record's attachments as download links with their names (the server sends each as an attachment, to those
 * who may see the record).
 * @example <AttachmentLinks attachments={order.attachments} label={t('detail.attachments')} />
 */
export const AttachmentLinks = ({ attachments, label }: AttachmentLinksProps) => (
  // The paper clip marks each entry: no bullet beside it.
  <ul aria-label={label} style={{ listStyle: 'none', paddingInlineStart: 0, marginBottom: 0 }}>
    {attachments.map((file) => (
      <li key={file.fileRelationId}>
        <PaperClipOutlined aria-hidden />{' '}
        <a href={fileDownloadUrl(file.fileRelationId)} download={file.fileName}>
          {file.fileName}
        </a>
      </li>
    ))}
  </ul>
)
