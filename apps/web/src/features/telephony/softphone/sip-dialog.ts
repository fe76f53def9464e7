import type { SipDialog } from '@portal/contract'

/** What an INVITE tells of its dialog, as JsSIP's messages hold it at run time. */
type DialogMessage = { call_id: string; from_tag?: string; to_tag?: string }

/**
 * The dialog of a SIP call that reached the softphone, from its INVITE (whose To tag JsSIP sets before offering
 * the session): our tag is the To tag, the caller's the From tag.
 * @example sipDialogOfIncoming(request, request.from.uri.toString())
 */
export const sipDialogOfIncoming = (invite: DialogMessage, remoteUri: string): SipDialog => ({
  callId: invite.call_id,
  localTag: invite.to_tag ?? '',
  remoteTag: invite.from_tag ?? '',
  remoteUri,
})

/**
 * The dialog of a call the softphone placed: our tag is the From tag of its INVITE, the far end's arrives as the
 * To tag of its answer ('' until then).
 * @example sipDialogOfOutgoing({ callId, localTag, remoteUri: target }, response)
 */
export const sipDialogOfOutgoing = (
  placed: Omit<SipDialog, 'remoteTag'>,
  answer?: { to_tag?: string },
): SipDialog => ({ ...placed, remoteTag: answer?.to_tag ?? '' })

/**
 * The Replaces header (RFC 3891) that asks the far end to swap our dialog for a new one. Its tags are named from
 * the far end's side: the far end matches `to-tag` against its own (local) tag, which is our remote tag, and
 * `from-tag` against its remote tag, which is ours (RFC 3891 §3).
 * @example replacesHeader({ callId: 'a@h', localTag: 'ours', remoteTag: 'theirs', remoteUri }) // 'Replaces: a@h;to-tag=theirs;from-tag=ours'
 */
export const replacesHeader = (dialog: SipDialog) =>
  `Replaces: ${dialog.callId};to-tag=${dialog.remoteTag};from-tag=${dialog.localTag}`

/**
 * Whether a softphone can take the dialog over: both its tags are known (a softphone reported it). The SIP server
 * knows only the caller's tag of a call it routed, and the far end would refuse a Replaces without ours (481).
 * @example isReplaceable({ callId: 'a@h', localTag: '', remoteTag: 'theirs', remoteUri }) // false
 */
export const isReplaceable = (dialog: SipDialog) => dialog.localTag !== '' && dialog.remoteTag !== ''
