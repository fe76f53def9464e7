import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { startChatPeer, type ChatPeer } from '../../../test/chat-completions-peer'

let peer: ChatPeer
let withLlm: TestApp
let withoutLlm: TestApp
beforeAll(async () => {
  peer = await startChatPeer()
  withLlm = await startTestApp({ env: { LLM_BASE_URL: peer.baseUrl, LLM_API_KEY: 'sk-test' } })
  withoutLlm = await startTestApp()
})
afterAll(async () => {
  await withLlm.close()
  await withoutLlm.close()
  await peer.close()
})

const translate = async (t: TestApp, payload: object, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/workbench/getTranslate?locale=${locale}`,
    headers: { cookie: await loginAs(t.app, 'agent01', 'Agent@2026') },
    payload,
  })

describe('AI translate', () => {
  it('asks the configured OpenAI-compatible provider and returns its text', async () => {
    const response = await translate(withLlm, {
      llm_model: 'gpt-test',
      prompt: '你好',
      model_params: { temperature: 0.2 },
    })
    expect(response.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { text: 'translated:你好' } })
    expect(peer.requests.at(-1)).toMatchObject({
      authorization: 'Bearer sk-test',
      body: { model: 'gpt-test', temperature: 0.2, messages: [{ role: 'user', content: '你好' }] },
    })
  })

  it('says plainly when no provider is configured', async () => {
    const response = await translate(withoutLlm, { llm_model: 'gpt-test', prompt: '你好' })
    expect(response.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: 'AI 翻译未配置：请在服务器上设置 LLM_BASE_URL 和 LLM_API_KEY',
    })
  })

  it('checks the text and the model with the spec messages, and hides a provider failure', async () => {
    expect((await translate(withLlm, { llm_model: 'gpt-test', prompt: ' ' })).json().message).toBe(
      '请输入翻译文本！',
    )
    expect((await translate(withLlm, { llm_model: '', prompt: '你好' })).json().message).toBe('请输入模型！')
    const broken = await translate(withLlm, { llm_model: 'broken', prompt: '你好' })
    expect(broken.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: 'AI 翻译失败，请稍后重试' })
  })
})
