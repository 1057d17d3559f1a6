// What every kind's apply step receives, and the shape of a kind's applier: optional work before the rows (the
// clerks kind's delete option), one call per data row, optional work after them (department registrations).
import type { CsvRow } from '../../core/csv/kind';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../members/viewer';
import type { UploadLookups } from './lookups';

export interface ApplyContext {
  tx: SqlExecutor;
  /** The uploader, as at the time of applying. */
  viewer: MemberViewer;
  lookups: UploadLookups;
  now: Date;
  jobId: number;
  deleteExisting: boolean;
  /** The department of a clerks upload from a department's clerk screen, or null. */
  departmentId: number | null;
}

/** 'applied' changed something; 'kept' is a row that asks for no change (a members Keep row). */
export type RowOutcome = 'applied' | 'kept';

export interface KindApplier {
  before?(ctx: ApplyContext): Promise<void>;
  /** Applies one valid row; throws an HttpError (a Japanese reason) when the row cannot be applied. */
  row(ctx: ApplyContext, row: CsvRow): Promise<RowOutcome>;
  after?(ctx: ApplyContext): Promise<void>;
}
