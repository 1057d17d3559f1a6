// The guided description popover of spec 2.5: beside a page title, what the help cards say about this page, with
// the manual of the user's role to download and the FAQ. A failed download shows the manual error and closes it (8).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Popover } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { MANUALS } from '../../core/domain/constants';
import { RoleType } from '../../core/domain/roles';
import { PluginRegistry } from '../../core/kernel/registry';
import { AuthService, ManualDownloadService, ToastService } from '../../core/services/contracts';
import { SITE_PATHS } from '../../core/site/paths';
import { t } from '../../core/i18n';
import '../../core/i18n/load/help';
import { saveFile } from './save-file';
import { useService } from './services-context';
import { Heading } from './Heading';

/** The manual of a role: the responsible person's or the department clerk's. */
export function manualOfRole(roleType: number | undefined): string {
  return roleType === RoleType.CLERK_IN_BILLING ? MANUALS.clerkInBilling : MANUALS.clerkInCorp;
}

export function DescriptionPopover({ routeId }: { routeId: string }) {
  useSignals();
  const registry = useService<PluginRegistry>(PluginRegistry);
  const auth = useService<AuthService>(AuthService);
  const manuals = useService<ManualDownloadService>(ManualDownloadService);
  const toasts = useService<ToastService>(ToastService);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const roleType = auth.user.value?.role.attributes.roleType;
  const cards = roleType === undefined ? [] : registry.helpCardsAbout(routeId, roleType);
  if (cards.length === 0) return null;
  const manualName = cards.find((card) => card.manualName)?.manualName ?? manualOfRole(roleType);

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await manuals.download(manualName));
    } catch {
      toasts.show(t('manual.downloadFailed'), 'danger');
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      isOpen={open}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      content={
        <div className="twb-describe">
          {cards.map((card) => (
            <section key={card.id} className="twb-describe__card">
              <Heading>{t(card.title)}</Heading>
              <p>{t(card.body)}</p>
            </section>
          ))}
          <div className="twb-describe__actions">
            <Button size="small" icon="document" text={t('site.describe.manual')} loading={busy} onClick={() => void download()} />
            <Link to={SITE_PATHS.faq} onClick={() => setOpen(false)}>
              {t('site.describe.faq')}
            </Link>
            <Button size="small" variant="minimal" text={t('site.describe.close')} onClick={() => setOpen(false)} />
          </div>
        </div>
      }
    >
      <Button variant="minimal" size="small" icon="help" aria-label={t('site.describe.open')} aria-expanded={open} />
    </Popover>
  );
}
