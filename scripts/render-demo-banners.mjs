// Renders the demo banners' SVG drawings (apps/server/src/start/demo-seed/banners/*.svg) to the JPEGs the demo seed
// stores, with the local Chromium: `node scripts/render-demo-banners.mjs` after changing a drawing. Nothing is
// fetched; the JPEGs are committed, so a start never renders anything.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const FOLDER = fileURLToPath(new URL('../apps/server/src/start/demo-seed/banners/', import.meta.url))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const page = await browser.newPage({ viewport: { width: 940, height: 320 } })
  for (const name of readdirSync(FOLDER).filter((file) => file.endsWith('.svg'))) {
    const svg = readFileSync(path.join(FOLDER, name), 'utf8')
    await page.setContent(`<body style="margin:0">${svg}</body>`)
    const jpeg = await page.screenshot({
      type: 'jpeg',
      quality: 82,
      clip: { x: 0, y: 0, width: 940, height: 320 },
    })
    writeFileSync(path.join(FOLDER, name.replace(/\.svg$/, '.jpg')), jpeg)
    console.log(`${name.replace(/\.svg$/, '.jpg')}: ${jpeg.length} bytes`)
  }
} finally {
  await browser.close()
}
