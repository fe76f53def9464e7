import type { FastifyInstance } from 'fastify'
import type { OutboxItem } from '@portal/contract'

/** What the demo outbox holds for a phone or address, newest first. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })
  return response.json().data
}

/** The 6-digit code in the newest SMS sent to a phone. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const [latest] = await outboxFor(app, phone)
  const code = /\d{6}/.exec(latest?.body ?? '')?.[0]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}
