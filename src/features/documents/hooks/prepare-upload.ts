import { checkUploadFile, safeFileName, type UploadRefusal } from '../../../domain/upload-file'
import { copyPhoto } from '../../../lib/photo-copy'
import { assessPhoto, type PhotoProblem } from '../../../lib/photo-quality'

// What happens to a file between the picker and the upload: its real type, size and contents are
// checked (nothing is sent that the platform would refuse), a photo is replaced by a clean copy
// of its pixels (src/lib/photo-copy.ts) under a safe name, and the photo is looked at for
// darkness, blur and size, which only warns.

export type PrepareRefusal = UploadRefusal | 'UNDECODABLE'

export type PreparedUpload =
  | { kind: 'refused'; reason: PrepareRefusal }
  | { kind: 'ready'; file: File }
  | { kind: 'warned'; file: File; problems: PhotoProblem[] }

export interface PrepareTools {
  copy: typeof copyPhoto
  assess: typeof assessPhoto
}

const browserTools: PrepareTools = { copy: copyPhoto, assess: assessPhoto }

export async function prepareUpload(
  file: File,
  tools: PrepareTools = browserTools,
): Promise<PreparedUpload> {
  const check = await checkUploadFile(file)
  if (!check.ok) return { kind: 'refused', reason: check.reason }
  if (check.type === 'application/pdf') {
    return { kind: 'ready', file: new File([file], check.safeName, { type: check.type }) }
  }
  const copy = await tools.copy(file)
  if (copy.kind === 'undecodable') return { kind: 'refused', reason: 'UNDECODABLE' }
  const upload =
    copy.kind === 'copied'
      ? new File([copy.blob], safeFileName(file.name, 'image/jpeg'), { type: 'image/jpeg' })
      : new File([file], check.safeName, { type: check.type })
  const assessment = await tools.assess(upload)
  if (assessment && assessment.problems.length > 0) {
    return { kind: 'warned', file: upload, problems: assessment.problems }
  }
  return { kind: 'ready', file: upload }
}
