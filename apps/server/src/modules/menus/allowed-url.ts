import type { Config } from '../../config/env'
import { AppError } from '../../lib/app-error'
import { allowedEmbedOrigin } from './embed-origins'

/**
 * The origin of a url the portal may show (a menu entry, a helper component, an extend frame), or FAILURE
 * url.notAllowed. The portal's own origin is the configured PUBLIC_URL's, never the request's Host: whoever
 * sends a request names its Host, and every member's menu would then open their page.
 * @example requireAllowedUrl(app.config, '/protocols/user-agreement.zh-CN.html') // 'http://localhost:8080'
 */
export const requireAllowedUrl = (
  config: Pick<Config, 'publicUrl' | 'embedOrigins'>,
  url: string,
): string => {
  const origin = allowedEmbedOrigin(url, new URL(config.publicUrl).origin, config.embedOrigins)
  if (!origin) throw new AppError('FAILURE', 'url.notAllowed')
  return origin
}
