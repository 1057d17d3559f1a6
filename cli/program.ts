// The twb commands and options; each command's implementation (and undici) is imported only when it runs, and so are
// the message catalogues other than the help's (runCommand registers them).
import './help-messages';
import { Command } from 'commander';
import { version } from '../package.json';
import { t } from '../core/i18n';
import type { LoginOptions } from './commands/login';
import type { ApiOptions } from './commands/api';
import type { CommonOptions } from './commands/common-options';
import type { UploadValidateOptions } from './commands/upload-validate';
import type { UploadSubmitOptions } from './commands/upload-submit';
import type { UploadFileOptions, UploadHistoryOptions } from './commands/upload-jobs';
import type { ReservationListOptions, UsageExportOptions } from './commands/usage-commands';
import type { InvoicesDownloadOptions, InvoicesListOptions } from './commands/invoice-options';
import { runCommand } from './run-command';

/** Repeated options gather into a list (no default, so help shows none). */
function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function withCommonOptions(command: Command): Command {
  return command.option('--base-url <url>', t('cli.help.option.baseUrl')).option('--json', t('cli.help.option.json'));
}

/** Commands end by setting the exit code, never by process.exit, so pending output is flushed. */
export function finish(code: number): void {
  process.exitCode = code;
}

export function buildProgram(): Command {
  const program = new Command('twb')
    .description(t('cli.help.program'))
    .version(version, '-V, --version', t('cli.help.version'))
    .helpOption('-h, --help', t('cli.help.help'))
    .addHelpText('after', t('cli.help.after'))
    // Parse failures are reported by reportCommanderFailure in Japanese; commander's own English line is dropped.
    .configureOutput({ outputError: () => undefined })
    .exitOverride();

  withCommonOptions(program.command('login').description(t('cli.help.login')))
    .option('--login-id <id>', t('cli.help.option.loginId'))
    .action(async (options: LoginOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/login')).runLogin(options, runtime, output))),
    );

  withCommonOptions(program.command('whoami').description(t('cli.help.whoami'))).action(async (options: CommonOptions) =>
    finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/whoami')).runWhoami(options, runtime, output))),
  );

  withCommonOptions(program.command('logout').description(t('cli.help.logout'))).action(async (options: CommonOptions) =>
    finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/logout')).runLogout(options, runtime, output))),
  );

  withCommonOptions(program.command('api').description(t('cli.help.api')))
    .argument('<method>', t('cli.help.api.method'))
    .argument('<path>', t('cli.help.api.path'))
    .option('-d, --data <json|@file>', t('cli.help.api.data'))
    .option('-q, --query <key=value>', t('cli.help.api.query'), collect)
    .action(async (method: string, path: string, options: ApiOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/api')).runApi(method, path, options, runtime, output))),
    );

  const upload = program.command('upload').description(t('csv.cli.help.upload'));
  upload
    .command('validate')
    .description(t('csv.cli.help.validate'))
    .argument('<kind>', t('csv.cli.help.kind'))
    .argument('<file>', t('csv.cli.help.file'))
    .option('--encoding <auto|utf-8|cp932>', t('csv.cli.help.encoding'), 'auto')
    .option('--json', t('cli.help.option.json'))
    .action(async (kind: string, file: string, options: UploadValidateOptions) =>
      finish(
        await runCommand(options.json, async (runtime, output) =>
          (await import('./commands/upload-validate')).runUploadValidate(kind, file, options, runtime, output),
        ),
      ),
    );

  withCommonOptions(upload.command('submit').description(t('uploads.cli.help.submit')).addHelpText('after', t('uploads.cli.help.submitNotes')))
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
        await runCommand(options.json, async (runtime, output) =>
          (await import('./commands/upload-submit')).runUploadSubmit(kind, file, options, runtime, output),
        ),
      ),
    );

  withCommonOptions(upload.command('history').description(t('uploads.cli.help.history')))
    .option('--limit <n>', t('uploads.cli.help.limit'))
    .option('--kind <kind>', t('uploads.cli.help.kindFilter'))
    .action(async (options: UploadHistoryOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadHistory(options, runtime, output))),
    );

  withCommonOptions(upload.command('cancel').description(t('uploads.cli.help.cancel')))
    .argument('<id>', t('uploads.cli.help.id'))
    .action(async (id: string, options: CommonOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadCancel(id, options, runtime, output))),
    );

  withCommonOptions(upload.command('result').description(t('uploads.cli.help.result')))
    .argument('<id>', t('uploads.cli.help.id'))
    .option('-o, --output <file>', t('uploads.cli.help.output'))
    .option('--encoding <utf-8|cp932>', t('uploads.cli.help.templateEncoding'), 'utf-8')
    .action(async (id: string, options: UploadFileOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadResult(id, options, runtime, output))),
    );

  withCommonOptions(upload.command('template').description(t('uploads.cli.help.template')))
    .argument('<kind>', t('csv.cli.help.kind'))
    .option('-o, --output <file>', t('uploads.cli.help.output'))
    .option('--encoding <utf-8|cp932>', t('uploads.cli.help.templateEncoding'), 'utf-8')
    .option('--billing-id <id>', t('uploads.cli.help.billingId'))
    .action(async (kind: string, options: UploadFileOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/upload-jobs')).runUploadTemplate(kind, options, runtime, output))),
    );

  const usage = program.command('usage').description(t('usage.cli.help.usage'));
  withCommonOptions(usage.command('export').description(t('usage.cli.help.export')))
    .option('--from <YYYY/MM/DD>', t('usage.cli.help.from'))
    .option('--to <YYYY/MM/DD>', t('usage.cli.help.to'))
    .option('--department <id|name>', t('usage.cli.help.department'), collect)
    .option('--encoding <utf-8|cp932>', t('usage.cli.help.encoding'), 'utf-8')
    .option('-o, --output <file>', t('usage.cli.help.output'))
    .action(async (options: UsageExportOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/usage-commands')).runUsageExport(options, runtime, output))),
    );

  const reservations = program.command('reservations').description(t('usage.cli.help.reservations'));
  withCommonOptions(reservations.command('list').description(t('usage.cli.help.reservationsList')))
    .option('--from <YYYY/MM/DD>', t('usage.cli.help.from'))
    .option('--to <YYYY/MM/DD>', t('usage.cli.help.to'))
    .option('--facility <id>', t('usage.cli.help.facility'))
    .option('--room <id>', t('usage.cli.help.room'))
    .option('--charge <id>', t('usage.cli.help.charge'))
    .option('--user-name <text>', t('usage.cli.help.userName'))
    .option('--department <id|name>', t('usage.cli.help.department'), collect)
    .option('--include-cancelled', t('usage.cli.help.includeCancelled'))
    .option('--sort <column>', t('usage.cli.help.sort'))
    .option('--order <order>', t('usage.cli.help.order'))
    .option('--limit <n>', t('usage.cli.help.limit'))
    .option('--offset <n>', t('usage.cli.help.offset'))
    .action(async (options: ReservationListOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/usage-commands')).runReservationList(options, runtime, output))),
    );

  const invoices = program.command('invoices').description(t('cli.help.invoices'));
  withCommonOptions(invoices.command('list').description(t('cli.help.invoices.list')).addHelpText('after', t('cli.help.invoices.listNotes')))
    .option('--from <YYYY/MM>', t('cli.help.invoices.from'))
    .option('--to <YYYY/MM>', t('cli.help.invoices.to'))
    .option('--division <share|flex>', t('cli.help.invoices.division'))
    .action(async (options: InvoicesListOptions) =>
      finish(await runCommand(options.json, async (runtime, output) => (await import('./commands/invoices-list')).runInvoicesList(options, runtime, output))),
    );

  // No commander defaults for the format's options: an option given where it cannot apply is refused (invoice-options).
  withCommonOptions(invoices.command('download').description(t('cli.help.invoices.download')).addHelpText('after', t('cli.help.invoices.downloadNotes')))
    .argument('<YYYY/MM>', t('cli.help.invoices.month'))
    .option('--destination <id>', t('cli.help.invoices.destination'))
    .option('--format <pdf|xlsx|csv>', t('cli.help.invoices.format'))
    .option('--type <all|summary|breakdown>', t('cli.help.invoices.type'))
    .option('--division <share|flex>', t('cli.help.invoices.division'))
    .option('--encoding <utf-8|cp932>', t('cli.help.invoices.encoding'))
    .option('-o, --output <file|dir>', t('cli.help.invoices.output'))
    .action(async (month: string, options: InvoicesDownloadOptions) =>
      finish(
        await runCommand(options.json, async (runtime, output) =>
          (await import('./commands/invoices-download')).runInvoicesDownload(month, options, runtime, output),
        ),
      ),
    );

  return program;
}
