/**
 * Ant Design's seed colours darkened until text in them reads at WCAG AA (4.5:1) on white and on the light tints
 * Ant Design derives from them: the default blue #1677ff gives 4.1:1 on white and 3.7:1 on its selected-item
 * background, the default red 3.3:1, and secondary text (45 % black) 3.4:1. Both are Ant Design's own palette
 * steps (blue-7, red-7); secondary text and placeholders (25 % black, 1.8:1) go to 60 % black. Coloured tags write in the 7th step of their palette
 * on its 1st: green and orange get their 8th step there (3.4:1 becomes 5.4:1 and 5.1:1).
 * @example <ConfigProvider theme={{ token: ACCESSIBLE_COLOURS }}>
 */
export const ACCESSIBLE_COLOURS = {
  colorPrimary: '#0958d9',
  // Links take their colour from the info colour, not the primary one.
  colorInfo: '#0958d9',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  // Ant Design keeps each palette step under two names; the tags' CSS variables read the dashed one.
  green7: '#237804',
  'green-7': '#237804',
  orange7: '#ad4e00',
  'orange-7': '#ad4e00',
} as const
