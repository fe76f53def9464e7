import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/**
 * The workbench render modes a tenant chooses (§2: mode 1 shows the e-mail, chat and video items beside the
 * chat item; mode 0 shows the chat item alone). Mode 1 is the default of a new tenant.
 */
export const WORKBENCH_RENDER_MODES = { classic: 0, channels: 1 } as const
export type WorkbenchRenderMode = (typeof WORKBENCH_RENDER_MODES)[keyof typeof WORKBENCH_RENDER_MODES]

export const workbenchRenderModeSchema = z.union([
  z.literal(WORKBENCH_RENDER_MODES.classic),
  z.literal(WORKBENCH_RENDER_MODES.channels),
])

/** The agent's workbench configuration (§5: GET …/workbench/agent/config/get, read for showRenderMode). */
export const workbenchAgentConfigSchema = z.object({ showRenderMode: workbenchRenderModeSchema })
export type WorkbenchAgentConfig = z.infer<typeof workbenchAgentConfigSchema>

export const workbenchAgentConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/intellect/workbench/agent/config/get',
  access: 'session',
  response: workbenchAgentConfigSchema,
})
