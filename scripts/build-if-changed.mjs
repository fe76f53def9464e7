// Builds the web app or the server only when its sources changed since its last build: a fresh clone builds
// both, a restart goes straight to serving. `node scripts/build-if-changed.mjs web server` from the shell.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const STAMP_FILE = '.build-stamp'
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist'])
// Tests and type-check caches are not part of a build.
const IGNORED_FILES = /(\.test\.tsx?|\.tsbuildinfo)$/
const SHARED_INPUTS = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json']

/** What each build reads, where it writes, and how it runs. */
const TARGETS = {
  web: {
    inputs: ['apps/web', 'scripts/build-if-changed.mjs', ...SHARED_INPUTS],
    outDir: 'apps/web/dist',
    build: ({ quiet }) => {
      const vite = spawnSync(
        path.join(ROOT, 'node_modules/.bin/vite'),
        ['build', '--configLoader', 'runner', ...(quiet ? ['--logLevel', 'warn'] : [])],
        {
          cwd: path.join(ROOT, 'apps/web'),
          stdio: 'inherit',
          // Always the production build, whoever asks: started from a test run, NODE_ENV=test would otherwise
          // reach the bundle (Ant Design's dialogs then all carry the test id "test-id" as their label).
          env: { ...process.env, NODE_ENV: 'production' },
        },
      )
      if (vite.status !== 0) throw new Error(`the web app's build failed (exit ${vite.status})`)
    },
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'scripts/build-server.mjs',
      'scripts/build-if-changed.mjs',
      ...SHARED_INPUTS,
    ],
    outDir: 'apps/server/dist',
    // Loaded only to build: esbuild takes longer to load than a restart's whole change check.
    build: async () => (await import('./build-server.mjs')).buildServer(),
  },
}

/** Every file under the inputs, in a stable order. */
const inputFiles = (inputs) => inputs.flatMap((input) => filesUnder(path.join(ROOT, input))).sort()

/** A digest of the files' names and contents: what a build depends on. */
function contentDigestOf(files) {
  const hash = createHash('sha256')
  for (const file of files) hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file))
  return hash.digest('hex')
}

/**
 * A digest of the files' names, sizes and modification times: when it is the one the last check saw, no file was
 * written since, and their contents need not be read (a restart checks in a few milliseconds, not a second).
 */
function statDigestOf(files) {
  const hash = createHash('sha256')
  for (const file of files) {
    const { size, mtimeMs } = statSync(file)
    hash.update(`${path.relative(ROOT, file)}\0${size}\0${mtimeMs}\0`)
  }
  return hash.digest('hex')
}

function filesUnder(entry) {
  if (!existsSync(entry) || IGNORED_FILES.test(entry)) return []
  return statSync(entry).isDirectory() ? filesInFolder(entry) : [entry]
}

/** The folder's entries say which are folders: no file is stat'ed twice (its stat digest reads it once). */
function filesInFolder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name)
    if (SKIPPED_FOLDERS.has(entry.name)) return []
    if (entry.isDirectory()) return filesInFolder(entryPath)
    if (entry.isSymbolicLink()) return filesUnder(entryPath)
    return IGNORED_FILES.test(entry.name) ? [] : [entryPath]
  })
}

/**
 * Builds a target when the digest of its sources differs from the one its last build wrote; says which it did.
 * `quiet` keeps the web build's table of chunk sizes out of the output (warnings and errors still show).
 * @example await buildIfChanged('server') // false: apps/server/dist is up to date
 */
export async function buildIfChanged(name, { quiet = false } = {}) {
  const target = TARGETS[name]
  if (!target) throw new Error(`no build target "${name}" (known: ${Object.keys(TARGETS).join(', ')})`)
  const stampPath = path.join(ROOT, target.outDir, STAMP_FILE)
  // The stamp: the contents' digest of the last build, then the files' stat digest at the last check.
  const [builtDigest, checkedStat] = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').split('\n') : []
  const files = inputFiles(target.inputs)
  const stat = statDigestOf(files)
  if (builtDigest && stat === checkedStat) return false
  const digest = contentDigestOf(files)
  if (digest !== builtDigest) {
    console.log(`building the ${name} (its sources changed since its last build)`)
    await target.build({ quiet })
  }
  // Touched but unchanged (a checkout, a save without an edit): noted, so the next check reads no contents.
  writeFileSync(stampPath, `${digest}\n${stat}`)
  return digest !== builtDigest
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of process.argv.slice(2)) await buildIfChanged(name)
}
