/** The root of the call-centre administration's routes; each page's routes sit under it. */
export const CALL_CENTRE_PATH = '/api/v1/portal/call-centre'
