import Button from 'antd/es/button'
import Input from 'antd/es/input/Input'
import type { InputProps } from 'antd/es/input/Input'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptchaState } from '../hooks/use-captcha'

const IMAGE_SIZE = { width: 120, height: 40 }

export type CaptchaFieldProps = InputProps & { captcha: CaptchaState }

/**
 * A picture-captcha input with its image; clicking the image (or Enter on it) fetches a new one. Form.Item hands
 * the input its value, change handler and id.
 */
export const CaptchaField = ({ captcha, ...inputProps }: CaptchaFieldProps) => {
  const { t } = useTranslation()
  const handleImageKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    captcha.refresh()
  }

  return (
    <div style={{ display: 'grid', gridTemplateColumns: `1fr ${IMAGE_SIZE.width}px`, gap: 8 }}>
      <Input autoComplete="off" placeholder={t('captcha.placeholder')} {...inputProps} />
      {captcha.image ? (
        <img
          src={captcha.image}
          alt={t('captcha.image')}
          title={t('captcha.refresh')}
          tabIndex={0}
          onClick={captcha.refresh}
          onKeyDown={handleImageKeyDown}
          style={{ ...IMAGE_SIZE, cursor: 'pointer', opacity: captcha.isFetching ? 0.5 : 1 }}
        />
      ) : (
        <Button size="large" loading={captcha.isFetching} onClick={captcha.refresh}>
          {t('captcha.retry')}
        </Button>
      )}
    </div>
  )
}
