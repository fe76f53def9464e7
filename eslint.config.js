// One lint set-up for the whole repository; house rules live here rather than in prose.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import checkFile from 'eslint-plugin-check-file'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

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
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` object and a union type.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
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
          ],
        },
      ],
    },
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
