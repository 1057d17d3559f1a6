// What every kind's apply step receives, and the shape of a kind's applier: optional work before the rows (the
// clerks kind's delete option), one call per data row, optional work after them (department registrations).
import type { CsvRow } from '../../core/csv/kind';
import type { SqlExecutor } from '../db/database';
import type { MemberViewer } from '../users/viewer';
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
  /**
   * Users whose current mail address another row of the file replaces (filled by the kind's before step): their
   * address counts as free for the rows, so a file may swap or rotate addresses. core/csv refuses a file giving one
   * address twice, so the state the job leaves holds each address once.
   */
  replacedMailHolders: Set<number>;
  /**
   * Refusals the kind's before step decided from the whole file, by row number: a members file's delete rows that
   * together leave a FLEX/BASE contract without a contact person (core/flex/contact-rule.ts).
   */
  rowRefusals: Map<number, Error>;
}

/** 'applied' changed something; 'kept' is a row that asks for no change (a members Keep row). */
export type RowOutcome = 'applied' | 'kept';

export interface KindApplier {
  /** Work before the rows, which it may read (all valid). */
  before?(ctx: ApplyContext, rows: readonly CsvRow[]): Promise<void>;
  /** Applies one valid row; throws an HttpError (a Japanese reason) when the row cannot be applied. */
  row(ctx: ApplyContext, row: CsvRow): Promise<RowOutcome>;
  after?(ctx: ApplyContext): Promise<void>;
}

/**
 * How a job is applied. `checkFile: false` skips the verdict of the file's validation and lets the domain code alone
 * judge the rows: never in production (the file is always validated again on its day), only for the tests that hold
 * the apply's own refusals against the validation's (the validation refuses those rows before the apply is reached).
 */
export interface ApplyOptions {
  checkFile?: boolean;
}
