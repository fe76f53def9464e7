import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The web app's `@/` import alias (apps/web/tsconfig.json and vite.config.ts), for its tests.
const webAlias = { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }

// The suites: unit (pure functions, beside their source), component (web components in happy-dom, beside
// their source, found by role and label as a person would), api (the real app on a fresh embedded database per
// file), e2e (the built portal in Debian's Chromium against a real listening server), and scale (several app
// instances on one PostgreSQL and one Redis; .ci/run runs it when both answer, npm test never needs them), and fault
// (PostgreSQL or Redis stopped under load, on private servers the tests start themselves; a server process
// killed; a browser's network cut; never npm test).
export default defineConfig({
  test: {
    // Every core: vitest's default keeps one back for its own process, which leaves a two-core machine running one
    // file at a time while that file mostly waits on its database worker, server or browser.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: [
            '**/*.api.test.ts',
            '**/*.scale.test.ts',
            '**/*.fault.test.ts',
            '**/*.component.test.tsx',
            '**/node_modules/**',
          ],
          environment: 'node',
          // No mocks or module state between these files: a worker keeps its loaded modules from file to file
          // instead of importing them again for each (most of this suite's time went on imports).
          isolate: false,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/component-setup.ts'],
          // A test clicks through a whole frame (fifteen pages opened one by one) or fills a settings form of a few
          // hundred elements: on two busy cores that has taken 16 s without anything being wrong.
          testTimeout: 40_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          // The demo database is migrated and seeded once per run; each file's database starts as a copy.
          globalSetup: ['apps/server/test/database-template.global-setup.ts'],
          environment: 'node',
          // Each file builds its own app on its own database, and nothing here mocks a module: a worker keeps the
          // app's modules loaded from file to file instead of importing them again for each.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scale',
          include: ['apps/server/src/**/*.scale.test.ts', 'e2e/**/*.scale.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fault',
          include: ['apps/server/src/**/*.fault.test.ts', 'e2e/**/*.fault.test.ts'],
          // Embedded servers start on a copy of one migrated, seeded demo folder, as the browser run's do: three
          // servers migrating and seeding at once on two cores took a minute of a test's two.
          globalSetup: ['e2e/support/portal-data-template.global-setup.ts'],
          setupFiles: ['e2e/support/portal-data-template.setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          // The demo data folder is made once per run; each file's server starts on a copy.
          globalSetup: ['e2e/support/portal-data-template.global-setup.ts'],
          setupFiles: ['e2e/support/portal-data-template.setup.ts'],
          // One file at a time: each drives a server and a Chromium of several tabs (the telephony files two agents,
          // kamailio and sipp), and two such files side by side held two cores at a load of 11, where calls rang
          // out, pushes and SIP answers came late and about one file in twenty failed on timing alone. One at a time
          // was no slower (1,617 s against 1,723 s for the suite), and a failure now means something.
          fileParallelism: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for what a person would wait for (a page load, a push) and ends as soon as it holds: under
          // load that can take longer than vitest's default of one second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
