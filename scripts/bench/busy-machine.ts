import { Worker } from 'node:worker_threads'

/**
 * `npm run bench -- --busy 2`: other work on the machine while the pages are audited, made on
 * purpose so that "a busy machine" is a figure anyone can measure again rather than whatever
 * else happened to be running. Each hog is a worker thread that spins without pause, counting
 * its turns in shared memory, so a test can tell that it ran and that it stopped.
 */
export interface BusyMachine {
  /** Turns of every hog's loop so far, in millions. */
  readonly turns: () => number
  readonly stop: () => Promise<void>
}

// Plain JavaScript: an eval'd worker is not compiled by tsx.
const HOG = `
const { workerData } = require('node:worker_threads')
const counter = new Int32Array(workerData)
for (;;) {
  for (let turn = 0; turn < 1e6; turn++) {}
  Atomics.add(counter, 0, 1)
}
`

export function startBusyMachine(hogs: number): BusyMachine {
  const shared = new SharedArrayBuffer(4)
  const counter = new Int32Array(shared)
  const workers = Array.from(
    { length: Math.max(0, Math.floor(hogs)) },
    () => new Worker(HOG, { eval: true, workerData: shared }),
  )
  return {
    turns: () => Atomics.load(counter, 0),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
