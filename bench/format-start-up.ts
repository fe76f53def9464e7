import type { StartUpTime } from './start-up-time'

/** The start-up times in one line of the report. */
export const formatStartUp = (startUp: StartUpTime): string =>
  `Start-up, npm start to the login page answering: fresh data ${startUp.freshSeconds.toFixed(2)} s; ` +
  `existing data ${startUp.existingSeconds.map((seconds) => seconds.toFixed(2)).join(', ')} s`
