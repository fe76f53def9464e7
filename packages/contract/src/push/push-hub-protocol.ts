import { z } from 'zod'
import { pushFrameSchema } from './define-push-message'

// A browser holds one push connection, in its push hub: a shared worker, else the tab elected leader. Tabs and
// the hub talk over a MessagePort or a BroadcastChannel, and each side checks what it receives, as with HTTP.

/** What a tab tells the hub: that it starts or stops listening (a tab listens while a signed-in page is open). */
export const tabToHubSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('listen'), tabId: z.string().min(1) }),
  z.object({ kind: z.literal('unlisten'), tabId: z.string().min(1) }),
])
export type TabToHub = z.infer<typeof tabToHubSchema>

/**
 * What the hub tells every tab: its socket opened (each socket has a new id, so a tab that saw another one knows
 * it may have missed frames), a pushed frame, a deliberate close by the server, or that a new hub took over and
 * listening tabs should say so again.
 */
export const hubToTabSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opened'), connectionId: z.string().min(1) }),
  z.object({ kind: z.literal('frame'), frame: pushFrameSchema }),
  z.object({ kind: z.literal('closed-by-server') }),
  z.object({ kind: z.literal('hub-ready') }),
])
export type HubToTab = z.infer<typeof hubToTabSchema>
