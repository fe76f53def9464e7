import { MESSAGE_TYPES, type MessageType } from '@portal/contract'
import type { Viewer } from './message-viewer'

/** A category as the viewer sees it: the viewer narrowed to its types, and whether only favourites count. */
type MessageScope = { viewer: Viewer; collectedOnly: boolean }

/**
 * Narrows a viewer to one category of the message centre; a category the viewer may not open holds nothing.
 * @example scopeOf(viewer, MESSAGE_TYPES.favourites) // { viewer, collectedOnly: true }
 */
export function scopeOf(viewer: Viewer, type: MessageType): MessageScope {
  const isAllowed = viewer.categories.includes(type)
  const types =
    type === MESSAGE_TYPES.all || type === MESSAGE_TYPES.favourites
      ? viewer.types
      : viewer.types.filter((visible) => visible === type)
  return {
    viewer: { ...viewer, types: isAllowed ? types : [] },
    collectedOnly: type === MESSAGE_TYPES.favourites,
  }
}
