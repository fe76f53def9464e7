import { announcementAudienceSchema, announcementFormSchema, bannerFormSchema } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { schemaProblem } from './schema-rule'

const t = (key: string) => `<${key}>`

describe('schemaProblem', () => {
  it('names the contract key of a missing required field', () => {
    expect(schemaProblem(announcementFormSchema.shape.title, undefined, t)).toBe(
      '<contract:announcement.titleRequired>',
    )
    expect(schemaProblem(announcementFormSchema.shape.noticeTypeId, undefined, t)).toBe(
      '<contract:announcement.noticeTypeRequired>',
    )
    expect(schemaProblem(bannerFormSchema.shape.fileRelationId, undefined, t)).toBe(
      '<contract:banner.imageRequired>',
    )
  })

  it('checks a missing list as the empty value it is given', () => {
    const roleIds = announcementAudienceSchema.options[1].shape.roleIds
    expect(schemaProblem(roleIds, undefined, t, [])).toBe('<contract:announcement.rolesRequired>')
  })

  it('passes a valid value', () => {
    expect(schemaProblem(announcementFormSchema.shape.title, '系统升级通知', t)).toBeNull()
  })

  it('falls back to the generic invalid-request text when the schema has no key for the problem', () => {
    expect(schemaProblem(bannerFormSchema.shape.link, 'x'.repeat(1001), t)).toBe('<contract:request.invalid>')
  })
})
