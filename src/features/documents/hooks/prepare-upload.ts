import { checkUploadFile, type UploadRefusal } from '../../../domain/upload-file'
import { assessPhoto, type PhotoProblem } from '../../../lib/photo-quality'

// What happens to a file between the picker and the upload: its real type and size are checked
// (nothing is sent that the platform would refuse), its name is replaced by a safe one, and a
// photo is looked at for darkness, blur and size, which only warns.

export type PreparedUpload =
  | { kind: 'refused'; reason: UploadRefusal }
  | { kind: 'ready'; file: File }
  | { kind: 'warned'; file: File; problems: PhotoProblem[] }

export async function prepareUpload(file: File): Promise<PreparedUpload> {
  const check = await checkUploadFile(file)
  if (!check.ok) return { kind: 'refused', reason: check.reason }
  const safe = new File([file], check.safeName, { type: check.type })
  if (check.type === 'application/pdf') return { kind: 'ready', file: safe }
  const assessment = await assessPhoto(file)
  if (assessment && assessment.problems.length > 0) {
    return { kind: 'warned', file: safe, problems: assessment.problems }
  }
  return { kind: 'ready', file: safe }
}
