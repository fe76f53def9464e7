import { describe, expect, it } from 'vitest'
import { allWordsQuery, anyWordQuery, titleWordsQuery } from './knowledge-ts-query'
import { queryWords, searchWords } from './knowledge-words'

describe('the words search knows', () => {
  it('segments Chinese, lower-cases Latin words and drops punctuation', () => {
    expect(searchWords('宽带报修：Router offline!')).toEqual(['宽带', '报修', 'router', 'offline'])
    expect(queryWords("宽带 宽带 it's")).toEqual(['宽带', 'it', 's'])
  })

  it('become tsqueries with no operator or quote of their own', () => {
    const words = queryWords("宽带 rout' | !x")
    expect(allWordsQuery(words)).toBe("'宽带' & 'rout':* & 'x':*")
    expect(titleWordsQuery(['宽带', 'rout'])).toBe("'宽带':A & 'rout':*A")
    expect(anyWordQuery(['宽带', 'wifi'])).toBe("'宽带' | 'wifi':*")
  })
})
