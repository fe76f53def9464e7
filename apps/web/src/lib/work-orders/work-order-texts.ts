import { workOrdersTexts } from '@portal/contract'
import { registerContractTexts } from '@/lib/i18n/register-translations'

// The work orders' rules and texts load with the pages that show them (the list, an order, the call's dialog).
registerContractTexts(workOrdersTexts)
