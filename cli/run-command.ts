// Runs one command's body with the process runtime, and turns whatever it throws into a report and an exit code.
import { machineFormat, type MachineOptions } from './io/machine-output';
import { createOutput, type Output } from './io/output';
import { reportError } from './io/report-error';
import { processRuntime, type CliRuntime } from './runtime';

/** A body may answer its own exit code (upload validate ends with 1 for an invalid file without an error report). */
export type CommandBody = (runtime: CliRuntime, output: Output) => Promise<void | number>;

/** `machine`: the command's options (--json [fields], --jq), or a plain --json flag. */
export async function runCommand(machine: MachineOptions | boolean | undefined, body: CommandBody, runtime: CliRuntime = processRuntime()): Promise<number> {
  const wantsJson = typeof machine === 'object' ? machine.json !== undefined && machine.json !== false : machine === true;
  let output = createOutput(runtime, { json: wantsJson });
  try {
    // Every catalogue before any command module shows a message; kept out of start-up so `twb --help` does not parse them.
    await import('../core/i18n/all');
    // A bad field list or jq expression is refused before anything is sent.
    output = createOutput(runtime, await machineFormat(machine));
    const code = await body(runtime, output);
    return code ?? 0;
  } catch (error) {
    return reportError(error, output, Boolean(runtime.env.TWB_DEBUG));
  }
}
