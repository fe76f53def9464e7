import { productModuleCode, type KnowledgeSuggestion } from '@portal/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeCallNoteDraft } from '@/lib/telephony/call-note/call-note-draft'
import { callRecordFixture } from '@/test-support/call-record-fixture'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import { KnowledgeSuggestions } from './knowledge-suggestions'
import type { SuggestionsCaller } from './suggestions-caller'

const RECORD = '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f'
const CUSTOMER = '9a1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e00'
const ARTICLE = '7b1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e01'
const INVOICE = '7b1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e02'
const SUGGESTIONS_PATH = 'GET /api/v1/kmp/suggestions'
const READ = ['kmp.knowledge.read', productModuleCode('kmp')]

const broadband: KnowledgeSuggestion = {
  id: ARTICLE,
  title: '宽带报修流程',
  category: null,
  excerptHighlight: [
    { text: '请客户重启', isMatch: false },
    { text: '<b>路由器</b>', isMatch: true },
  ],
  reasons: ['queue', 'customerTags'],
}
const invoice: KnowledgeSuggestion = {
  id: INVOICE,
  title: '发票抬头修改说明',
  category: null,
  excerptHighlight: [{ text: '发票', isMatch: true }],
  reasons: ['note'],
}

/** Suggests the broadband article, and the invoice one too once the note names 发票. */
const suggest = (): StubAnswer => {
  const url = String(vi.mocked(fetch).mock.calls.at(-1)?.[0])
  const note = new URL(url, 'http://portal').searchParams.get('note') ?? ''
  return { data: note.includes('发票') ? [invoice, broadband] : [broadband] }
}

const suggestionUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), 'http://portal'))
    .filter((url) => url.pathname === '/api/v1/kmp/suggestions')

const KNOWN_CALLER = { phone: '139****1111', customer: { id: CUSTOMER, name: '王女士' } }

const render = (permissions: string[], caller: SuggestionsCaller = KNOWN_CALLER) =>
  renderInPortal({
    permissions,
    routes: [{ path: '/', element: <KnowledgeSuggestions callRecordId={RECORD} caller={caller} /> }],
  })

describe('the knowledge suggestions beside a call', () => {
  afterEach(() => {
    writeCallNoteDraft(RECORD, null)
    vi.unstubAllGlobals()
  })

  it('shows each suggestion with why and its matched words marked as text', async () => {
    stubApi({ [SUGGESTIONS_PATH]: suggest })
    render(READ)
    const panel = await screen.findByRole('region', { name: '知识推荐' })
    const title = await within(panel).findByRole('link', { name: '宽带报修流程' })
    expect(title.getAttribute('href')).toBe(`/mzz/kmp/kmp/front/main/list/detail/${ARTICLE}`)
    const reasons = within(panel).getByRole('list', { name: '推荐原因：宽带报修流程' })
    expect(within(reasons).getByText('来电队列')).toBeTruthy()
    expect(within(reasons).getByText('客户标签')).toBeTruthy()
    const mark = panel.querySelector('mark')
    expect(mark?.textContent).toBe('<b>路由器</b>')
    expect(panel.querySelector('b')).toBeNull()
    expect(suggestionUrls()[0]?.searchParams.get('callRecordId')).toBe(RECORD)
  })

  it('asks again once the note typed pauses, with its words', async () => {
    stubApi({
      [SUGGESTIONS_PATH]: suggest,
      [`GET /api/v1/speech/communicate/${RECORD}`]: () => ({
        data: callRecordFixture({ id: RECORD, note: '' }),
      }),
    })
    render(READ)
    await screen.findByRole('link', { name: '宽带报修流程' })
    act(() => writeCallNoteDraft(RECORD, { text: '客户', version: 0 }))
    act(() => writeCallNoteDraft(RECORD, { text: '客户要改发票', version: 0 }))
    expect(await screen.findByRole('link', { name: '发票抬头修改说明' }, { timeout: 3000 })).toBeTruthy()
    const notes = suggestionUrls().map((url) => url.searchParams.get('note'))
    // The keys typed in one breath ask once, with the words as they stand at the pause.
    expect(notes).toEqual([null, '客户要改发票'])
  })

  it('sends an article by SMS to the customer after a confirmation naming what goes and to whom', async () => {
    const calls = stubApi({
      [SUGGESTIONS_PATH]: suggest,
      [`POST /api/v1/kmp/articles/${ARTICLE}/send`]: () => ({
        data: { channel: 'sms', smsIds: ['s1'], mailId: null, text: '【宽带报修流程】' },
      }),
    })
    render([...READ, 'sms.single'])
    await userEvent.click(await screen.findByRole('button', { name: '发短信：宽带报修流程' }))
    expect(screen.queryByRole('button', { name: /发邮件/ })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: '发短信给客户' })
    expect(within(dialog).getByText('王女士 139****1111')).toBeTruthy()
    expect(within(dialog).getByText('宽带报修流程')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s?送/ }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/v1/kmp/articles/${ARTICLE}/send`,
        body: { channel: 'sms', to: '', customerId: CUSTOMER, callRecordId: RECORD },
      }),
    )
  })

  it('sends an article by SMS to an unknown caller through the call, offering no e-mail', async () => {
    const calls = stubApi({
      [SUGGESTIONS_PATH]: suggest,
      [`POST /api/v1/kmp/articles/${ARTICLE}/send`]: () => ({
        data: { channel: 'sms', smsIds: ['s1'], mailId: null, text: '【宽带报修流程】' },
      }),
    })
    render([...READ, 'sms.single', 'email.single'], { phone: '138****2222', customer: null })
    await userEvent.click(await screen.findByRole('button', { name: '发短信：宽带报修流程' }))
    expect(screen.queryByRole('button', { name: /发邮件/ })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: '发短信给客户' })
    expect(within(dialog).getByText('138****2222（来电号码）')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s?送/ }))
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        channel: 'sms',
        to: '',
        callRecordId: RECORD,
      }),
    )
  })

  it('shows nothing to a member without the knowledge code or in a tenant without the module', async () => {
    stubApi({ [SUGGESTIONS_PATH]: suggest })
    const first = render(['kmp.knowledge.read'])
    expect(screen.queryByRole('region', { name: '知识推荐' })).toBeNull()
    first.unmount()
    render([productModuleCode('kmp'), 'sms.single'])
    expect(screen.queryByRole('region', { name: '知识推荐' })).toBeNull()
    expect(suggestionUrls()).toHaveLength(0)
  })
})
