// The clock moved to lib/dates, shared with the working desk; the telephony feature keeps its import.
export { useNow } from '@/lib/dates/use-now'
