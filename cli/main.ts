// The twb entry point (built to dist/cli/twb.js): parse argv, run the command, map parse failures to exit 2.
// The help's catalogues only: runCommand registers the rest before a command runs (see cli/help-messages.ts).
import './help-messages';
import { CommanderError } from 'commander';
import { version } from '../package.json';
import { buildProgram, finish } from './program';
import { findCommand } from './help-topics';
import { reportCommanderFailure } from './usage-errors';
import { stopQuietlyOnBrokenPipe } from './io/broken-pipe';

const VERSION_FLAGS = new Set(['--version', '-V']);

async function main(argv: readonly string[]): Promise<void> {
  const args = argv.slice(2);
  const program = buildProgram();
  // `twb --version --json`: what a script checks before it relies on a command.
  if (args.length === 2 && args.includes('--json') && args.some((arg) => VERSION_FLAGS.has(arg))) {
    process.stdout.write(`${JSON.stringify({ name: 'twb', version, node: process.version }, null, 2)}\n`);
    return finish(0);
  }
  // `twb` alone, or a group alone (`twb upload`): the overview on stdout and exit 0, as gh (not a usage error).
  const group = args.every((arg) => !arg.startsWith('-')) ? findCommand(program, args) : undefined;
  if (group && group.commands.length > 0) {
    group.outputHelp();
    return finish(0);
  }
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    const json = argv.includes('--json');
    finish(reportCommanderFailure(error, { stdout: process.stdout, stderr: process.stderr, env: process.env, json }));
  }
}

stopQuietlyOnBrokenPipe(process.stdout);
await main(process.argv);
