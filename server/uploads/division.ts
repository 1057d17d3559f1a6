// The upload kind a request names: a spec 3 kind code (3, 4, 5, 8, 10, 11), or 6, which spec 9 calls the upload
// division of responsible persons and clerks and which is taken as the clerks kind (3) so both readings work. The
// edge has checked that the code is one of these (core/uploads/calls.ts).
import { uploadKindByDivision } from '../../core/csv/kinds';
import { UploadDivision, type UploadKind } from '../../core/csv/kind';
import { CLERKS_UPLOAD_DIVISION_ALIAS } from '../../core/uploads/calls';

export function kindOfDivision(division: UploadDivision | typeof CLERKS_UPLOAD_DIVISION_ALIAS): UploadKind {
  const kind = uploadKindByDivision(division === CLERKS_UPLOAD_DIVISION_ALIAS ? UploadDivision.TENANT_MANAGER_REGISTER : division);
  if (!kind) throw new Error(`no upload kind of division ${division}`);
  return kind;
}
