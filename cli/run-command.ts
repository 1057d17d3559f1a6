// Runs one command's body with the process runtime, and turns whatever it throws into a report and an exit code.
import { createOutput, type Output } from './io/output';
import { reportError } from './io/report-error';
import { processRuntime, type CliRuntime } from './runtime';

/** A body may answer its own exit code (upload validate ends with 1 for an invalid file without an error report). */
export type CommandBody = (runtime: CliRuntime, output: Output) => Promise<void | number>;

export async function runCommand(json: boolean | undefined, body: CommandBody, runtime: CliRuntime = processRuntime()): Promise<number> {
  const output = createOutput(runtime, { json: json === true });
  try {
    // Every catalogue before any command module shows a message; kept out of start-up so `twb --help` does not parse them.
    await import('../core/i18n/all');
    const code = await body(runtime, output);
    return code ?? 0;
  } catch (error) {
    return reportError(error, output, Boolean(runtime.env.TWB_DEBUG));
  }
}
