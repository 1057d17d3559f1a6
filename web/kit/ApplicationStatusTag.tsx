// The state of a change application (every division: 1 applied and waiting for its day, 2 done, 3 cancelled) as a
// tag, the same colour on every page; each page names the states in its own words (a registration is 登録済 when done,
// a payment change 適用済).
import type { ApplicationStatus } from '../../core/billing/domain';
import { CellTag } from './CellTag';

const STATUS_INTENT = { 1: 'primary', 2: 'success', 3: 'none' } as const;

export function ApplicationStatusTag({ status, label }: { status: ApplicationStatus; label: string }) {
  return <CellTag minimal intent={STATUS_INTENT[status]}>{label}</CellTag>;
}
