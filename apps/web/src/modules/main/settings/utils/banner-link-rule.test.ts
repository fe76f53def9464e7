import { BANNER_OPEN_TYPES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { bannerLinkRule } from './banner-link-rule'

const t = (key: string) => `t(${key})`
const validate = (link: string | undefined, openType: number) => {
  const rule = bannerLinkRule(t)({ getFieldValue: () => openType })
  return rule.validator?.(rule, link, () => undefined)
}

describe('bannerLinkRule', () => {
  it('fails a link the chosen openType does not allow, with the translated contract message', async () => {
    await expect(validate('https://example.com/', BANNER_OPEN_TYPES.internalRoute)).rejects.toThrow(
      't(contract:banner.linkInvalid)',
    )
    await expect(validate('javascript:alert(1)', BANNER_OPEN_TYPES.newWindow)).rejects.toThrow(
      't(contract:banner.linkInvalid)',
    )
  })

  it('passes no link at all and a link that fits the openType', async () => {
    await expect(validate(undefined, BANNER_OPEN_TYPES.newWindow)).resolves.toBeUndefined()
    await expect(validate('https://example.com/offer', BANNER_OPEN_TYPES.newWindow)).resolves.toBeUndefined()
  })
})
