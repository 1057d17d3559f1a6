// Commander's own parse failures (unknown option, missing argument ...) as Japanese usage errors with exit 2.
import { t } from '../core/i18n';
import { ExitCode } from './io/exit-codes';
import { createOutput } from './io/output';
import type { OutputStream } from './io/streams';
import type { Env } from './io/color';

/** Flags people reach for to pass secrets, and the environment variable to use instead. */
const SECRET_FLAGS: Readonly<Record<string, string>> = {
  '--password': 'TWB_PASSWORD',
  '--confirmation-code': 'TWB_CONFIRMATION_CODE',
  '--code': 'TWB_CONFIRMATION_CODE',
  '--new-password': 'TWB_NEW_PASSWORD',
  '--new-confirmation-code': 'TWB_NEW_CONFIRMATION_CODE',
  '--token': 'TWB_TOKEN',
};

export interface CommanderFailure {
  code: string;
  exitCode: number;
  message: string;
}

export interface UsageTargets {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Env;
  json: boolean;
}

function quoted(message: string, index = 0): string {
  return [...message.matchAll(/'([^']*)'/g)][index]?.[1] ?? '';
}

/**
 * Commander's English message in Japanese, from its code and the names it quotes; a code commander adds later falls
 * back to its own words under the Japanese prefix.
 */
export function japaneseDetail(failure: CommanderFailure): string {
  const { message } = failure;
  const suggestion = /\(Did you mean (.+)\?\)/.exec(message)?.[1];
  const hint = suggestion ? t('cli.usage.didYouMean', { suggestion }) : '';
  switch (failure.code) {
    case 'commander.unknownOption':
      return t('cli.usage.unknownOption', { flag: quoted(message) }) + hint;
    case 'commander.unknownCommand':
      return t('cli.usage.unknownCommand', { name: quoted(message) }) + hint;
    case 'commander.missingArgument':
      return t('cli.usage.missingArgument', { name: quoted(message) });
    case 'commander.optionMissingArgument':
      return t('cli.usage.optionMissingArgument', { flag: quoted(message) });
    case 'commander.missingMandatoryOptionValue':
      return t('cli.usage.missingMandatoryOption', { flag: quoted(message) });
    case 'commander.excessArguments': {
      const [, expected = '?', received = '?'] = /Expected (\d+) arguments? but got (\d+)/.exec(message) ?? [];
      return t('cli.usage.excessArguments', { expected, received });
    }
    case 'commander.invalidArgument':
      return t('cli.usage.invalidArgument', { flag: quoted(message), value: quoted(message, 1) });
    case 'commander.conflictingOption': {
      const [, first = '', second = ''] = /error: (.+) cannot be used with (.+)$/.exec(message) ?? [];
      return t('cli.usage.conflictingOption', { first, second });
    }
    default:
      return message.replace(/^error:\s*/, '');
  }
}

/** Reports a commander failure and answers the exit code: 0 after --help or --version, else 2. */
export function reportCommanderFailure(failure: CommanderFailure, targets: UsageTargets): number {
  if (failure.exitCode === 0) return ExitCode.OK;
  // `twb` alone prints the help (on stderr) and ends as a usage error.
  if (failure.code === 'commander.help' || failure.code === 'commander.helpDisplayed') return ExitCode.USAGE;
  const output = createOutput(targets, { json: targets.json });
  const flag = /'(--[\w-]+)/.exec(failure.message)?.[1];
  const secretEnv = failure.code === 'commander.unknownOption' && flag ? SECRET_FLAGS[flag.split('=')[0]] : undefined;
  const message = secretEnv
    ? t('cli.usage.secretInFlag', { flag: flag ?? '', env: secretEnv })
    : t('cli.usage.error', { detail: japaneseDetail(failure) });
  output.error(message);
  output.info(t('cli.usage.seeHelp'));
  if (output.json) output.report({ error: { code: 'USAGE', message } });
  return ExitCode.USAGE;
}
