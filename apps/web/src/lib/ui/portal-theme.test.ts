import { contrastRatio, DEFAULT_BRAND_COLOURS } from '@portal/contract'
import theme from 'antd/es/theme'
import { describe, expect, it } from 'vitest'
import { portalTheme } from './portal-theme'

const tokensOf = (options: Parameters<typeof portalTheme>[0]) => theme.getDesignToken(portalTheme(options))
const LIGHT = { isDark: false, isCompact: false, hasMotion: true }
const DARK = { ...LIGHT, isDark: true }
// Brand colours the brand rule accepts (5.5:1 on white): the default blue, and deep ones around the hue circle.
const BRANDS = [
  DEFAULT_BRAND_COLOURS.primaryColor,
  '#1f6b36',
  '#2d0a4e',
  '#a8071a',
  '#7a4a00',
  '#005a70',
  '#000000',
]

// Ant Design derives every token of a theme at each call: a few seconds of it on a busy machine.
describe('portalTheme', { timeout: 30_000 }, () => {
  it('keeps the brand colour as the light theme’s primary', () => {
    for (const brandColour of BRANDS)
      expect(tokensOf({ ...LIGHT, brandColour }).colorPrimary).toBe(brandColour)
  })

  it('gives the dark theme a primary that reads at AA on its surfaces and on selected items', () => {
    for (const brandColour of BRANDS) {
      const token = tokensOf({ ...DARK, brandColour })
      for (const surface of [token.colorBgContainer, token.colorBgElevated, token.colorPrimaryBg])
        expect(
          contrastRatio(token.colorPrimary, surface),
          `${brandColour} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5)
      expect(token.colorBgContainer).toBe('#141414')
    }
  })

  it('writes the dark theme’s primary buttons in a colour that reads on the primary', () => {
    for (const brandColour of BRANDS) {
      const config = portalTheme({ ...DARK, brandColour })
      const buttonText = config.components?.Button?.primaryColor ?? '#ffffff'
      expect(
        contrastRatio(buttonText, tokensOf({ ...DARK, brandColour }).colorPrimary),
      ).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('makes controls smaller in the compact density', () => {
    const brandColour = DEFAULT_BRAND_COLOURS.primaryColor
    const comfortable = tokensOf({ ...LIGHT, brandColour }).controlHeight
    expect(tokensOf({ ...LIGHT, brandColour, isCompact: true }).controlHeight).toBeLessThan(comfortable)
    expect(tokensOf({ ...DARK, brandColour, isCompact: true }).controlHeight).toBeLessThan(comfortable)
  })
})
