import { Navigate } from 'react-router'
import { isInsideFrame } from '@/lib/frames/is-inside-frame'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

/** Unknown paths go to 404, or to the frame variant /page/404 when the portal runs inside a frame (spec §2). */
export const UnknownPath = () => (
  <Navigate to={isInsideFrame() ? `${ROUTER_PATHS.framePage}/404` : ROUTER_PATHS.notFound} replace />
)
