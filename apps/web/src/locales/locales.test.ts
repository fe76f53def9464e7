import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const LOCALES_DIR = import.meta.dirname
const read = (locale: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as Record<string, string>
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe('the translation files', () => {
  const files = readdirSync(path.join(LOCALES_DIR, 'zh-CN'))

  it('exist for both languages with the same files', () => {
    expect(readdirSync(path.join(LOCALES_DIR, 'en-US')).sort()).toEqual([...files].sort())
  })

  it.each(files)('%s has the same keys and placeholders in zh-CN and en-US, none empty', (file) => {
    const zh = read('zh-CN', file)
    const en = read('en-US', file)
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    for (const key of Object.keys(zh)) {
      expect(zh[key], `${file} ${key}`).not.toBe('')
      expect(en[key], `${file} ${key}`).not.toBe('')
      expect(placeholders(en[key] ?? ''), `${file} ${key}`).toEqual(placeholders(zh[key] ?? ''))
    }
  })
})
