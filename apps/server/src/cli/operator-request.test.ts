import { describe, expect, it } from 'vitest'
import { commandDataDir } from './operator-request'

describe('the data folder an operator command reads its token from', () => {
  it('is the default ./data of the folder npm was run in, not of the workspace it moved into', () => {
    expect(commandDataDir({ INIT_CWD: '/repo' })).toBe('/repo/data')
  })

  it('takes a relative DATA_DIR from that folder and an absolute one as it is', () => {
    expect(commandDataDir({ INIT_CWD: '/repo', DATA_DIR: 'var/portal' })).toBe('/repo/var/portal')
    expect(commandDataDir({ INIT_CWD: '/repo', DATA_DIR: '/srv/portal' })).toBe('/srv/portal')
  })
})
