import type { ProductModule } from '@portal/contract'

/**
 * The product modules with pages in this build. The build writes them into release-info.json (`modules`), from
 * which the server's package info reports a module as installed.
 */
export const INSTALLED_MODULES = [
  'workorder',
  'main',
  'usercenter',
  'speech',
  'platform',
  'kmp',
] as const satisfies readonly ProductModule[]
