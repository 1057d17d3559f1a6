// Runs one command's body with the process runtime, and turns whatever it throws into a report and an exit code.
import { createOutput, type Output } from './io/output';
import { reportError } from './io/report-error';
import { processRuntime, type CliRuntime } from './runtime';

export type CommandBody = (runtime: CliRuntime, output: Output) => Promise<void>;

export async function runCommand(json: boolean | undefined, body: CommandBody, runtime: CliRuntime = processRuntime()): Promise<number> {
  const output = createOutput(runtime, { json: json === true });
  try {
    await body(runtime, output);
    return 0;
  } catch (error) {
    return reportError(error, output, Boolean(runtime.env.TWB_DEBUG));
  }
}
