export { giveStarterCallCentre } from './starter-call-centre'
