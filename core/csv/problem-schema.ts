// The shape of one problem found in a file, as a schema: the uploads calls answer it (the dry run's problems and
// warnings), so their answers are serialized from it; core/csv/kind.ts takes its type from here (type only, so the
// validation the browser and the CLI run loads no schema builder).
import { IntegerSchema, ObjectSchema, Text, type Static } from '../api/schema';

/**
 * One problem found in a file. `row` is the row a spreadsheet shows (the header is row 1, a record whose quoted
 * cell spans several lines is still one row); `line` is the text line the record starts on, for text editors.
 * File-level problems (encoding, headers, broken quoting) carry the column name ファイル or 見出し.
 */
export const CsvProblemSchema = ObjectSchema({
  row: IntegerSchema(),
  line: IntegerSchema(),
  column: Text(),
  code: Text(),
  message: Text(),
});
export type CsvProblem = Static<typeof CsvProblemSchema>;
