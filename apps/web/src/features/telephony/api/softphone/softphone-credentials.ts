import { softphoneCredentialsRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/**
 * The agent's short-lived SIP account for the browser softphone. Fetched afresh each time and never put in the
 * query cache, storage, an address or a log.
 */
export const getSoftphoneCredentials = () => callApi(softphoneCredentialsRoute)
