// The status flags of spec 4 as tags: unapproved, initial password unchanged, use suspended, deleted,
// reservation stop, FLEX/BASE user. A member with none of them is simply in use.
import type { Intent } from '@blueprintjs/core';
import type { MemberStatusFlags } from '../../../core/users/domain';
import { t, type MessageKey } from '../../../core/i18n';
import '../../../core/users/load-page-messages';
import { CellTag } from '../../../web/kit/CellTag';

interface FlagTag {
  flag: keyof MemberStatusFlags;
  label: MessageKey;
  intent: Intent;
}

export const STATUS_TAGS: readonly FlagTag[] = [
  { flag: 'deleted', label: 'users.status.deleted', intent: 'none' },
  { flag: 'unapproved', label: 'users.status.unapproved', intent: 'warning' },
  { flag: 'suspended', label: 'users.status.suspended', intent: 'danger' },
  { flag: 'reservationStopped', label: 'users.status.reservationStopped', intent: 'danger' },
  { flag: 'initialPassword', label: 'users.status.initialPassword', intent: 'primary' },
  { flag: 'flexContract', label: 'users.status.flexContract', intent: 'success' },
];

export function MemberStatusTags({ status, large }: { status: MemberStatusFlags; large?: boolean }) {
  const shown = STATUS_TAGS.filter((tag) => status[tag.flag]);
  return (
    <span className="twb-member-status" aria-label={t('users.status.label')} role="list">
      {shown.length === 0 ? (
        <span role="listitem"><CellTag minimal size={large ? 'large' : 'medium'}>{t('users.status.inUse')}</CellTag></span>
      ) : (
        shown.map((tag) => (
          <span key={tag.flag} role="listitem">
            <CellTag intent={tag.intent} minimal={tag.flag !== 'deleted'} size={large ? 'large' : 'medium'}>{t(tag.label)}</CellTag>
          </span>
        ))
      )}
    </span>
  );
}

/** One flag as a short tag for its list column; nothing when the flag is off. */
export function FlagTagCell({ on, label, intent }: { on: boolean; label: string; intent: Intent }) {
  return on ? <CellTag minimal intent={intent}>{label}</CellTag> : null;
}
