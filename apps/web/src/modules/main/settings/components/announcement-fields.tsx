import { ANNOUNCEMENT_TITLE_MAX_LENGTH, announcementFormSchema, NOTICE_LEVELS } from '@portal/contract'
import DatePicker from 'antd/es/date-picker'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useNoticeTypes } from '@/lib/messages/get-notice-types'
import { isPastDay, isPastEffectiveTime } from '../utils/effective-time'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor'

const fields = announcementFormSchema.shape

/** The announcement's own fields: title, rich-text content, notice type and level, and effective time. */
export const AnnouncementFields = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const noticeTypes = useNoticeTypes()
  const effectiveTimeRule = {
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      if (isPastEffectiveTime(value, new Date())) throw new Error(t('notice.form.effectiveTimePast'))
    },
  }
  return (
    <>
      <Form.Item name="title" label={t('notice.form.title')} rules={[toSchemaRule(fields.title, t)]}>
        <Input maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('notice.form.content')} rules={[toSchemaRule(fields.content, t)]}>
        <RichTextEditor label={t('notice.form.content')} />
      </Form.Item>
      <Form.Item
        name="noticeTypeId"
        label={t('notice.form.noticeType')}
        rules={[toSchemaRule(fields.noticeTypeId, t)]}
      >
        <Select
          loading={noticeTypes.isLoading}
          options={(noticeTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      <Form.Item name="noticeLevel" label={t('notice.form.level')}>
        <Radio.Group
          aria-label={t('notice.form.level')}
          options={[
            { value: NOTICE_LEVELS.normal, label: t('notice.level.normal') },
            { value: NOTICE_LEVELS.important, label: t('notice.level.important') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="effectiveStartTime"
        label={t('notice.form.effectiveTime')}
        extra={t('notice.form.effectiveTimeHint')}
        rules={[effectiveTimeRule]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(day) => isPastDay(day, new Date())}
          placeholder={t('notice.form.effectiveTimeHint')}
          style={{ width: 240 }}
        />
      </Form.Item>
    </>
  )
}
