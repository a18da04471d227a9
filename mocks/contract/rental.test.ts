import { startPlatformForTests } from '../lib/test-platform'
import { runContracts } from './kit'
import { rentalContracts } from './rental-table'

startPlatformForTests()
runContracts('rental', rentalContracts)
