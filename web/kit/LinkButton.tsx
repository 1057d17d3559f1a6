// A router link drawn as a Blueprint button, with its icon and text laid out as Button lays out its own (the text in
// its span; a bare text node next to an icon overlapped it).
import { Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router';

export function LinkButton({ to, text, icon, intent }: { to: string; text: string; icon?: IconName; intent?: Intent }) {
  const classes = ['bp6-button', 'twb-link-button', intent && intent !== 'none' ? `bp6-intent-${intent}` : ''].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes}>
      {icon && <Icon icon={icon} />}
      <span className="bp6-button-text">{text}</span>
    </Link>
  );
}
