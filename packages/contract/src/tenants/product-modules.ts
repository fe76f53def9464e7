/** The product modules a tenant can have (spec §2 `mzz/{module}`); each comes with a permission code (§6). */
export const PRODUCT_MODULES = [
  'workorder',
  'usercenter',
  'crm',
  'speech',
  'main',
  'platform',
  'intelligent',
  'outbound',
  'g5center',
  'kmp',
] as const
export type ProductModule = (typeof PRODUCT_MODULES)[number]
