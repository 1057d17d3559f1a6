// The one date input (yyyy/MM/dd) and the one month input (yyyy/MM) of every page. A text field, so it shows and
// takes the house's format whatever the browser's language (a native date input shows mm/dd/yyyy in an English
// browser), with a calendar in a popover to pick from. Typed text is read leniently (2026/1/5, 2026-01-05,
// 20260105: core/validation/dates.ts), written back in the canonical form when the field is left, and checked there
// with the house's messages; a caller with its own message for the field (a write flow's) passes it as `error`.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, InputGroup, Popover } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { calendarProblem, canonicalOf, messageOf, type CalendarKind } from '../../core/validation';

export interface CalendarInputProps {
  id?: string;
  name?: string;
  /** yyyy/MM/dd (yyyy/MM for months); a value in another form canonicalOf reads (yyyy-MM-dd) shows canonical. */
  value: string;
  /** The text as the person leaves it: canonical when it is a valid day (month), else as typed, '' when emptied. */
  onChange: (value: string) => void;
  /** The first and last day (month) accepted; the calendar offers no other. */
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  /** The caller's message for the field, shown by its FormField: the input then marks itself invalid and adds none. */
  error?: string | null;
  className?: string;
  'aria-describedby'?: string;
}

/** Japan's today as yyyy/MM/dd: the calendar opens on it when the field is empty. */
function japanToday(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return parts.replaceAll('-', '/');
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a canonical day or month is outside [min, max] (canonical forms compare as text). */
function outside(value: string, min: string | undefined, max: string | undefined): boolean {
  return (min !== undefined && value < min) || (max !== undefined && value > max);
}

interface PageProps {
  selected: string | null;
  min?: string;
  max?: string;
  onPick: (value: string) => void;
}

/** One month of days, Sunday first, to pick a day from. */
function DayCalendar({ selected, min, max, onPick }: PageProps) {
  const start = selected ?? (min && japanToday() < min ? min : max && japanToday() > max ? max : japanToday());
  const [shown, setShown] = useState({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) });
  const move = (months: number) => setShown(({ year, month }) => {
    const index = year * 12 + (month - 1) + months;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const first = new Date(Date.UTC(shown.year, shown.month - 1, 1)).getUTCDay();
  const count = daysInMonth(shown.year, shown.month);
  const today = japanToday();
  const cells: ReactNode[] = Array.from({ length: first }, (_, i) => <span key={`blank-${i}`} />);
  for (let day = 1; day <= count; day += 1) {
    const value = `${shown.year}/${pad(shown.month)}/${pad(day)}`;
    cells.push(
      <Button
        key={value}
        size="small"
        variant={value === selected ? 'solid' : 'minimal'}
        intent={value === selected ? 'primary' : 'none'}
        className={value === today ? 'twb-calendar__day twb-calendar__day--today' : 'twb-calendar__day'}
        aria-label={t('calendar.dayLabel', { year: shown.year, month: shown.month, day })}
        aria-pressed={value === selected}
        disabled={outside(value, min, max)}
        onClick={() => onPick(value)}
        text={String(day)}
      />,
    );
  }
  return (
    <div className="twb-calendar" role="group" aria-label={t('calendar.label')}>
      <div className="twb-calendar__head">
        <Button size="small" variant="minimal" icon="double-chevron-left" aria-label={t('calendar.previousYear')} onClick={() => move(-12)} />
        <Button size="small" variant="minimal" icon="chevron-left" aria-label={t('calendar.previousMonth')} onClick={() => move(-1)} />
        <span className="twb-calendar__title" aria-live="polite">{t('calendar.monthTitle', { year: shown.year, month: shown.month })}</span>
        <Button size="small" variant="minimal" icon="chevron-right" aria-label={t('calendar.nextMonth')} onClick={() => move(1)} />
        <Button size="small" variant="minimal" icon="double-chevron-right" aria-label={t('calendar.nextYear')} onClick={() => move(12)} />
      </div>
      <div className="twb-calendar__grid">
        {t('calendar.weekdays').split(',').map((name) => <span key={name} className="twb-calendar__weekday" aria-hidden="true">{name}</span>)}
        {cells}
      </div>
      <div className="twb-calendar__foot">
        <Button size="small" variant="minimal" text={t('calendar.today')} disabled={outside(today, min, max)} onClick={() => onPick(today)} />
      </div>
    </div>
  );
}

/** The twelve months of a year, to pick a month from. */
function MonthCalendar({ selected, min, max, onPick }: PageProps) {
  const thisMonth = japanToday().slice(0, 7);
  const start = selected ?? (min && thisMonth < min ? min : max && thisMonth > max ? max : thisMonth);
  const [year, setYear] = useState(Number(start.slice(0, 4)));
  return (
    <div className="twb-calendar twb-calendar--months" role="group" aria-label={t('calendar.label')}>
      <div className="twb-calendar__head">
        <Button size="small" variant="minimal" icon="chevron-left" aria-label={t('calendar.previousYear')} onClick={() => setYear((y) => y - 1)} />
        <span className="twb-calendar__title" aria-live="polite">{t('calendar.yearTitle', { year })}</span>
        <Button size="small" variant="minimal" icon="chevron-right" aria-label={t('calendar.nextYear')} onClick={() => setYear((y) => y + 1)} />
      </div>
      <div className="twb-calendar__months">
        {Array.from({ length: 12 }, (_, i) => {
          const value = `${year}/${pad(i + 1)}`;
          return (
            <Button
              key={value}
              size="small"
              variant={value === selected ? 'solid' : 'minimal'}
              intent={value === selected ? 'primary' : 'none'}
              aria-label={t('calendar.monthTitle', { year, month: i + 1 })}
              aria-pressed={value === selected}
              disabled={outside(value, min, max)}
              onClick={() => onPick(value)}
              text={t('calendar.monthName', { month: i + 1 })}
            />
          );
        })}
      </div>
      <div className="twb-calendar__foot">
        <Button size="small" variant="minimal" text={t('calendar.thisMonth')} disabled={outside(thisMonth, min, max)} onClick={() => onPick(thisMonth)} />
      </div>
    </div>
  );
}

function CalendarInput({ kind, ...props }: CalendarInputProps & { kind: CalendarKind }) {
  const { value, onChange, disabled } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const problemId = `${id}-problem`;
  const shown = (text: string) => canonicalOf(kind, text) ?? text;
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  // A value set from outside (the URL, a reset) replaces what is typed unless it is the same day.
  useEffect(() => {
    setText((current) => (canonicalOf(kind, current) !== null && canonicalOf(kind, current) === canonicalOf(kind, value) ? current : shown(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` depends on kind only
  }, [value, kind]);
  const min = props.min ? canonicalOf(kind, props.min) ?? undefined : undefined;
  const max = props.max ? canonicalOf(kind, props.max) ?? undefined : undefined;
  const problem = calendarProblem(kind, text, { min, max });
  // The input's own message waits until the person leaves the field (not at every keystroke), and gives way to the
  // caller's message.
  const ownMessage = left && problem && !props.error ? messageOf(problem) : null;
  const invalid = Boolean(props.error) || ownMessage !== null;

  const commit = (next: string) => {
    const canonical = canonicalOf(kind, next);
    const settled = next.trim() === '' ? '' : canonical ?? next;
    setText(settled);
    if (settled !== value) onChange(settled);
  };
  const pick = (next: string) => {
    setOpen(false);
    setLeft(true);
    commit(next);
  };
  const describedBy = [props['aria-describedby'], ownMessage ? problemId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['twb-date-input', props.className ?? ''].filter(Boolean).join(' ')}>
      <InputGroup
        id={id}
        name={props.name}
        className="twb-date-input__field"
        value={text}
        placeholder={t(kind === 'date' ? 'calendar.datePlaceholder' : 'calendar.monthPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={kind === 'date' ? 16 : 12}
        disabled={disabled}
        required={props.required}
        intent={invalid ? 'danger' : 'none'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onValueChange={(next) => {
          setText(next);
          // A complete day (month) counts at once, so a search pressed with Enter uses it; anything else when left.
          const canonical = canonicalOf(kind, next);
          if (canonical !== null && canonical !== value) onChange(canonical);
          else if (next.trim() === '' && value !== '') onChange('');
        }}
        onBlur={() => {
          setLeft(true);
          commit(text);
        }}
        rightElement={(
          <Popover
            isOpen={open}
            onInteraction={(next) => setOpen(next)}
            placement="bottom-end"
            disabled={disabled}
            content={kind === 'date'
              ? <DayCalendar selected={canonicalOf(kind, text)} min={min} max={max} onPick={pick} />
              : <MonthCalendar selected={canonicalOf(kind, text)} min={min} max={max} onPick={pick} />}
          >
            <Button variant="minimal" icon="calendar" disabled={disabled} aria-label={t('calendar.open')} aria-expanded={open} />
          </Popover>
        )}
      />
      {ownMessage && <div id={problemId} className="twb-date-input__problem" role="alert">{ownMessage}</div>}
    </div>
  );
}

/** A day, yyyy/MM/dd, typed or picked from a calendar. */
export function DateInput(props: CalendarInputProps) {
  return <CalendarInput kind="date" {...props} />;
}

/** A month, yyyy/MM, typed or picked from the year's months. */
export function MonthInput(props: CalendarInputProps) {
  return <CalendarInput kind="month" {...props} />;
}

/** The message a date (month) field's text earns, or null: for a form to refuse a search or a submit. */
export function calendarInputProblem(kind: CalendarKind, text: string, range: { min?: string; max?: string } = {}): string | null {
  const problem = calendarProblem(kind, text, range);
  return problem ? messageOf(problem) : null;
}
