import { fleetSize } from '../mocks/seed/fleet-size'
import { generateFleet } from '../mocks/seed/listings'

// Prints the sandbox's fleet as JSON, sized by `argv[2]` as VITE_SEED_LISTINGS sizes the browser's
// seed. The build runs it in a child process (vite.config.ts), so loading the config does not
// load the seed and its schemas.

process.stdout.write(JSON.stringify(generateFleet(fleetSize(process.argv[2]))))
