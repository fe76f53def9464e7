import { describe, expect, it } from 'vitest'
import { uuidOrNull } from './uuid-or-null'

describe('uuidOrNull', () => {
  it('passes a uuid through and turns anything else into null, which matches no row', () => {
    expect(uuidOrNull('0b6f5c9e-3d2a-4c1b-9e8f-7a6b5c4d3e2f')).toBe('0b6f5c9e-3d2a-4c1b-9e8f-7a6b5c4d3e2f')
    // Whatever PostgreSQL takes as a uuid, such as the demo data's fixed ids, without a version or variant.
    expect(uuidOrNull('00000000-0000-0000-0000-000000000001')).toBe('00000000-0000-0000-0000-000000000001')
    for (const text of ['', 'CALL-1', '0b6f5c9e', "0b6f5c9e-3d2a-4c1b-9e8f-7a6b5c4d3e2f' OR 1=1"])
      expect(uuidOrNull(text)).toBeNull()
  })
})
