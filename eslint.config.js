// One lint set-up for the whole repository; house rules live here rather than in prose.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import checkFile from 'eslint-plugin-check-file'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// The web app's floors, bulletproof-react style: lib → components → features → shell | modules → app, each
// importing only from the floors below it, and no feature from another. The feature list is read from the tree, so
// a new feature is fenced in without touching this file.
const WEB_SRC = 'apps/web/src'
const webFeatures = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const floorZone = (floor, higher, why) => ({
  target: `./${WEB_SRC}/${floor}`,
  from: higher.map((folder) => `./${WEB_SRC}/${folder}`),
  message: why,
})
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB_SRC}/features/${feature}`,
    from: `./${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared part down to lib/ or components/.',
  })),
  floorZone('lib', ['components', 'features', 'shell', 'modules', 'app'], 'lib/ imports nothing above it.'),
  floorZone(
    'components',
    ['features', 'shell', 'modules', 'app'],
    'components/ hold shared UI with no domain.',
  ),
  floorZone('features', ['shell', 'modules', 'app'], 'A feature imports only lib/ and components/.'),
  floorZone('shell', ['modules', 'app'], 'The shell mounts features; it never imports modules or the app.'),
  floorZone('modules', ['shell', 'app'], 'A module page never imports the shell or the app.'),
]

// The server's floors: lib (with config) → db → plugins → modules → the app (app.ts, domain-modules.ts, the
// start-up composition in start/, server.ts, cli.ts). A floor imports only from the floors below it; tests build
// the whole app and are exempt.
const SERVER = 'apps/server/src'
const SERVER_APP = [
  'app.ts',
  'domain-modules.ts',
  'fastify-decorations.ts',
  'server.ts',
  'cli.ts',
  'start',
].map((path) => `${SERVER}/${path}`)
const serverFloor = (target, above, floorName) => ({
  target: `${SERVER}/${target}`,
  from: [...above.map((path) => `${SERVER}/${path}`), ...SERVER_APP],
  message: `${floorName} must not import a higher floor (lib → db → plugins → modules → app).`,
})

const enumRestriction = {
  selector: 'TSEnumDeclaration',
  message: 'Use an `as const` object and a union type.',
}

// A date formatted anywhere but the one formatter shows the browser's zone, not the tenant's (issue 26 §8).
const ONE_FORMATTER =
  "Format dates with useTenantDateTime ('@/lib/dates/use-tenant-date-time'): the tenant's zone."
const webDateRestrictions = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
    message: ONE_FORMATTER,
  },
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: ONE_FORMATTER },
  {
    selector: "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
    message: ONE_FORMATTER,
  },
]

// Parts within one folder, lowest first: a part imports only from the parts on the lines before it, and parts on one
// line are siblings that never import each other. `also` names what no part may import (the folder's top, its test
// kits); tests are exempt.
const partZones = (base, layers, also, name) =>
  layers
    .flatMap((layer, rank) =>
      layer.map((part) => ({
        target: `${base}/${part}`,
        from: [
          ...layers
            .slice(rank)
            .flat()
            .filter((other) => other !== part)
            .map((other) => `${base}/${other}`),
          ...also.map((path) => `${base}/${path}`),
        ],
        message: `${name}: ${layers.map((line) => line.join(' | ')).join(' → ')}; a part imports only the parts before it.`,
      })),
    )
    .filter((zone) => zone.from.length > 0)
// The server's telephony module: the CTI state kernel (state machines, rows, the one change transaction), then
// routing, calls, agents, and the parts that drive them; its index.ts mounts them all.
const TELEPHONY = `${SERVER}/modules/telephony`
const telephonyServerZones = partZones(
  TELEPHONY,
  [
    ['state'],
    ['routing'],
    ['calls'],
    ['agents'],
    ['monitoring', 'timers'],
    ['softphone', 'simulator'],
    ['routes'],
  ],
  ['index.ts', 'test-support'],
  'Telephony parts',
)
// The web's telephony feature: its requests by concern, then its components by concern under the header.
const WEB_TELEPHONY = `./${WEB_SRC}/features/telephony`
const telephonyWebZones = [
  ...partZones(
    `${WEB_TELEPHONY}/api`,
    [['cti'], ['calls', 'agent-status', 'monitoring', 'softphone'], ['queue']],
    [],
    'Telephony requests',
  ),
  ...partZones(
    `${WEB_TELEPHONY}/components`,
    [['agent-status', 'monitoring'], ['calls'], ['queue'], ['header']],
    [],
    'Telephony components',
  ),
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', enumRestriction],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/server', '**/apps/server/**'],
              message: 'The web app never imports the server.',
            },
            {
              group: ['../../../*'],
              message: 'Import from another floor through the @/ alias rather than climbing three folders.',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use lazyWithRetry from '@/lib/lazy/lazy-with-retry': a plain lazy part whose chunk fails to load blanks the page.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'no-restricted-syntax': ['error', enumRestriction, ...webDateRestrictions],
    },
  },
  {
    // The one date formatter: every other date on a screen goes through it, in the tenant's time zone.
    files: ['apps/web/src/lib/dates/format-date-time.ts'],
    rules: { 'no-restricted-syntax': ['error', enumRestriction] },
  },
  {
    files: ['apps/web/src/features/telephony/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webZones, ...telephonyWebZones] },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/lazy/lazy-with-retry.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Files with one job stay small (house style: split long before 300 lines).
    files: ['**/*.{ts,tsx,js}'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['apps/server/src/fastify-decorations.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.).*', message: 'The contract imports nothing but zod.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            serverFloor('lib', ['db', 'plugins', 'modules'], 'lib'),
            serverFloor('config', ['db', 'plugins', 'modules'], 'config (lib level)'),
            serverFloor('db', ['plugins', 'modules'], 'db'),
            serverFloor('plugins', ['modules'], 'A plugin'),
            serverFloor('modules', [], 'A module'),
            ...telephonyServerZones,
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // SQL lives in repositories: route files, services and plugins call a `*-repository.ts` function.
    files: ['apps/server/src/{lib,plugins,modules}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a union type.' },
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in repositories: move this query into a `*-repository.ts` of its domain.',
        },
      ],
    },
  },
)
