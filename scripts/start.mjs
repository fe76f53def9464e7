// `npm start`: builds the web app and the server when their sources changed since the last build, then runs the
// compiled server in this process (demo mode unless PORTAL_DEMO says otherwise), with source-mapped stack traces.
import { buildIfChanged } from './build-if-changed.mjs'

// Quietly: Vite's table of every chunk's size would fill the start log (600 of its lines).
await buildIfChanged('web', { quiet: true })
await buildIfChanged('server')
process.env.PORTAL_DEMO ??= '1'
process.setSourceMapsEnabled(true)
await import('../apps/server/dist/server.js')
