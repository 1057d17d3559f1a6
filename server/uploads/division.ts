// The upload division a request names: a spec 3 kind code (3, 4, 5, 8, 10, 11), or 6, which spec 9 calls the upload
// division of responsible persons and clerks and which is taken as the clerks kind (3) so both readings work.
import { uploadKindByDivision } from '../../core/csv/kinds';
import { UploadDivision, type UploadKind } from '../../core/csv/kind';

/** Spec 9: "Upload division for responsible persons and clerks 6". */
export const CLERKS_UPLOAD_DIVISION_ALIAS = 6;

export function kindOfDivisionText(text: string): UploadKind | undefined {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const number = Number(text);
  return uploadKindByDivision((number === CLERKS_UPLOAD_DIVISION_ALIAS ? UploadDivision.TENANT_MANAGER_REGISTER : number) as UploadDivision);
}
