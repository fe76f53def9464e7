import { BANNER_OPEN_TYPES, checkBannerLink } from '@portal/contract'
import type { FormInstance, RuleObject } from 'antd/es/form'
import { toFormRule } from '@/lib/forms/form-rules'

type Translate = (key: string) => string

/**
 * The banner form's link rule: the contract's checkBannerLink (the server's own check) against the chosen
 * openType, so a bad link shows before a round trip. Its Form.Item depends on openType to re-run it.
 * @example <Form.Item name="link" dependencies={['openType']} rules={[bannerLinkRule(t)]}>
 */
export const bannerLinkRule =
  (t: Translate) =>
  ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>): RuleObject =>
    toFormRule(
      (link?: string) =>
        checkBannerLink(link ?? '', getFieldValue('openType') ?? BANNER_OPEN_TYPES.newWindow),
      t,
    )
