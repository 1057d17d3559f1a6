// The twb entry point (built to dist/cli/twb.js): parse argv, run the command, map parse failures to exit 2.
// The help's catalogues only: runCommand registers the rest before a command runs (see cli/help-messages.ts).
import './help-messages';
import { CommanderError } from 'commander';
import { buildProgram, finish } from './program';
import { reportCommanderFailure } from './usage-errors';
import { stopQuietlyOnBrokenPipe } from './io/broken-pipe';

async function main(argv: readonly string[]): Promise<void> {
  try {
    await buildProgram().parseAsync([...argv]);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    const json = argv.includes('--json');
    finish(reportCommanderFailure(error, { stdout: process.stdout, stderr: process.stderr, env: process.env, json }));
  }
}

stopQuietlyOnBrokenPipe(process.stdout);
await main(process.argv);
