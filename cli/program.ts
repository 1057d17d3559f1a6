// The twb commands and options; each command's implementation (and undici) is imported only when it runs, and so are
// the message catalogues other than the help's (runCommand registers them).
import './help-messages';
import { Command, Help, type Option, type Argument } from 'commander';
import { version } from '../package.json';
import { t, type MessageKey } from '../core/i18n';
import type { LoginOptions } from './commands/login';
import type { ApiOptions } from './commands/api';
import type { CommonOptions } from './commands/common-options';
import type { UploadValidateOptions } from './commands/upload-validate';
import type { UploadSubmitOptions } from './commands/upload-submit';
import type { UploadFileOptions, UploadHistoryOptions } from './commands/upload-jobs';
import type { ReservationListOptions, UsageExportOptions } from './commands/usage-commands';
import type { InvoicesDownloadOptions, InvoicesListOptions } from './commands/invoice-options';
import { runCommand } from './run-command';
import { showHelp } from './help-topics';

/** Repeated options gather into a list (no default, so help shows none). */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** --json [fields] and --jq: every command that prints data has both (cli/io/machine-output.ts). */
function withMachineOptions(command: Command): Command {
  return command.option('--json [fields]', t('cli.help.option.json')).option('--jq <expression>', t('cli.help.option.jq'));
}

function withCommonOptions(command: Command): Command {
  return withMachineOptions(command.option('--base-url <url>', t('cli.help.option.baseUrl')));
}

/** The EXAMPLES section of a command's help, from the catalogue key `cli.examples.<name>`. */
function withExamples(command: Command, name: string): Command {
  return command.addHelpText('after', `\n${t('cli.help.examplesTitle')}\n${t(`cli.examples.${name}` as MessageKey)}`);
}

/** Commands end by setting the exit code, never by process.exit, so pending output is flushed. */
export function finish(code: number): void {
  process.exitCode = code;
}

const TITLES: Readonly<Record<string, MessageKey>> = {
  'Usage:': 'cli.help.title.usage',
  'Arguments:': 'cli.help.title.arguments',
  'Options:': 'cli.help.title.options',
  'Commands:': 'cli.help.title.commands',
  'Global Options:': 'cli.help.title.globalOptions',
};

/** Commander's help in twb's words: bilingual titles and "(default / 既定値: x)". */
const helpConfiguration: Partial<Help> = {
  styleTitle: (title: string) => (TITLES[title] ? t(TITLES[title]) : title),
  optionDescription(option: Option): string {
    return Help.prototype.optionDescription.call(this, option).replace(/\(default: (.*)\)$/, (_m, value: string) => `(${t('cli.help.default', { value })})`);
  },
  argumentDescription(argument: Argument): string {
    return Help.prototype.argumentDescription.call(this, argument).replace(/\(default: (.*)\)$/, (_m, value: string) => `(${t('cli.help.default', { value })})`);
  },
};

export function buildProgram(): Command {
  const program = new Command('twb')
    .description(t('cli.help.program'))
    .version(version, '-V, --version', t('cli.help.version'))
    .helpOption('-h, --help', t('cli.help.help'))
    // `twb help <command|topic>` is twb's own (help-topics.ts): commander's knows no topics.
    .helpCommand(false)
    .configureHelp(helpConfiguration)
    .addHelpText('after', t('cli.help.after'))
    // Parse failures are reported by reportCommanderFailure in Japanese; commander's own English line is dropped.
    .configureOutput({ outputError: () => undefined })
    .exitOverride();

  program
    .command('help')
    .description(t('cli.help.topic'))
    .argument('[words...]', t('cli.help.topic.words'))
    .action((words: string[]) => finish(showHelp(program, words, process.stdout, process.stderr)));

  withExamples(withCommonOptions(program.command('login').description(t('cli.help.login'))), 'login')
    .option('--login-id <id>', t('cli.help.option.loginId'))
    .action(async (options: LoginOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/login')).runLogin(options, runtime, output))),
    );
  withExamples(withCommonOptions(program.command('whoami').description(t('cli.help.whoami'))), 'whoami').action(async (options: CommonOptions) =>
    finish(await runCommand(options, async (runtime, output) => (await import('./commands/whoami')).runWhoami(options, runtime, output))),
  );
  withExamples(withCommonOptions(program.command('logout').description(t('cli.help.logout'))), 'logout').action(async (options: CommonOptions) =>
    finish(await runCommand(options, async (runtime, output) => (await import('./commands/logout')).runLogout(options, runtime, output))),
  );

  const auth = withExamples(program.command('auth').description(t('cli.help.auth')), 'auth');
  withExamples(withCommonOptions(auth.command('status').description(t('cli.help.auth.status'))), 'auth.status').action(async (options: CommonOptions) =>
    finish(await runCommand(options, async (runtime, output) => (await import('./commands/auth')).runAuthStatus(options, runtime, output))),
  );
  withExamples(auth.command('token').description(t('cli.help.auth.token')).option('--base-url <url>', t('cli.help.option.baseUrl')), 'auth.token').action(
    async (options: CommonOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/auth')).runAuthToken(options, runtime, output))),
  );

  const corp = withExamples(program.command('corp').description(t('cli.help.corp')), 'corp');
  withExamples(withCommonOptions(corp.command('list').description(t('cli.help.corp.list'))), 'corp.list').action(async (options: CommonOptions) =>
    finish(await runCommand(options, async (runtime, output) => (await import('./commands/corp')).runCorpList(options, runtime, output))),
  );
  withExamples(withCommonOptions(corp.command('switch').description(t('cli.help.corp.switch'))), 'corp.switch')
    .argument('<id|name>', t('cli.help.corp.target'))
    .action(async (target: string, options: CommonOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/corp')).runCorpSwitch(target, options, runtime, output))),
    );

  const config = withExamples(program.command('config').description(t('cli.help.config')), 'config');
  withExamples(withMachineOptions(config.command('get').description(t('cli.help.config.get'))), 'config.get')
    .argument('[key]', t('cli.help.config.key'))
    .action(async (key: string | undefined, options: CommonOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/config')).runConfigGet(key, runtime, output))),
    );
  withExamples(config.command('set').description(t('cli.help.config.set')), 'config.set')
    .argument('<key>', t('cli.help.config.key'))
    .argument('<value>', t('cli.help.config.value'))
    .action(async (key: string, value: string) =>
      finish(await runCommand(false, async (runtime, output) => (await import('./commands/config')).runConfigSet(key, value, runtime, output))),
    );
  withExamples(config.command('unset').description(t('cli.help.config.unset')), 'config.unset')
    .argument('<key>', t('cli.help.config.key'))
    .action(async (key: string) =>
      finish(await runCommand(false, async (runtime, output) => (await import('./commands/config')).runConfigUnset(key, runtime, output))),
    );

  withExamples(withCommonOptions(program.command('api').description(t('cli.help.api'))), 'api')
    .argument('[method]', t('cli.help.api.method'))
    .argument('[path]', t('cli.help.api.path'))
    .option('-d, --data <json|@file>', t('cli.help.api.data'))
    .option('-q, --query <key=value>', t('cli.help.api.query'), collect)
    .option('-H, --header <name:value>', t('cli.help.api.header'), collect)
    .option('-i, --include', t('cli.help.api.include'))
    .option('--paginate', t('cli.help.api.paginate'))
    .option('-o, --output <file>', t('cli.help.api.output'))
    .option('--list', t('cli.help.api.list'))
    .option('--describe <call>', t('cli.help.api.describe'))
    .action(async (method: string | undefined, path: string | undefined, options: ApiOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/api')).runApi(method, path, options, runtime, output))),
    );

  const upload = withExamples(program.command('upload').description(t('csv.cli.help.upload')), 'upload');
  withExamples(withMachineOptions(upload.command('validate').description(t('csv.cli.help.validate'))), 'upload.validate')
    .argument('<kind>', t('csv.cli.help.kind'))
    .argument('<file>', t('csv.cli.help.file'))
    .option('--encoding <auto|utf-8|cp932>', t('csv.cli.help.encoding'), 'auto')
    .action(async (kind: string, file: string, options: UploadValidateOptions) =>
      finish(
        await runCommand(options, async (runtime, output) =>
          (await import('./commands/upload-validate')).runUploadValidate(kind, file, options, runtime, output),
        ),
      ),
    );
  withExamples(withCommonOptions(upload.command('submit').description(t('uploads.cli.help.submit')).addHelpText('after', t('uploads.cli.help.submitNotes'))), 'upload.submit')
    .argument('<kind>', t('csv.cli.help.kind'))
    .argument('<file>', t('csv.cli.help.file'))
    .option('--start-date <YYYY/MM/DD>', t('uploads.cli.help.startDate'))
    .option('--wait', t('uploads.cli.help.wait'))
    .option('--wait-timeout <seconds>', t('uploads.cli.help.waitTimeout'))
    .option('--dry-run', t('uploads.cli.help.dryRun'))
    .option('--delete-existing', t('uploads.cli.help.deleteExisting'))
    .option('--billing-id <id>', t('uploads.cli.help.billingId'))
    .option('--encoding <auto|utf-8|cp932>', t('csv.cli.help.encoding'), 'auto')
    .action(async (kind: string, file: string, options: UploadSubmitOptions) =>
      finish(
        await runCommand(options, async (runtime, output) =>
          (await import('./commands/upload-submit')).runUploadSubmit(kind, file, options, runtime, output),
        ),
      ),
    );
  withExamples(withCommonOptions(upload.command('history').description(t('uploads.cli.help.history'))), 'upload.history')
    .option('--limit <n>', t('uploads.cli.help.limit'))
    .option('--kind <kind>', t('uploads.cli.help.kindFilter'))
    .action(async (options: UploadHistoryOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadHistory(options, runtime, output))),
    );
  withExamples(withCommonOptions(upload.command('cancel').description(t('uploads.cli.help.cancel'))), 'upload.cancel')
    .argument('<id>', t('uploads.cli.help.id'))
    .action(async (id: string, options: CommonOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadCancel(id, options, runtime, output))),
    );
  // No commander default for the encodings of files twb saves: TWB_ENCODING and `twb config set encoding` apply first.
  withExamples(withCommonOptions(upload.command('result').description(t('uploads.cli.help.result'))), 'upload.result')
    .argument('<id>', t('uploads.cli.help.id'))
    .option('-o, --output <file>', t('uploads.cli.help.output'))
    .option('--encoding <utf-8|cp932>', t('uploads.cli.help.templateEncoding'))
    .action(async (id: string, options: UploadFileOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadResult(id, options, runtime, output))),
    );
  withExamples(withCommonOptions(upload.command('template').description(t('uploads.cli.help.template'))), 'upload.template')
    .argument('<kind>', t('csv.cli.help.kind'))
    .option('-o, --output <file>', t('uploads.cli.help.output'))
    .option('--encoding <utf-8|cp932>', t('uploads.cli.help.templateEncoding'))
    .option('--billing-id <id>', t('uploads.cli.help.billingId'))
    .action(async (kind: string, options: UploadFileOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadTemplate(kind, options, runtime, output))),
    );

  const usage = withExamples(program.command('usage').description(t('usage.cli.help.usage')), 'usage');
  withExamples(withCommonOptions(usage.command('export').description(t('usage.cli.help.export'))), 'usage.export')
    .option('--from <YYYY/MM/DD>', t('usage.cli.help.from'))
    .option('--to <YYYY/MM/DD>', t('usage.cli.help.to'))
    .option('--department <id|name>', t('usage.cli.help.department'), collect)
    .option('--encoding <utf-8|cp932>', t('usage.cli.help.encoding'))
    .option('-o, --output <file>', t('usage.cli.help.output'))
    .action(async (options: UsageExportOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/usage-commands')).runUsageExport(options, runtime, output))),
    );
  const reservations = withExamples(program.command('reservations').description(t('usage.cli.help.reservations')), 'reservations');
  withExamples(withCommonOptions(reservations.command('list').description(t('usage.cli.help.reservationsList'))), 'reservations.list')
    .option('--from <YYYY/MM/DD>', t('usage.cli.help.from'))
    .option('--to <YYYY/MM/DD>', t('usage.cli.help.to'))
    .option('--facility <id>', t('usage.cli.help.facility'))
    .option('--room <id>', t('usage.cli.help.room'))
    .option('--charge <id>', t('usage.cli.help.charge'))
    .option('--user-name <text>', t('usage.cli.help.userName'))
    .option('--department <id|name>', t('usage.cli.help.department'), collect)
    .option('--include-cancelled', t('usage.cli.help.includeCancelled'))
    .option('--sort <column>', t('usage.cli.help.sort'))
    .option('--order <asc|desc>', t('usage.cli.help.order'))
    .option('--limit <n>', t('usage.cli.help.limit'))
    .option('--offset <n>', t('usage.cli.help.offset'))
    .action(async (options: ReservationListOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/usage-commands')).runReservationList(options, runtime, output))),
    );

  const invoices = withExamples(program.command('invoices').description(t('cli.help.invoices')), 'invoices');
  withExamples(withCommonOptions(invoices.command('list').description(t('cli.help.invoices.list')).addHelpText('after', t('cli.help.invoices.listNotes'))), 'invoices.list')
    .option('--from <YYYY/MM>', t('cli.help.invoices.from'))
    .option('--to <YYYY/MM>', t('cli.help.invoices.to'))
    .option('--division <share|flex>', t('cli.help.invoices.division'))
    .action(async (options: InvoicesListOptions) =>
      finish(await runCommand(options, async (runtime, output) => (await import('./commands/invoices-list')).runInvoicesList(options, runtime, output))),
    );
  // No commander defaults for the format's options: an option given where it cannot apply is refused (invoice-options).
  withExamples(withCommonOptions(invoices.command('download').description(t('cli.help.invoices.download')).addHelpText('after', t('cli.help.invoices.downloadNotes'))), 'invoices.download')
    .argument('<YYYY/MM>', t('cli.help.invoices.month'))
    .option('--destination <id>', t('cli.help.invoices.destination'))
    .option('--format <pdf|xlsx|csv>', t('cli.help.invoices.format'))
    .option('--type <all|summary|breakdown>', t('cli.help.invoices.type'))
    .option('--division <share|flex>', t('cli.help.invoices.division'))
    .option('--encoding <utf-8|cp932>', t('cli.help.invoices.encoding'))
    .option('-o, --output <file|dir>', t('cli.help.invoices.output'))
    .action(async (month: string, options: InvoicesDownloadOptions) =>
      finish(
        await runCommand(options, async (runtime, output) =>
          (await import('./commands/invoices-download')).runInvoicesDownload(month, options, runtime, output),
        ),
      ),
    );

  withExamples(program.command('completion').description(t('cli.help.completion')), 'completion')
    .argument('<bash|zsh|fish>', t('cli.help.completion.shell'))
    .action(async (shell: string) =>
      finish(await runCommand(false, async (runtime) => (await import('./commands/completion')).runCompletion(shell, program, runtime))),
    );
  return program;
}
