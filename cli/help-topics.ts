// `twb help [command...|topic]`: a command's help (as `twb <command> --help`), or one of the topics that are no
// command's (environment variables, exit codes, machine output), as gh's `gh help environment`. On stdout, exit 0.
import type { Command } from 'commander';
import { t, type MessageKey } from '../core/i18n';
import { ExitCode } from './io/exit-codes';

export const HELP_TOPICS: Readonly<Record<string, MessageKey>> = {
  environment: 'cli.help.topic.environment',
  'exit-codes': 'cli.help.topic.exitCodes',
  formatting: 'cli.help.topic.formatting',
};

interface Writable {
  write(chunk: string): unknown;
}

/** The command the words name (`upload submit`), or undefined. */
export function findCommand(program: Command, words: readonly string[]): Command | undefined {
  let command: Command | undefined = program;
  for (const word of words) command = command?.commands.find((sub) => sub.name() === word || sub.aliases().includes(word));
  return command;
}

export function showHelp(program: Command, words: readonly string[], stdout: Writable, stderr: Writable): number {
  const topic = words.length === 1 ? HELP_TOPICS[words[0]] : undefined;
  if (topic) {
    stdout.write(`${t(topic)}\n`);
    return ExitCode.OK;
  }
  const command = findCommand(program, words);
  if (!command) {
    stderr.write(`${t('cli.help.topic.unknown', { words: words.join(' ') })}\n`);
    return ExitCode.USAGE;
  }
  // outputHelp, not helpInformation: the EXAMPLES and notes are added after the help by its events.
  command.outputHelp();
  return ExitCode.OK;
}
