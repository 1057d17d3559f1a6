// The registry of the six upload kinds, by command-line name and by spec 3 upload division.
import type { UploadDivision, UploadKind, UploadKindName } from '../kind';
import { clerksKind } from './clerks';
import { departmentDeleteKind } from './department-delete';
import { departmentNamesKind } from './department-names';
import { departmentOrderKind } from './department-order';
import { departmentRegisterKind } from './department-register';
import { membersKind } from './members';

export const UPLOAD_KINDS: Readonly<Record<UploadKindName, UploadKind>> = {
  members: membersKind as unknown as UploadKind,
  clerks: clerksKind as unknown as UploadKind,
  'department-names': departmentNamesKind as unknown as UploadKind,
  'department-order': departmentOrderKind as unknown as UploadKind,
  'department-register': departmentRegisterKind as unknown as UploadKind,
  'department-delete': departmentDeleteKind as unknown as UploadKind,
};

export function isUploadKindName(name: string): name is UploadKindName {
  return Object.prototype.hasOwnProperty.call(UPLOAD_KINDS, name);
}

export function uploadKind(name: UploadKindName): UploadKind {
  return UPLOAD_KINDS[name];
}

export function uploadKindByDivision(division: UploadDivision): UploadKind | undefined {
  return Object.values(UPLOAD_KINDS).find((kind) => kind.division === division);
}
