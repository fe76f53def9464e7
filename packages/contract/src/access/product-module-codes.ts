import { PRODUCT_MODULES, type ProductModule } from '../tenants/product-modules'
import { permission } from './permission-entry'

/** Prefix of the codes that stand for a product module the tenant has bought. */
export const PRODUCT_MODULE_CODE_PREFIX = '$dzfront_productModule_'
export type ProductModuleCode = `${typeof PRODUCT_MODULE_CODE_PREFIX}${ProductModule}`

/**
 * The permission code that stands for a product module.
 * @example productModuleCode('speech') // '$dzfront_productModule_speech'
 */
export const productModuleCode = (module: ProductModule): ProductModuleCode =>
  `${PRODUCT_MODULE_CODE_PREFIX}${module}`

const MODULE_LABELS: Record<ProductModule, readonly [zhCN: string, enUS: string]> = {
  workorder: ['工单', 'Work orders'],
  usercenter: ['用户中心', 'User centre'],
  crm: ['客户关系管理', 'CRM'],
  speech: ['呼叫中心', 'Call centre'],
  main: ['基础平台', 'Basic platform'],
  platform: ['在线客服', 'Online service'],
  intelligent: ['智能机器人', 'Intelligent robots'],
  outbound: ['智能外呼', 'Outbound calling'],
  g5center: ['5G消息中心', '5G message centre'],
  kmp: ['智能知识库', 'Intelligent knowledge base'],
}

/** The catalogue entries of the product-module codes, one per module. */
export const PRODUCT_MODULE_PERMISSIONS = PRODUCT_MODULES.map((module) =>
  permission(productModuleCode(module), 'productModule', ...MODULE_LABELS[module]),
)
