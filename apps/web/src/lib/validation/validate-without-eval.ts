import { config } from 'zod'

// The portal's Content-Security-Policy allows no eval, so zod could never compile its fast parsers here anyway;
// but to find that out it tries `new Function('')` once, and the browser reports that caught attempt as a policy
// violation. Imported first by every entry of the web app (the page, the push worker), before anything parses.
config({ jitless: true })
