import { PRODUCT_MODULES, productModuleCode, type ProductModule } from '@portal/contract'
import { Navigate, Outlet, useLocation } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { RequirePermission } from './require-permission'

const isProductModule = (value: string): value is ProductModule =>
  (PRODUCT_MODULES as readonly string[]).includes(value)

/**
 * Guards every page under /mzz/{module}/...: an unknown module is a 404, a module the tenant lacks
 * ($dzfront_productModule_{module}) a 403.
 */
export const ModuleGate = () => {
  const module = useLocation().pathname.split('/')[2] ?? ''
  if (!isProductModule(module)) return <Navigate to={ROUTER_PATHS.notFound} replace />
  return (
    <RequirePermission code={productModuleCode(module)}>
      <Outlet />
    </RequirePermission>
  )
}
