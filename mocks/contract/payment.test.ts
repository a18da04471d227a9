import { startPlatformForTests } from '../lib/test-platform'
import { runContracts } from './kit'
import { paymentContracts } from './payment-table'

startPlatformForTests()
runContracts('payment', paymentContracts)
