import { sendParent, setup } from 'xstate'
import { uploadDocument, type UploadInput } from './kyc.actors'
import { toUploadFailure } from './kyc.failure'
import type { KycEvent } from './kyc.types'

// One side's upload, spawned by the kyc machine so that several sides upload at once, each on
// its own. It tells the parent once, tagged with its id, so the parent drops a superseded answer.
// Stopped (page left, flow stopped), it never reports.

export interface UploadSideInput extends UploadInput {
  uploadId: string
}

export const uploadSideMachine = setup({
  types: { input: {} as UploadSideInput, context: {} as UploadSideInput },
  actors: { uploadDocument },
}).createMachine({
  id: 'kycUpload',
  context: ({ input }) => input,
  initial: 'uploading',
  states: {
    uploading: {
      invoke: {
        src: 'uploadDocument',
        input: ({ context }) => ({
          driverType: context.driverType,
          documentType: context.documentType,
          side: context.side,
          file: context.file,
          onProgress: context.onProgress,
        }),
        onDone: {
          target: 'reported',
          actions: sendParent(({ context, event }): KycEvent => ({
            type: 'upload.done',
            uploadId: context.uploadId,
            status: event.output,
          })),
        },
        onError: {
          target: 'reported',
          actions: sendParent(({ context, event }): KycEvent => ({
            type: 'upload.failed',
            uploadId: context.uploadId,
            failure: toUploadFailure(event.error),
          })),
        },
      },
    },
    reported: { type: 'final' },
  },
})
