import { describe, expect, it } from 'vitest'
import { toTranslateBody } from './to-translate-body'

describe('toTranslateBody', () => {
  it('sends the model, the text and the parsed params', () => {
    expect(toTranslateBody({ model: ' gpt-4o ', text: '你好', params: '{"temperature":0.2}' })).toEqual({
      llm_model: 'gpt-4o',
      prompt: '你好',
      model_params: { temperature: 0.2 },
    })
  })

  it('leaves the params out when none are given', () => {
    expect(toTranslateBody({ model: 'm', text: 't', params: '  ' })).toEqual({ llm_model: 'm', prompt: 't' })
  })
})
