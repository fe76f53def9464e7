import { defineDomain } from '../core/define-domain'
import { translateRoute } from './translate-route'
import { aiTranslateTexts } from './ai-translate-texts'

export * from './translate-route'
export * from './translate-rules'

/** The AI translate call and its rules. */
export const aiTranslateDomain = defineDomain({
  name: 'ai-translate',
  routes: { translateRoute },
  texts: aiTranslateTexts,
})
