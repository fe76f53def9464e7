// The rest reasons are shared with the command palette: one query, in lib.
export { restLabelsQueryOptions, useRestLabels } from '@/lib/telephony/rest-labels'
