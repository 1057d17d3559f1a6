// Seats used against seats contracted as a bar (clearer than two numbers): blue within the seats, red past them.
import { t } from '../../../core/i18n';
import '../../../core/flex/load-messages';

export function SeatBar({ used, seats, large = false }: { used: number; seats: number; large?: boolean }) {
  const over = used > seats;
  const ratio = seats === 0 ? (used > 0 ? 1 : 0) : Math.min(1, used / seats);
  const label = over ? t('flex.detail.seatBarOver', { seats, used, over: used - seats }) : t('flex.detail.seatBar', { seats, used });
  const classes = ['twb-seat-bar', over ? 'twb-seat-bar--over' : '', large ? 'twb-seat-bar--large' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="img" aria-label={label} title={label}>
      <div className="twb-seat-bar__track" aria-hidden="true">
        <div className="twb-seat-bar__fill" style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
      <span className="twb-seat-bar__text" aria-hidden="true">{t('flex.value.seatUse', { used, seats })}</span>
    </div>
  );
}
