import { startPlatformForTests } from '../lib/test-platform'
import { runContracts } from './kit'
import { catalogueContracts } from './catalogue-table'

startPlatformForTests()
runContracts('catalogue', catalogueContracts)
