import { BANNER_HEIGHT_RATIO } from '@portal/contract'

/**
 * A banner's CSS aspect-ratio (spec §9: its height is 320/940 of its width), for the carousel and the previews.
 * @example <img style={{ width: 320, aspectRatio: BANNER_ASPECT_RATIO }} />
 */
export const BANNER_ASPECT_RATIO = `1 / ${BANNER_HEIGHT_RATIO}`
