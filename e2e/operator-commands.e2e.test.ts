import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDataFolder } from './support/portal-data-template'
import { startPortalServer, type PortalServer } from './support/portal-server'

const ROOT = path.resolve(import.meta.dirname, '..')
const run = promisify(execFile)

let server: PortalServer
// A data folder named relative to the checkout, as `npm start`'s default ./data is: the commands must find the
// operator token there although `npm run -w @portal/server` runs them inside apps/server.
const dataDir = freshDataFolder()
const relativeDataDir = path.relative(ROOT, dataDir)

beforeAll(async () => {
  server = await startPortalServer({ DATA_DIR: relativeDataDir }, { dataDir })
})
afterAll(async () => {
  await server?.stop()
})

/** Runs an npm command from the checkout's root, as a person following the README types it. */
async function npmFromRoot(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: relativeDataDir, PORTAL_URL: server.origin }
  delete env.OPERATOR_TOKEN
  return run('npm', args, { cwd: ROOT, env })
}

describe("the operator's commands, typed as the README writes them", () => {
  it('rings the simulator with npm run call -w @portal/server', async () => {
    const inWorkspace = await npmFromRoot([
      'run',
      'call',
      '-w',
      '@portal/server',
      '--',
      '--tenant',
      'demo',
      '--from',
      '13900001111',
    ])
    expect(inWorkspace.stdout).toMatch(/Calling: \S+/)
  })

  it('announces to every tenant with npm run announce -w @portal/server', async () => {
    const announced = await npmFromRoot([
      'run',
      'announce',
      '-w',
      '@portal/server',
      '--',
      '--title',
      '系统维护通知',
      '--content',
      '<p>今晚 22:00 维护</p>',
    ])
    expect(announced.stdout).toMatch(/Announced to [1-9]\d* tenants\./)
  })

  it('says how to get a token when none is where the command looks (npm run call from the root)', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: 'no-such-folder', PORTAL_URL: server.origin }
    delete env.OPERATOR_TOKEN
    const refused = await run('npm', ['run', 'call', '--', '--tenant', 'demo', '--from', '13900001111'], {
      cwd: ROOT,
      env,
    }).catch((error: { stderr: string }) => error)
    expect('stderr' in refused && refused.stderr).toMatch(/No operator token/)
  })

  it("prints what the caller heard step by step with --keys: the demo hotline's IVR, and the key pressed", async () => {
    const args = ['--tenant', 'demo', '--from', '13900001111', '--did', '4008001001', '--keys', '2']
    const called = await npmFromRoot(['run', 'call', '--', ...args])
    const lines = called.stdout.trim().split('\n')
    expect(lines.slice(lines.findIndex((line) => line.startsWith('Calling: ')))).toEqual([
      expect.stringMatching(/^Calling: \S+$/),
      '您好，欢迎致电演示公司。售前咨询请按 1，售后服务请按 2。',
      '（来电按 2）',
    ])
  })
})
