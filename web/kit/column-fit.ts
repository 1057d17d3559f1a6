// Which of a list's columns fit the room the list has. What a person scans a list for (the column that names the
// row, its status, its action) is always shown; the other columns give way in a narrow window, the least needed
// first and, among equals, from the right, so that at 1024 px the status and the action are in view without
// scrolling sideways. The person's own choice (use-column-choice.ts) comes first: only the columns they kept are
// fitted, and hiding one makes room for one that gave way.
import { widthOf } from './column-width';

/**
 * How much a column matters to someone scanning the list: 'key' columns (a status, the row's action) never give
 * way for lack of room; 'detail' columns (a reading in kana, a timestamp, a second code) give way first, then
 * 'normal' ones (the default). The identifying column is always kept.
 */
export type ColumnPriority = 'key' | 'normal' | 'detail';

export interface FitColumn {
  id: string;
  label: string;
  width?: number;
  sort?: unknown;
  identifying?: boolean;
  priority?: ColumnPriority;
  /** The row's action buttons: kept like a key column, and pinned to the right edge when the table still scrolls. */
  action?: boolean;
}

/** The order in which columns give way. */
const GIVE_WAY: readonly ColumnPriority[] = ['detail', 'normal'];

/** Index of the column that names the row: the one marked identifying, else the first. */
export function identifyingIndex(columns: readonly { identifying?: boolean }[]): number {
  return Math.max(0, columns.findIndex((column) => column.identifying));
}

export function columnsWidth(columns: readonly FitColumn[]): number {
  return columns.reduce((sum, column) => sum + widthOf(column), 0);
}

/**
 * The columns that fit `room` pixels, and the ids of those left out for lack of it. Unknown room (not measured
 * yet, or a test DOM without layout) shows every column. Key, action and identifying columns stay even when they
 * alone are wider than the room: then the table scrolls sideways with its action pinned.
 */
export function fitColumns<C extends FitColumn>(columns: readonly C[], room: number | undefined): { shown: C[]; squeezed: string[] } {
  if (!room || room <= 0) return { shown: [...columns], squeezed: [] };
  const fixed = identifyingIndex(columns);
  let total = columnsWidth(columns);
  const dropped: C[] = [];
  for (const level of GIVE_WAY) {
    for (let index = columns.length - 1; index >= 0 && total > room; index -= 1) {
      const column = columns[index];
      if (index === fixed || column.action || (column.priority ?? 'normal') !== level) continue;
      dropped.push(column);
      total -= widthOf(column);
    }
  }
  // The last to give way may have left more room than it needed: a narrower column dropped before it (the one that
  // mattered more, of those dropped) comes back where it fits.
  const out = new Set(dropped.map((column) => column.id));
  for (const column of [...dropped].reverse()) {
    if (total + widthOf(column) > room) continue;
    out.delete(column.id);
    total += widthOf(column);
  }
  return { shown: columns.filter((column) => !out.has(column.id)), squeezed: columns.filter((column) => out.has(column.id)).map((column) => column.id) };
}
