import { contrastRatio } from '@portal/contract'

// Ant Design's dark surfaces: the container, and popovers and menus (the lightest text in the primary sits on).
const DARK_CONTAINER = '#141414'
const DARK_ELEVATED = '#1f1f1f'
// Its dark theme draws the primary as the seed at 85 % over the container. Selected items it would put on about
// 30 % of the seed, too light for the primary to read on: the portal gives them the seed at 15 %.
const PRIMARY_SHARE = 0.85
const SELECTED_SHARE = 0.15
// WCAG AA for text, with a little room for rounding in the colours Ant Design derives.
const AA_CONTRAST = 4.6
const MIX_STEP = 0.05

/** `share` of `over` laid on `under`, both #rrggbb. */
const mix = (under: string, over: string, share: number) =>
  `#${[1, 3, 5]
    .map((start) => [under, over].map((colour) => parseInt(colour.slice(start, start + 2), 16)))
    .map(([base = 0, top = 0]) => Math.round(base + (top - base) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`

const readsInTheDark = (seed: string) => {
  const primary = mix(DARK_CONTAINER, seed, PRIMARY_SHARE)
  return [DARK_ELEVATED, mix(DARK_CONTAINER, seed, SELECTED_SHARE)].every(
    (surface) => contrastRatio(primary, surface) >= AA_CONTRAST,
  )
}

/**
 * The dark theme's primary seed and selected-item background for a brand colour: the brand itself when the primary
 * Ant Design derives from it reads on the dark surfaces and selected items, else the least lightened variant that
 * does (mixed with white in 5 % steps).
 * @example darkPrimaryColours('#0958d9') // { colorPrimary: '#84acec', colorPrimaryBg: '#252b34' }
 */
export function darkPrimaryColours(colour: string): { colorPrimary: string; colorPrimaryBg: string } {
  let seed = '#ffffff'
  for (let share = 0; share < 1; share += MIX_STEP) {
    const candidate = mix(colour, '#ffffff', share)
    if (readsInTheDark(candidate)) {
      seed = candidate
      break
    }
  }
  return { colorPrimary: seed, colorPrimaryBg: mix(DARK_CONTAINER, seed, SELECTED_SHARE) }
}
