// The kit's date and month inputs: typed text read leniently and written back as yyyy/MM/dd (yyyy/MM), a day (month)
// picked from the calendar, the house's messages for a day that is not one and for one out of range, an emptied
// field, the calendar offering only days within min and max. (web/app/date-fields.test.tsx scans the sources for
// any other date field.)
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../core/i18n';
import { calendarProblem, canonicalDate, canonicalMonth } from '../../core/validation';
import { DateInput, MonthInput, type CalendarInputProps } from './DateInput';

/** An input whose value lives in state, as on a page; every change is also recorded. */
function Harness({ kind, initial = '', onChange, ...rest }: Partial<CalendarInputProps> & { kind: 'date' | 'month'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const Input = kind === 'date' ? DateInput : MonthInput;
  return (
    <>
      <label htmlFor="field">日付</label>
      <Input id="field" value={value} onChange={(next) => { setValue(next); onChange?.(next); }} {...rest} />
      <output data-testid="value">{value}</output>
      <button type="button">ほか</button>
    </>
  );
}

const field = () => screen.getByLabelText('日付') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('reading typed dates and months', () => {
  it('reads the usual ways of writing a day as yyyy/MM/dd, and refuses what is not a day', () => {
    for (const text of ['2026/1/5', '2026/01/05', '2026-01-05', '20260105', '２０２６／０１／０５', ' 2026/1/05 ']) expect(canonicalDate(text), text).toBe('2026/01/05');
    for (const text of ['2026/02/30', '2026/13/01', '26/1/5', '2026/1', 'abc', '2026115']) expect(canonicalDate(text), text).toBeNull();
    expect(canonicalMonth('2026/1')).toBe('2026/01');
    expect(canonicalMonth('202611')).toBe('2026/11');
    expect(canonicalMonth('2026/13')).toBeNull();
  });

  it('says what is wrong in the house words: the format, or the range', () => {
    expect(calendarProblem('date', '')).toBeNull();
    expect(calendarProblem('date', '2026/02/30')).toEqual({ key: 'validation.date' });
    expect(calendarProblem('date', '2026/11/30', { min: '2026-12-01', max: '2026/12/31' })).toEqual({ key: 'validation.dateRange', params: { from: '2026/12/01', to: '2026/12/31' } });
    expect(calendarProblem('date', '2020/11/30', { min: '2020/12/01' })).toEqual({ key: 'validation.dateFrom', params: { from: '2020/12/01' } });
    expect(calendarProblem('month', '2026/11', { max: '2026/10' })).toEqual({ key: 'validation.monthTo', params: { to: '2026/10' } });
    expect(calendarProblem('month', '2026-1x')).toEqual({ key: 'validation.month' });
  });
});

describe('DateInput', () => {
  it('shows yyyy/MM/dd with its placeholder, also for a yyyy-MM-dd value from the URL', () => {
    render(<Harness kind="date" initial="2026-11-01" />);
    expect(field().value).toBe('2026/11/01');
    expect(field().type).toBe('text');
    expect(field().placeholder).toBe('yyyy/MM/dd');
    // Nothing was changed by showing it.
    expect(value()).toBe('2026-11-01');
  });

  it('takes a typed day at once and writes it back in the canonical form when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness kind="date" onChange={onChange} />);
    await user.type(field(), '2026/1/5');
    expect(value()).toBe('2026/01/05');
    expect(field().value).toBe('2026/1/5');
    await user.click(screen.getByRole('button', { name: 'ほか' }));
    expect(field().value).toBe('2026/01/05');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026/01/05');
  });

  it('says a day that is not one is wrong when the field is left, and keeps the text', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" />);
    await user.type(field(), '2026/02/30');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t('validation.date'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(value()).toBe('2026/02/30');
    // Put right, the message goes.
    await user.clear(field());
    await user.type(field(), '2026/02/28');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value()).toBe('2026/02/28');
  });

  it('an emptied field is empty, not wrong', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" initial="2026/11/01" />);
    await user.clear(field());
    await user.tab();
    expect(value()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('picks a day from the calendar, which opens on the value and moves by month', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" initial="2026/11/20" />);
    await user.click(screen.getByRole('button', { name: t('calendar.open') }));
    const calendar = await screen.findByRole('group', { name: t('calendar.label') });
    expect(within(calendar).getByText('2026年11月')).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: '2026年11月20日' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(calendar).getByRole('button', { name: t('calendar.nextMonth') }));
    await user.click(within(calendar).getByRole('button', { name: '2026年12月3日' }));
    expect(value()).toBe('2026/12/03');
    expect(field().value).toBe('2026/12/03');
  });

  it('offers only the days within min and max, and says a typed day outside is out of range', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" initial="2026/12/10" min="2026/12/05" max="2026/12/20" />);
    await user.click(screen.getByRole('button', { name: t('calendar.open') }));
    const calendar = await screen.findByRole('group', { name: t('calendar.label') });
    expect((within(calendar).getByRole('button', { name: '2026年12月4日' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(calendar).getByRole('button', { name: '2026年12月5日' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(calendar).getByRole('button', { name: '2026年12月21日' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    // Closed, the popover hands the focus back to its button: type once it has.
    await waitFor(() => expect(screen.queryByRole('group', { name: t('calendar.label') })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t('calendar.open') })));
    await user.clear(field());
    await user.type(field(), '2026/12/21');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t('validation.dateRange', { from: '2026/12/05', to: '2026/12/20' }));
  });

  it('leaves the message to the caller when it gives one (a write flow), still marked invalid', async () => {
    const user = userEvent.setup();
    render(<Harness kind="date" error="フォームのメッセージ" />);
    await user.type(field(), 'x');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('MonthInput', () => {
  it('takes a typed month as yyyy/MM and refuses one that is not', async () => {
    const user = userEvent.setup();
    render(<Harness kind="month" />);
    expect(field().placeholder).toBe('yyyy/MM');
    await user.type(field(), '2026-1');
    await user.tab();
    expect(field().value).toBe('2026/01');
    expect(value()).toBe('2026/01');
    await user.clear(field());
    await user.type(field(), '2026/13');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(t('validation.month'));
  });

  it('picks a month of the year shown, within min and max', async () => {
    const user = userEvent.setup();
    render(<Harness kind="month" initial="2026/11" max="2026/11" />);
    await user.click(screen.getByRole('button', { name: t('calendar.open') }));
    const calendar = await screen.findByRole('group', { name: t('calendar.label') });
    expect((within(calendar).getByRole('button', { name: '2026年12月' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(calendar).getByRole('button', { name: t('calendar.previousYear') }));
    await user.click(within(calendar).getByRole('button', { name: '2025年4月' }));
    expect(value()).toBe('2025/04');
  });
});
