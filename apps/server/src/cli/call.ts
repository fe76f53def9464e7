import { parseArgs } from 'node:util'
import { operatorInboundCallRoute } from '@portal/contract'
import { operatorRequest, runCommand } from './operator-request'

const USAGE =
  'usage: npm run call -w @portal/server -- --tenant demo --from 13900001111 [--skill 售前咨询] [--agent agent01]'

/**
 * Rings the built-in call simulator: a customer calls a tenant, into a skill group's queue (the tenant's first by
 * default) or straight to one agent, through the running server.
 */
runCommand(async () => {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      from: { type: 'string' },
      skill: { type: 'string' },
      agent: { type: 'string' },
    },
  })
  if (!values.tenant || !values.from) throw new Error(USAGE)
  const data = (await operatorRequest(operatorInboundCallRoute, values)) as { callId: string }
  console.log(`Calling: ${data.callId}`)
})
