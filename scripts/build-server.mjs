// Compiles the server (with the contract's TypeScript) into one ES module per entry point under apps/server/dist,
// with source maps, so `npm start` runs plain JavaScript under node. The packages stay in node_modules.
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER_DIR = path.join(ROOT, 'apps/server')
const OUT_DIR = path.join(SERVER_DIR, 'dist')
const serverPackage = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8'))

// The server finds its files beside its sources (migrations, protocol documents, the database worker, the built
// web app) through `new URL(..., import.meta.url)`. In one bundle every module would share the bundle's URL, so
// each module's `import.meta.url` is written as the URL of its own source file, relative to the bundle.
const sourceRelativeImportMetaUrl = {
  name: 'source-relative-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /apps[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (/import\.meta\.(dirname|filename)/.test(source) && !args.path.endsWith('.test.ts'))
        throw new Error(
          `${args.path}: use new URL('./...', import.meta.url), which the compiled server keeps`,
        )
      const fromBundle = path.relative(OUT_DIR, args.path).split(path.sep).join('/')
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url)`,
        ),
        loader: 'ts',
      }
    })
  },
}

/** Builds the server's entry points; the workspace's contract is bundled in, every other package stays external. */
export async function buildServer() {
  // Chunk names change with their content: an old build's chunks would pile up.
  await rm(OUT_DIR, { recursive: true, force: true })
  await build({
    entryPoints: {
      server: path.join(SERVER_DIR, 'src/server.ts'),
      announce: path.join(SERVER_DIR, 'src/cli/announce.ts'),
      call: path.join(SERVER_DIR, 'src/cli/call.ts'),
    },
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // A dynamic import becomes a chunk of its own, loaded when the code asks for it (the server starts the
    // database before it loads the app).
    splitting: true,
    sourcemap: true,
    // Stack traces need only the mappings, and the original sources sit beside the build (Node reads an error's
    // line from them): without copies of every source in the maps, a start with source maps reads a third as much.
    sourcesContent: false,
    external: Object.keys(serverPackage.dependencies).filter((name) => name !== '@portal/contract'),
    plugins: [sourceRelativeImportMetaUrl],
    logLevel: 'warning',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
