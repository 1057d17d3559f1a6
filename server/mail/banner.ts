// The start banner's lines about mail (server/main.ts): where mail goes, and loudly when in production it goes nowhere.
import { t } from '../../core/i18n';
import { MAILBOX_PATH } from './mailbox-page';
import type { MailSettings } from './settings';

/** The banner's lines about mail: where it goes, and loudly when in production it goes nowhere. */
export function mailLines(settings: { mail: MailSettings; production: boolean }, baseUrl: string): string[] {
  const { mail } = settings;
  const from = mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address;
  const lines: string[] = [];
  if (mail.kind === 'smtp') lines.push(t('server.start.mail.smtp', { server: mail.description, from }));
  else if (mail.kind === 'mailbox') {
    lines.push(t('server.start.mail.mailbox', { url: `${baseUrl}${MAILBOX_PATH}`, dir: mail.dir }));
    if (settings.production) lines.push(t('server.start.mail.mailboxProduction'));
  } else lines.push(t(settings.production ? 'server.start.mail.noneProduction' : 'server.start.mail.none'));
  if (mail.kind === 'smtp' && !mail.fromGiven) lines.push(t('server.start.mail.defaultFrom', { from }));
  return lines;
}
