import type { ThemeConfig } from 'antd/es/config-provider/context'
import theme from 'antd/es/theme'
import { ACCESSIBLE_COLOURS } from './accessible-colours'
import { darkPrimaryColours } from './dark-primary-colours'

/**
 * The class Ant Design declares its CSS variables (--ant-color-text, ...) under. index.html puts it on <html>, so
 * the portal's own CSS reads the theme's colours everywhere, not only inside Ant Design's components.
 */
const PORTAL_THEME_CLASS = 'portal-theme'

export type PortalThemeOptions = {
  brandColour: string
  isDark: boolean
  isCompact: boolean
  hasMotion: boolean
}

// On the dark surfaces Ant Design's own light seeds read at AA except the tertiary text (45 % white is 4.3:1) and
// the placeholders (25 % white).
const DARK_COLOURS = {
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
} as const
// A primary light enough to read on dark surfaces is too light for white text: its buttons write in black.
const DARK_COMPONENTS = { Button: { primaryColor: '#000000' } } as const

/**
 * Ant Design's theme for the member's choice: light or dark, comfortable or compact, the tenant's brand colour as
 * primary (in the dark, its variant that reads there) and links in it, motion only when the system allows it.
 * @example <ConfigProvider theme={portalTheme({ brandColour, isDark: true, isCompact: false, hasMotion: true })}>
 */
export function portalTheme({ brandColour, isDark, isCompact, hasMotion }: PortalThemeOptions): ThemeConfig {
  const primary = isDark ? darkPrimaryColours(brandColour) : { colorPrimary: brandColour }
  const algorithm = [
    isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    ...(isCompact ? [theme.compactAlgorithm] : []),
  ]
  return {
    cssVar: { key: PORTAL_THEME_CLASS },
    algorithm,
    token: {
      ...(isDark ? DARK_COLOURS : ACCESSIBLE_COLOURS),
      ...primary,
      colorInfo: primary.colorPrimary,
      motion: hasMotion,
    },
    components: isDark ? DARK_COMPONENTS : {},
  }
}
