import {
  announcementAudienceSchema,
  announcementFormSchema,
  bannerFormSchema,
  checkAccount,
} from '@portal/contract'
import type { RuleObject } from 'antd/es/form'
import { beforeAll, describe, expect, it } from 'vitest'
import { initI18n } from '@/lib/i18n/i18n'
import { zhCnBundle } from '@/lib/i18n/zh-cn-bundle'
import { schemaCheck, toFormRule } from './form-rules'

// A rule's message is a contract key when the page holds that text: the first load's, as here.
beforeAll(() => initI18n('zh-CN', zhCnBundle.texts))

const t = (key: string) => `t(${key})`
const validate = (value: string | undefined) => {
  const rule = toFormRule(checkAccount, t) as RuleObject
  return rule.validator?.(rule, value, () => undefined)
}

describe('toFormRule', () => {
  it("fails with the translated text of the contract rule's message key", async () => {
    await expect(validate('ab')).rejects.toThrow('t(contract:account.format)')
    await expect(validate(undefined)).rejects.toThrow('t(contract:account.required)')
  })

  it('passes a value the contract rule accepts', async () => {
    await expect(validate('agent01')).resolves.toBeUndefined()
  })
})

describe('schemaCheck', () => {
  it('names the contract key of a missing required field', () => {
    expect(schemaCheck(announcementFormSchema.shape.title)(undefined)).toBe('announcement.titleRequired')
    expect(schemaCheck(announcementFormSchema.shape.noticeTypeId)(undefined)).toBe(
      'announcement.noticeTypeRequired',
    )
    expect(schemaCheck(bannerFormSchema.shape.fileRelationId)(undefined)).toBe('banner.imageRequired')
  })

  it('checks a missing list as the empty value it is given', () => {
    const roleIds = announcementAudienceSchema.options[1].shape.roleIds
    expect(schemaCheck(roleIds, [])(undefined)).toBe('announcement.rolesRequired')
  })

  it('passes a valid value', () => {
    expect(schemaCheck(announcementFormSchema.shape.title)('系统升级通知')).toBeNull()
  })

  it('falls back to the generic invalid-request key when the schema has no key for the problem', () => {
    expect(schemaCheck(bannerFormSchema.shape.link)('x'.repeat(1001))).toBe('request.invalid')
  })
})
