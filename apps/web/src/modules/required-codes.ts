import { PRODUCT_MODULES, productModuleCode, type ProductModule } from '@portal/contract'
import { matchPath } from 'react-router'
import { MODULE_PAGES } from './module-pages'

/**
 * The §6 codes a page needs, as the frame's guards check them: a module page needs its module and its own code.
 * A page the user may not open shows 403 and is not worth going back to.
 * @example requiredCodesOf('/mzz/usercenter/usercenter/userCenter/customerManage/audit')
 * // ['$dzfront_productModule_usercenter', 'blackName.center.audit']
 */
export const requiredCodesOf = (pathname: string): string[] => {
  const module = pathname.startsWith('/mzz/') ? pathname.split('/')[2] : undefined
  if (!module || !(PRODUCT_MODULES as readonly string[]).includes(module)) return []
  const page = MODULE_PAGES.find((candidate) => matchPath(candidate.path, pathname))
  return [productModuleCode(module as ProductModule), ...(page?.permission ? [page.permission] : [])]
}
