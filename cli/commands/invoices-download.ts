// `twb invoices download <YYYY/MM> [--destination] [--format pdf|xlsx|csv] [--type] [--division] [--encoding] -o FILE|DIR`:
// the invoice PDF of one destination (or of every destination of the month), or the month's charge lines as the
// .xlsx or the CSV of the invoice pages. Every option is checked before the first call; every file is streamed to
// disk and renamed into place (cli/io/stream-download.ts). Only the request is retried, never a body half written.
import { stat, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CallDef } from '../../core/api/call';
import { chargeCalls } from '../../core/charges/calls';
import type { ApiClient } from '../../core/api/client-types';
import { t } from '../../core/i18n';
import { failure, notSignedInError } from '../io/cli-error';
import { ExitCode } from '../io/exit-codes';
import type { Output } from '../io/output';
import { configuredEncoding, configuredOutputDir } from '../config/user-config';
import { openDownload, pipeDownload, saveDownload, type FileCall } from '../io/stream-download';
import type { CliRuntime } from '../runtime';
import { apiClientFor, resolveSession } from '../session';
import {
  assertTargetFits, chargeFileName, divisionCode, downloadPlanOf, invoicePdfName, outputTypeCode,
  type DownloadPlan, type InvoicesDownloadOptions, type OutputTarget,
} from './invoice-options';
import { withGetRetries } from './upload-retry';

/** One file to fetch: which call with what, the name it takes in -o DIR, and the destination it is for (if one). */
interface FileJob {
  def: CallDef<unknown, unknown>;
  request: FileCall['request'];
  fileName: string;
  destination?: { id: string; name: string | null };
}

/** -o - is stdout; an existing folder, or a path ending in a slash (created), is a folder; anything else a file. */
export async function outputTargetOf(output: string): Promise<OutputTarget> {
  if (output === '-') return { kind: 'stdout' };
  if (/[/\\]$/.test(output)) {
    await mkdir(output, { recursive: true });
    return { kind: 'dir', dir: output };
  }
  const found = await stat(output).catch(() => null);
  return found?.isDirectory() ? { kind: 'dir', dir: output } : { kind: 'file', path: output };
}

/** The invoice of --destination, or one per destination invoiced that month (from the destinations' list of invoices). */
async function pdfJobs(api: ApiClient, plan: DownloadPlan): Promise<FileJob[]> {
  const invoice = (id: string, name: string | null): FileJob => ({
    def: chargeCalls.invoice as CallDef<unknown, unknown>,
    request: { month: plan.month, chargeClientId: id },
    fileName: invoicePdfName(plan.month, id),
    destination: { id, name },
  });
  if (plan.destination) return [invoice(plan.destination, null)];
  const { clients } = await withGetRetries(() => api.call(chargeCalls.clientAll, { from: plan.month, to: plan.month }));
  const invoiced = clients.filter((c) => c.months.some((m) => m.month === plan.month));
  if (invoiced.length === 0) throw failure(t('charges.noInvoice'), 'NO_INVOICE');
  return invoiced.map((c) => invoice(c.chargeClientId, c.clientName));
}

/** The departments billed to a destination that month (the lines carry their destination), as the calls' organizationId. */
async function departmentsOf(api: ApiClient, plan: DownloadPlan, destination: string): Promise<{ ids: string; name: string }> {
  const answer = await withGetRetries(() => api.call(chargeCalls.client, { month: plan.month, chargeDivision: divisionCode(plan.division) }));
  const client = answer.clients.find((c) => c.chargeClientId === destination);
  if (!client) throw failure(t('charges.noInvoice'), 'NO_INVOICE');
  return { ids: client.departments.map((d) => d.organizationId).join(','), name: client.clientName };
}

async function lineFileJob(api: ApiClient, plan: DownloadPlan): Promise<FileJob> {
  const destination = plan.destination ? await departmentsOf(api, plan, plan.destination) : undefined;
  const query = {
    month: plan.month,
    chargeDivision: divisionCode(plan.division),
    outputType: outputTypeCode(plan.outputType),
    organizationId: destination?.ids,
  };
  const fileName = chargeFileName(plan, plan.destination);
  const who = plan.destination && destination ? { id: plan.destination, name: destination.name } : undefined;
  if (plan.format === 'csv') return { def: chargeCalls.csv as CallDef<unknown, unknown>, request: { ...query, encoding: plan.encoding }, fileName, destination: who };
  // As the invoice page does: ask first, so that a month with nothing to put in the workbook gets the spec's message.
  const check = await withGetRetries(() => api.call(chargeCalls.excelCheck, query));
  if (!check.available) throw failure(check.message ?? t('charges.noInvoice'), 'NO_INVOICE');
  return { def: chargeCalls.excel as CallDef<unknown, unknown>, request: query, fileName, destination: who };
}

export async function runInvoicesDownload(monthText: string, options: InvoicesDownloadOptions, runtime: CliRuntime, output: Output): Promise<number> {
  // The encoding (csv only: refused for the others when given) and the folder of TWB_* or `twb config`, when not given.
  const defaults: InvoicesDownloadOptions = { ...options };
  if (defaults.format === 'csv') defaults.encoding = await configuredEncoding(runtime, options.encoding);
  defaults.output ??= await configuredOutputDir(runtime);
  const plan = downloadPlanOf(monthText, defaults);
  const target = await outputTargetOf(plan.output);
  const session = await resolveSession(runtime, options.baseUrl);
  if (!session.credential) throw notSignedInError();
  const token = session.credential.token;
  const [api, fetchImpl] = await Promise.all([apiClientFor(runtime, session.baseUrl, token), runtime.loadFetch()]);
  const jobs = plan.format === 'pdf' ? await pdfJobs(api, plan) : [await lineFileJob(api, plan)];
  assertTargetFits(target, jobs.length);

  const saved: { file: string; chargeClientId?: string; destination?: string | null; bytes: number; contentType: string; serverFileName: string | null }[] = [];
  for (const job of jobs) {
    const call: FileCall = { baseUrl: session.baseUrl, token, def: job.def, request: job.request };
    // The CSV is a POST that only reads: retrying it cannot change anything.
    const download = await withGetRetries(() => openDownload(fetchImpl, call));
    const file = target.kind === 'dir' ? join(target.dir, job.fileName) : target.kind === 'file' ? target.path : '-';
    const bytes = target.kind === 'stdout'
      ? await pipeDownload(download, runtime.stdout as unknown as NodeJS.WritableStream)
      : await saveDownload(download, file);
    saved.push({
      file, ...(job.destination ? { chargeClientId: job.destination.id, destination: job.destination.name } : {}),
      bytes, contentType: download.contentType, serverFileName: download.fileName,
    });
    if (target.kind === 'stdout') continue;
    output.success(job.destination?.name
      ? t('charges.cli.saved', { file, destination: job.destination.name, bytes })
      : t('charges.cli.savedFile', { file, bytes }));
  }
  // With -o - stdout carries the file itself, so no JSON report can follow it there.
  if (output.json && target.kind !== 'stdout') output.data({ month: plan.month, format: plan.format, files: saved });
  return ExitCode.OK;
}
