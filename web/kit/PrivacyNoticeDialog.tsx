// The privacy notice shown before personal data is registered (spec 2.5: kinds 1 user, 2 bulk users,
// 3 bulk corp clerks; at most 814 px wide; the body scrolls).
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { t, type MessageKey } from '../../core/i18n';
import { ModalDialog } from './ModalDialog';
import { Heading } from './Heading';

export const PrivacyNoticeKind = { USER: 1, BULK_USERS: 2, BULK_CORP_CLERKS: 3 } as const;
export type PrivacyNoticeKind = (typeof PrivacyNoticeKind)[keyof typeof PrivacyNoticeKind];

const LEAD: Record<PrivacyNoticeKind, MessageKey> = {
  1: 'privacy.lead.user',
  2: 'privacy.lead.bulkUsers',
  3: 'privacy.lead.bulkCorpClerks',
};

const SECTIONS: readonly { heading: MessageKey; body: MessageKey }[] = [
  { heading: 'privacy.purpose.heading', body: 'privacy.purpose.body' },
  { heading: 'privacy.thirdParty.heading', body: 'privacy.thirdParty.body' },
  { heading: 'privacy.outsourcing.heading', body: 'privacy.outsourcing.body' },
  { heading: 'privacy.disclosure.heading', body: 'privacy.disclosure.body' },
  { heading: 'privacy.contact.heading', body: 'privacy.contact.body' },
];

export interface PrivacyNoticeDialogProps {
  kind: PrivacyNoticeKind;
  isOpen: boolean;
  onClose: () => void;
  /** When given, the dialog asks for agreement and calls this on "agree". */
  onAgree?: () => void;
}

export function PrivacyNoticeDialog({ kind, isOpen, onClose, onAgree }: PrivacyNoticeDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} title={t('privacy.title')} icon="shield" onClose={onClose} className="twb-dialog twb-privacy-dialog">
      <DialogBody className="twb-privacy-dialog__body" useOverflowScrollContainer={false}>
        <p>{t(LEAD[kind])}</p>
        {SECTIONS.map((section) => (
          <section key={section.heading} className="twb-privacy-dialog__section">
            <Heading>{t(section.heading)}</Heading>
            <p>{t(section.body)}</p>
          </section>
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          onAgree ? (
            <>
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button intent="primary" text={t('privacy.agree')} onClick={onAgree} />
            </>
          ) : (
            <Button intent="primary" text={t('common.close')} onClick={onClose} />
          )
        }
      />
    </ModalDialog>
  );
}
