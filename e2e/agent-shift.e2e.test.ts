import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { AgentRuleItem, CallRecord, UnansweredCall, WorkingDesk } from '@portal/contract'
import {
  answerFromPanel,
  apiOverHttp,
  callCentre,
  ctiStateOverHttp,
  endAfterCallWork,
  goReady,
  resetAgentOverHttp,
  sessionCookieOf,
} from './support/call-centre'
import { logInToShell, shell } from './support/shell-page'
import { figuresAgainstRecords } from './support/shift-figures'
import { until, watchBoard } from './support/shift-kit'
import { usePortal } from './support/use-portal'

// Issue 26's shift test: agent01 and the administrator (also in 售前咨询, and its supervisor) through a compressed
// working day. The simulator's far ends act four times as fast as in life (a caller gives up after 45 s, a no-answer
// rings 3 s: long enough for the agent to cancel it from the page); the ring timeout (15 s) is not scaled.
const session = usePortal({ CALL_SIMULATOR_SPEED: '4' })

// Every label the test reads or clicks (zh-CN), in one place: the state vocabulary may change (issue 26, part 5).
const LABEL = {
  hangOff: '挂起',
  lunchAfterCall: '本通话后：小休-午餐',
  switcherLunch: '坐席状态：小休-午餐',
  switcherRest: /^坐席状态：小休/,
  widgetOnline: '电话：在线',
  widgetAcw: '电话：话后处理',
  widgetDialing: '电话：呼叫中',
  widgetInCall: '电话：通话中',
  widgetIncoming: '电话：来电',
  answer: '接听',
  reject: '拒接',
  hangUp: '挂断',
  hold: '保持',
  resume: '恢复',
  note: '通话备注',
  wrapUp: '话后小结',
  endAcw: '结束话后',
  transferOutside: '转外线',
  transferSatisfaction: '转满意度',
  confirmTransfer: '确定转接',
} as const
const RING_TIMEOUT_MS = 15_000
const GROUP = '售前咨询'

type Agent = { login: string; context: BrowserContext; page: Page; cookie: string; accountId: string }
type Kind = 'answered' | 'missed' | 'rejected' | 'abandonedRinging' | 'abandonedQueue' | 'transferred'
/** What the test did with each inbound call: how it went, and who answered it with which note and code. */
type Placed = {
  callId: string
  from: string
  kinds: Kind[]
  answeredBy?: string
  note?: string
  code?: string
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

describe("an agent's shift, end to end", () => {
  // Over a hundred page acts and the unscaled ring-outs: about 100 s alone, 240 s on two busy cores.
  it(
    'takes every kind of call through a day: nobody stranded, one record each, lists and figures that add up',
    {
      timeout: 240_000,
    },
    async () => {
      const origin = session.server.origin
      await resetAgentOverHttp(origin, 'agent01', 'Agent@2026')
      await resetAgentOverHttp(origin, 'admin@demo.com', 'Admin@2026')
      const open = async (login: string, password: string): Promise<Agent> => {
        const { context, page } = await logInToShell(session.browser, origin, login, password)
        const cookie = await sessionCookieOf(context)
        return {
          login,
          context,
          page,
          cookie,
          accountId: (await ctiStateOverHttp(origin, cookie)).agent.accountId,
        }
      }
      const a = await open('agent01', 'Agent@2026')
      const b = await open('admin@demo.com', 'Admin@2026')
      const admin = b.cookie
      const placed: Placed[] = []
      let numbers = 0

      // --- the HTTP side: the administrator's agent rules, the simulated callers ---
      const groups = await apiOverHttp<AgentRuleItem[]>(
        origin,
        admin,
        'GET',
        '/api/v1/portal/call-centre/agent-rules',
      )
      const group = groups.find((item) => item.name === GROUP)
      if (!group) throw new Error(`no ${GROUP}`)
      // The group's after-call work, as 坐席规则 sets it.
      const setAcw = (acwMode: 'OFF' | 'TIMED' | 'MANDATORY', acwSeconds: number | null = null) =>
        apiOverHttp(origin, admin, 'PUT', `/api/v1/portal/call-centre/agent-rules/${group.id}`, {
          acwMode,
          acwSeconds,
          wrapUpCodes: group.wrapUpCodes,
          autoAnswer: group.autoAnswer,
          autoAnswerDelaySeconds: group.autoAnswerDelaySeconds,
          incomingCallPopup: group.incomingCallPopup,
        })
      const place = async (to?: Agent) => {
        numbers += 1
        const from = `13800${String(1_000_000 + numbers).slice(1)}`
        const { callId } = await apiOverHttp<{ callId: string }>(
          origin,
          admin,
          'POST',
          '/api/v1/demo/call-simulator/inbound',
          {
            from,
            skillGroupId: group.id,
            ...(to ? { accountId: to.accountId } : {}),
          },
        )
        const call: Placed = { callId, from, kinds: [] }
        placed.push(call)
        return call
      }
      const callerHangsUp = (call: Placed) =>
        apiOverHttp(origin, admin, 'POST', `/api/v1/demo/call-simulator/${call.callId}/hangup`)
      const ringingAt = (agent: Agent, call: Placed) =>
        until(
          () => ctiStateOverHttp(origin, agent.cookie),
          (state) =>
            state.call?.callId === call.callId && state.call.callStatus === 'INBOUND_WAITING_FOR_ANSWER',
        )
      const queued = (call: Placed) =>
        until(
          () => apiOverHttp<{ phoneNumber: string }[]>(origin, a.cookie, 'GET', '/api/v1/speech/queue/calls'),
          (waiting) => waiting.some((item) => item.phoneNumber === masked(call.from)),
        )

      // --- the page side: what an agent does with the mouse and keyboard ---
      const panelOf = (agent: Agent) => callCentre(agent.page).panel
      const openPanel = async (agent: Agent) => {
        if (!(await panelOf(agent).isVisible())) await callCentre(agent.page).widget.click()
      }
      const choose = async (agent: Agent, item: string) => {
        await callCentre(agent.page).switcher.click()
        await agent.page.getByRole('menuitem', { name: item, exact: true }).click()
      }
      const pickCode = async (agent: Agent, code: string) => {
        await panelOf(agent).getByRole('combobox', { name: LABEL.wrapUp }).click()
        await agent.page.locator('.ant-select-dropdown:visible').getByTitle(code, { exact: true }).click()
      }
      /** Answers the call ringing at the agent, types its note and picks its code. */
      const answer = async (agent: Agent, call: Placed, code = '咨询已解答') => {
        await answerFromPanel(agent.page)
        call.kinds.push('answered')
        call.answeredBy = agent.accountId
        call.note = `${agent.login} 记录 ${call.from.slice(-4)}`
        call.code = code
        await panelOf(agent).getByLabel(LABEL.note).fill(call.note)
        await pickCode(agent, code)
      }
      const hold = async (agent: Agent) => {
        await panelOf(agent).getByRole('button', { name: LABEL.hold }).click()
        await panelOf(agent).getByRole('button', { name: LABEL.resume }).click()
        await panelOf(agent).getByRole('button', { name: LABEL.hold }).waitFor()
      }
      const hangUp = async (agent: Agent) => {
        await openPanel(agent)
        await panelOf(agent).getByRole('button', { name: LABEL.hangUp, exact: true }).click()
      }
      const online = (agent: Agent) => agent.page.getByRole('button', { name: LABEL.widgetOnline }).waitFor()
      /** A whole call with no after-call work: rung at the agent, answered, written, ended by one side. */
      const takeCall = async (agent: Agent, withHold: boolean, callerEnds: boolean) => {
        const call = await place(agent)
        await answer(agent, call)
        if (withHold) await hold(agent)
        if (callerEnds) await callerHangsUp(call)
        else await hangUp(agent)
        await online(agent)
      }

      const watch = watchBoard(origin, admin)
      const started = Date.now()
      try {
        await setAcw('OFF')
        await Promise.all([goReady(a.page), goReady(b.page)])

        // Morning, no after-call work: three rounds of a call each, with holds; either side hangs up.
        for (const round of [0, 1, 2])
          await Promise.all([takeCall(a, round === 0, round === 1), takeCall(b, round === 1, round === 2)])

        // Both let a call ring out at once (15 s): each is set to 小休 and both calls wait. One caller gives up;
        // the other call rings the administrator first once they are back (agent01 missed it), who answers it.
        const [missedByA, missedByB] = await Promise.all([place(a), place(b)])
        await Promise.all([ringingAt(a, missedByA), ringingAt(b, missedByB)])
        await Promise.all(
          [a, b].map((agent) =>
            agent.page.getByRole('button', { name: LABEL.switcherRest }).waitFor({ timeout: 30_000 }),
          ),
        )
        missedByA.kinds.push('missed')
        missedByB.kinds.push('missed', 'abandonedQueue')
        await callerHangsUp(missedByB)
        await goReady(b.page)
        await answer(b, missedByA)
        await hangUp(b)
        await online(b)
        await goReady(a.page)

        // Rejected three times, each taken by the other agent at once; a reject sets the agent to 小休.
        for (const [refuser, taker] of [
          [a, b],
          [b, a],
          [a, b],
        ] as const) {
          const call = await place(refuser)
          await panelOf(refuser).getByRole('button', { name: LABEL.reject }).click()
          call.kinds.push('rejected')
          await refuser.page.getByRole('button', { name: LABEL.switcherRest }).waitFor()
          await answer(taker, call)
          await hangUp(taker)
          await online(taker)
          await goReady(refuser.page)
        }

        // A caller who hangs up while it rings: abandoned, and nobody is marked busy.
        for (const agent of [a, b]) {
          const call = await place(agent)
          await agent.page.getByRole('button', { name: LABEL.widgetIncoming }).waitFor()
          await callerHangsUp(call)
          call.kinds.push('abandonedRinging')
          await online(agent)
          expect((await ctiStateOverHttp(origin, agent.cookie)).agent.systemState).toBe('READY')
        }

        // Midday, time-boxed after-call work of 3 s: both on a call, three callers queue, two give up. agent01 chooses
        // 小休 · 午餐 during the call: it waits for the call and its after-call work to end.
        await setAcw('TIMED', 3)
        const [busyA, busyB] = await Promise.all([place(a), place(b)])
        await Promise.all([answer(a, busyA), answer(b, busyB)])
        await hold(a)
        const inQueue = [await place(), await place(), await place()]
        await queued(inQueue[2] as Placed)
        for (const call of inQueue.slice(0, 2)) {
          await callerHangsUp(call)
          call.kinds.push('abandonedQueue')
        }
        await choose(a, LABEL.lunchAfterCall)
        await hangUp(a)
        await a.page.getByRole('button', { name: LABEL.widgetAcw }).waitFor()
        await a.page.getByRole('button', { name: LABEL.switcherLunch }).waitFor()
        await hangUp(b)
        // The administrator's after-call work ends by itself; the caller still waiting rings them then.
        const last = inQueue[2] as Placed
        await ringingAt(b, last)
        await answer(b, last, '需回访')
        await hangUp(b)
        await b.page.getByRole('button', { name: LABEL.widgetAcw }).waitFor()
        await online(b)
        await goReady(a.page)

        // Afternoon, mandatory after-call work (ends only with a wrap-up code). agent01's page is reloaded during a
        // call and during its after-call work, and its tab closed during another: the note typed before survives.
        await setAcw('MANDATORY')
        const reloaded = await place(a)
        await answerFromPanel(a.page)
        reloaded.kinds.push('answered')
        reloaded.answeredBy = a.accountId
        reloaded.note = '重新载入前输入的备注'
        reloaded.code = '投诉'
        await panelOf(a).getByLabel(LABEL.note).pressSequentially(reloaded.note)
        await a.page.reload({ waitUntil: 'commit' })
        await callCentre(a.page).widget.click()
        await expect.poll(() => panelOf(a).getByLabel(LABEL.note).inputValue()).toBe(reloaded.note)
        await hangUp(a)
        await a.page.getByRole('button', { name: LABEL.widgetAcw }).waitFor()
        await a.page.reload({ waitUntil: 'commit' })
        await openPanel(a)
        await expect.poll(() => panelOf(a).getByLabel(LABEL.note).inputValue()).toBe(reloaded.note)
        await pickCode(a, reloaded.code)
        await endAfterCallWork(a.page)

        const closed = await place(a)
        await answerFromPanel(a.page)
        closed.kinds.push('answered')
        closed.answeredBy = a.accountId
        closed.note = '关闭标签页前输入的备注'
        closed.code = '需回访'
        await panelOf(a).getByLabel(LABEL.note).pressSequentially(closed.note)
        await a.page.close()
        a.page = await a.context.newPage()
        await a.page.goto(session.portal('/'))
        await shell(a.page).tabList.waitFor()
        await callCentre(a.page).widget.click()
        await expect.poll(() => panelOf(a).getByLabel(LABEL.note).inputValue()).toBe(closed.note)
        await pickCode(a, closed.code)
        await hangUp(a)
        await endAfterCallWork(a.page)

        const mandatoryB = await place(b)
        await answer(b, mandatoryB, '无效来电')
        await hangUp(b)
        await endAfterCallWork(b.page)

        // Both transfers, each confirmed; after-call work of the tenant's length, ended by the agent.
        await setAcw('TIMED')
        const outside = await place(a)
        await answer(a, outside)
        outside.kinds.push('transferred')
        await panelOf(a).getByRole('button', { name: LABEL.transferOutside }).click()
        const dialog = a.page.getByRole('dialog', { name: LABEL.transferOutside })
        await dialog.getByLabel('外线号码').fill('02188886666')
        await dialog.getByRole('button', { name: '转接' }).click()
        await dialog.getByRole('button', { name: LABEL.confirmTransfer }).click()
        await endAfterCallWork(a.page)
        const survey = await place(a)
        await answer(a, survey)
        survey.kinds.push('transferred')
        await panelOf(a).getByRole('button', { name: LABEL.transferSatisfaction }).click()
        await a.page.getByRole('button', { name: LABEL.confirmTransfer }).click()
        await endAfterCallWork(a.page)

        // Outbound tasks, each documented outcome; an unanswered task stays open to be dialled again.
        await choose(b, LABEL.hangOff)
        type Task = { id: string; name: string }
        const task = async (name: string) => {
          const tasks = await apiOverHttp<Task[]>(
            origin,
            a.cookie,
            'GET',
            '/api/v1/speech/outbound/task/list?status=pending',
          )
          const found = tasks.find((item) => item.name === `外呼演示：${name}`)
          if (!found) throw new Error(`no open task ${name}: ${tasks.map((item) => item.name).join(', ')}`)
          return found
        }
        const dialTask = async (name: string) => {
          const state = await apiOverHttp<{ call: { callId: string } | null }>(
            origin,
            a.cookie,
            'POST',
            '/api/v1/speech/call/dial',
            {
              outboundTaskId: (await task(name)).id,
            },
          )
          return state.call?.callId ?? ''
        }
        const outbound: { callId: string; expected: string }[] = []
        for (const [name, expected] of [
          ['占线', 'busy'],
          ['无人接听', 'noAnswer'],
          ['占线', 'busy'],
          ['无人接听', 'cancelled'],
          ['彩铃后接通', 'answered'],
          ['占线', 'busy'],
          ['无人接听', 'noAnswer'],
          ['无人接听', 'cancelled'],
          ['接通', 'answered'],
          ['占线', 'busy'],
        ] as const) {
          const callId = await dialTask(name)
          outbound.push({ callId, expected })
          if (expected === 'cancelled') {
            await a.page.getByRole('button', { name: LABEL.widgetDialing }).waitFor()
            await hangUp(a)
          } else if (expected === 'answered') {
            await a.page.getByRole('button', { name: LABEL.widgetInCall }).waitFor()
            await hangUp(a)
          }
          await endAfterCallWork(a.page)
        }
        expect((await task('占线')).name).toBe('外呼演示：占线')
        expect((await task('无人接听')).name).toBe('外呼演示：无人接听')
        await choose(a, LABEL.hangOff)
        const wallSeconds = Math.round((Date.now() - started) / 1000)

        // --- the end of the day ---
        const { longestStrandedMs, samples } = await watch.stop()
        expect(longestStrandedMs).toBeLessThanOrEqual(RING_TIMEOUT_MS + 2000)

        const histories = new Map<string, CallRecord[]>()
        for (const agent of [a, b])
          histories.set(
            agent.accountId,
            await apiOverHttp<CallRecord[]>(origin, agent.cookie, 'GET', '/api/v1/call/history'),
          )
        const all = [...histories.values()].flat()
        // Every call has one record; an answered one is its answerer's, with its note and code.
        for (const call of placed) {
          const records = all.filter((record) => record.callId === call.callId)
          if (call.answeredBy) {
            expect(records, call.from).toHaveLength(1)
            expect(records[0], call.from).toMatchObject({
              agentAccountId: call.answeredBy,
              note: call.note,
              wrapUpCode: expect.any(String),
            })
            const detail = await apiOverHttp<CallRecord>(
              origin,
              call.answeredBy === a.accountId ? a.cookie : b.cookie,
              'GET',
              `/api/v1/speech/communicate/${records[0]?.id}`,
            )
            expect(detail).toMatchObject({ note: call.note, noteVersion: expect.any(Number) })
          } else expect(records.length, call.from).toBeLessThanOrEqual(1)
        }
        for (const { callId, expected } of outbound) {
          const records = all.filter((record) => record.callId === callId)
          expect(records).toHaveLength(1)
          expect(records[0]?.result).toBe(expected)
        }

        // Every missed and rejected call is in its agent's list, every abandoned one in the group's.
        const listOf = (agent: Agent, path: string) =>
          apiOverHttp<UnansweredCall[]>(origin, agent.cookie, 'GET', path)
        const inList = (list: UnansweredCall[], call: Placed, kind: string) =>
          list.some((item) => item.phoneNumber === masked(call.from) && item.kind === kind)
        const abandoned = await listOf(a, '/api/v1/speech/calls/abandoned')
        for (const agent of [a, b]) {
          const notTaken = await listOf(agent, '/api/v1/speech/calls/missed')
          for (const call of placed.filter((item) => item.kinds.includes('missed')))
            if ((call === missedByA) === (agent === a))
              expect(inList(notTaken, call, 'missed'), call.from).toBe(true)
        }
        const rejected = placed.filter((call) => call.kinds.includes('rejected'))
        const aMissed = await listOf(a, '/api/v1/speech/calls/missed')
        const bMissed = await listOf(b, '/api/v1/speech/calls/missed')
        for (const [index, call] of rejected.entries())
          expect(inList(index === 1 ? bMissed : aMissed, call, 'rejected'), call.from).toBe(true)
        for (const call of placed.filter((item) => item.kinds.some((kind) => kind.startsWith('abandoned'))))
          expect(inList(abandoned, call, 'abandoned'), call.from).toBe(true)

        // The daily figures equal what the records add up to.
        const figures: Record<string, unknown>[] = []
        for (const agent of [a, b]) {
          const desk = await apiOverHttp<WorkingDesk>(origin, agent.cookie, 'GET', '/api/v1/working-desk')
          const { desk: fromDesk, records } = figuresAgainstRecords(
            desk.figures,
            histories.get(agent.accountId) ?? [],
            started,
          )
          figures.push({ agent: agent.login, desk: fromDesk, records })
          expect(fromDesk.callsHandled, agent.login).toBe(records.callsHandled)
          expect(fromDesk.averageHandlingSeconds, agent.login).toBe(records.averageHandlingSeconds)
          // Talk time is its own figure (not time 接线), and it is what the records' answer-to-end add up to.
          expect(Math.abs(fromDesk.talkSeconds - records.talkSeconds), agent.login).toBeLessThanOrEqual(
            records.callsHandled + 1,
          )
          // The state log's after-call work and the records' counts of it agree, to a second a call.
          expect(Math.abs(fromDesk.acwSeconds - records.acwSeconds), agent.login).toBeLessThanOrEqual(
            records.callsWithAcw + 1,
          )
        }
        const count = (kind: Kind) => placed.filter((call) => call.kinds.includes(kind)).length
        console.log(
          [
            `shift: ${wallSeconds} s, ${placed.length} inbound calls (answered ${count('answered')}, missed ${count('missed')},` +
              ` rejected ${count('rejected')}, abandoned ringing ${count('abandonedRinging')},` +
              ` abandoned in queue ${count('abandonedQueue')}, transferred ${count('transferred')}),` +
              ` ${outbound.length} outbound (${outbound.map((call) => call.expected).join(', ')})`,
            `longest stranded wait: ${longestStrandedMs} ms over ${samples} board samples (ring timeout ${RING_TIMEOUT_MS} ms)`,
            ...figures.map((item) => `figures vs records: ${JSON.stringify(item)}`),
          ].join('\n'),
        )
      } finally {
        await watch.stop()
        await Promise.all([a.context.close(), b.context.close()])
      }
    },
  )
})
