import '../translations'
import UserOutlined from '@ant-design/icons/UserOutlined'
import { AVATAR_IMAGE_TYPES, avatarProblem, type Profile } from '@portal/contract'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { avatarUrl } from '@/lib/files/avatar-url'
import { useUploadAvatar } from '../api/upload-avatar'

export type AvatarFieldProps = { avatar: Profile['avatar'] }

/**
 * The avatar and a button to choose a new image: PNG, JPEG or WebP of at most 2 MB, refused here with the
 * contract's text before anything is sent (the server checks again).
 */
export const AvatarField = ({ avatar }: AvatarFieldProps) => {
  const { t } = useTranslation(['own-account', 'contract'])
  const upload = useUploadAvatar()
  const inputRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const refused = avatarProblem(file.type, file.size)
    setProblem(refused ? t(`contract:${refused}`) : null)
    if (!refused) upload.mutate(file, { onError: (error) => setProblem(toErrorMessage(error, t)) })
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Avatar size={64} src={avatarUrl(avatar)} icon={<UserOutlined aria-hidden />} alt={t('avatar.alt')} />
      <div>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={AVATAR_IMAGE_TYPES.join(',')}
          aria-label={t('avatar.choose')}
          onChange={handleChange}
        />
        <Button loading={upload.isPending} onClick={() => inputRef.current?.click()}>
          {t('avatar.choose')}
        </Button>
        <p className="portal-muted">{t('avatar.hint')}</p>
        {problem && (
          <p role="alert" style={{ color: 'var(--ant-color-error, #cf1322)' }}>
            {problem}
          </p>
        )}
      </div>
    </div>
  )
}
