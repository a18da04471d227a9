import { startPlatformForTests } from '../lib/test-platform'
import { runContracts } from './kit'
import { identityContracts } from './identity-table'

startPlatformForTests()
runContracts('identity', identityContracts)
