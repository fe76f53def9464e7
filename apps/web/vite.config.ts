import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { PACKAGE_SERVICES, PORTAL_BASE_PATH, RELEASE_INFO_PATH } from '@portal/contract'
import packageJson from './package.json' with { type: 'json' }
import { INSTALLED_MODULES } from './src/modules/installed-modules'

// Loaded with `--configLoader runner` (see package.json), so the contract's TypeScript can be imported here.
const BUILD_BASE = `${PORTAL_BASE_PATH}/`
const API_TARGET = 'http://localhost:8080'
const API_PREFIXES = [
  '/user',
  '/front',
  '/dev',
  '/api',
  '/protocols',
  ...PACKAGE_SERVICES.map((service) => `/${service}/api`),
]
const RELEASE_INFO_FILE = RELEASE_INFO_PATH.slice(BUILD_BASE.length)

/**
 * Writes `release-info.json` into the build root: the network indicator probes it, and the package check reads
 * which product modules have pages in this build.
 */
const releaseInfo = (): Plugin => ({
  name: 'portal-release-info',
  apply: 'build',
  generateBundle() {
    const info = {
      version: packageJson.version,
      buildTime: new Date().toISOString(),
      modules: INSTALLED_MODULES,
    }
    this.emitFile({ type: 'asset', fileName: RELEASE_INFO_FILE, source: JSON.stringify(info) })
  },
})

// Every module the login route runs at first: the entry and the login page with their static imports. Built as
// chunks of their own, so adding lazily loaded pages elsewhere never splits (and grows) what the login page
// downloads.
const LOGIN_ROUTE_ROOTS = ['/src/main.tsx', '/src/features/account-security/auth/components/login-page.tsx']
const loginRouteModules = new Set<string>()
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+)[\\/]/
// zod, which every call's answer is checked with, has a file of its own.
const ZOD_MODULES = /node_modules[\\/]zod[\\/]/
// The contract declares its modules free of side effects (its package.json), so a page gets the routes, rules and
// texts it uses, not every domain's that its barrel re-exports; it is no part of the login route's group either,
// which counts imports.
const CONTRACT_MODULES = /[\\/]packages[\\/]contract[\\/]/
const isPackage = (id: string) => id.includes('node_modules')
const loginRouteChunk = (): Plugin => ({
  name: 'portal-login-route-chunk',
  apply: 'build',
  buildStart() {
    loginRouteModules.clear()
  },
  buildEnd() {
    const pending = [...this.getModuleIds()].filter((id) =>
      LOGIN_ROUTE_ROOTS.some((root) => id.endsWith(root)),
    )
    while (pending.length > 0) {
      const id = pending.pop() ?? ''
      if (loginRouteModules.has(id)) continue
      loginRouteModules.add(id)
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
    }
  },
})

// The server refuses cross-site requests by Origin, so the dev proxy presents the API's own origin.
const apiProxy: ProxyOptions = {
  target: API_TARGET,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin')) request.setHeader('origin', API_TARGET)
    })
  },
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: BUILD_BASE,
  // `@/` is the web app's src folder, so no import climbs more than a folder or two.
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  plugins: [
    react(),
    releaseInfo(),
    loginRouteChunk(),
    // Every text file of the build is compressed once here (brotli and gzip beside it, where that is smaller); the
    // server sends the one the browser accepts and never compresses a built file per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    // Sizes before compression: the lazily loaded rich-text editor's page is over 500 kB. The first loads' budgets
    // (gzip, no file over 150 KB) are checked by e2e/page-weight.e2e.test.ts.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The frameworks every page runs (React, the router, i18n, the query cache) in a file of their own,
            // so that no file of the login route is over 150 KB on the wire.
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 4 },
            { name: 'zod', test: ZOD_MODULES, priority: 3 },
            // The rest of the login route in two files under 150 KB on the wire, each cached on its own: the Ant
            // Design parts the login form uses, and the portal's own code.
            { name: 'login-ui', test: (id) => loginRouteModules.has(id) && isPackage(id), priority: 2 },
            {
              name: 'login-route',
              test: (id) => loginRouteModules.has(id) && !CONTRACT_MODULES.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, apiProxy])) },
})
