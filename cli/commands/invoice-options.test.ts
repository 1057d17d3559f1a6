import { describe, expect, it } from 'vitest';
import { t } from '../../core/i18n';
import { CliError } from '../io/cli-error';
import { assertTargetFits, chargeFileName, downloadPlanOf, invoicePdfName, monthRangeOf } from './invoice-options';

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    return (error as CliError).message;
  }
  throw new Error('expected a usage error');
}

describe('download plan', () => {
  it('defaults to the PDF and, for the line files, to the share division, every line and UTF-8', () => {
    expect(downloadPlanOf('2026/11', { output: 'out' })).toEqual({
      month: '2026/11', format: 'pdf', division: 'share', outputType: 'all', encoding: 'utf-8', destination: undefined, output: 'out',
    });
    expect(downloadPlanOf('2026/11', { output: 'o', format: 'CSV', type: 'summary', division: 'flex', encoding: 'cp932', destination: '12' }))
      .toMatchObject({ format: 'csv', division: 'flex', outputType: 'summary', encoding: 'cp932', destination: '12' });
  });

  it('refuses a bad month, an unknown choice and a bad destination id', () => {
    expect(usageMessage(() => downloadPlanOf('2026/13', { output: 'o' }))).toBe(t('charges.cli.badMonth', { option: '<YYYY/MM>', value: '2026/13' }));
    expect(usageMessage(() => downloadPlanOf('2026/11', { output: 'o', format: 'xlsx', type: 'detail' })))
      .toBe(t('charges.cli.badChoice', { option: '--type', value: 'detail', choices: 'all, summary, breakdown' }));
    expect(usageMessage(() => downloadPlanOf('2026/11', { output: 'o', destination: '0' }))).toBe(t('charges.cli.badId', { option: '--destination', value: '0' }));
  });

  it('refuses options that cannot apply to the format rather than ignoring them', () => {
    for (const option of ['type', 'division', 'encoding'] as const) {
      const value = { type: 'summary', division: 'flex', encoding: 'cp932' }[option];
      expect(usageMessage(() => downloadPlanOf('2026/11', { output: 'o', [option]: value }))).toBe(t('charges.cli.notForPdf', { option: `--${option}` }));
    }
    expect(usageMessage(() => downloadPlanOf('2026/11', { output: 'o', format: 'xlsx', encoding: 'utf-8' }))).toBe(t('charges.cli.csvOnly'));
    expect(usageMessage(() => downloadPlanOf('2026/11', {}))).toBe(t('charges.cli.outputRequired'));
  });
});

describe('month range', () => {
  it('takes either end alone and refuses a reversed range', () => {
    expect(monthRangeOf({})).toEqual({ from: undefined, to: undefined });
    expect(monthRangeOf({ from: '2026/01' })).toEqual({ from: '2026/01', to: undefined });
    expect(usageMessage(() => monthRangeOf({ from: '2026/11', to: '2026/10' }))).toBe(t('charges.cli.monthRange', { from: '2026/11', to: '2026/10' }));
    expect(usageMessage(() => monthRangeOf({ to: '2026-10' }))).toBe(t('charges.cli.badMonth', { option: '--to', value: '2026-10' }));
  });
});

describe('file names and targets', () => {
  it('names files without a slash, by month, division, layout and destination', () => {
    expect(invoicePdfName('2026/11', '2')).toBe('請求書_2026-11_2.pdf');
    expect(chargeFileName({ month: '2026/11', format: 'csv', division: 'share', outputType: 'all' })).toBe('charges_2026-11_share_all.csv');
    expect(chargeFileName({ month: '2026/01', format: 'xlsx', division: 'flex', outputType: 'breakdown' }, '7')).toBe('charges_2026-01_flex_breakdown_7.xlsx');
  });

  it('lets a folder take several files and a file or stdout exactly one', () => {
    expect(() => assertTargetFits({ kind: 'dir', dir: 'd' }, 3)).not.toThrow();
    expect(() => assertTargetFits({ kind: 'file', path: 'f.pdf' }, 1)).not.toThrow();
    expect(usageMessage(() => assertTargetFits({ kind: 'file', path: 'f.pdf' }, 2))).toBe(t('charges.cli.severalFiles', { count: 2 }));
    expect(usageMessage(() => assertTargetFits({ kind: 'stdout' }, 2))).toBe(t('charges.cli.severalFiles', { count: 2 }));
  });
});
