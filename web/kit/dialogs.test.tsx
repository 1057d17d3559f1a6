// The news and privacy-notice dialogs: content, size limits from spec 2.5, and their actions.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverlaysProvider } from '@blueprintjs/core';
import { t } from '../../core/i18n';
import { NEWS } from '../test-support/harness';
import { NewsDialog } from './NewsDialog';
import { PrivacyNoticeDialog, PrivacyNoticeKind } from './PrivacyNoticeDialog';

describe('NewsDialog', () => {
  it('shows the item with its date, and offers mark unread', async () => {
    const onMarkUnread = vi.fn();
    const user = userEvent.setup();
    render(
      <OverlaysProvider>
        <NewsDialog item={NEWS[1]} onClose={() => undefined} onMarkUnread={onMarkUnread} />
      </OverlaysProvider>,
    );
    expect(screen.getByText(NEWS[1].name)).toBeTruthy();
    expect(screen.getByText(t('news.publishedAt', { date: NEWS[1].startDate }))).toBeTruthy();
    expect(document.querySelector('.twb-news-dialog__body')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: t('news.markUnread') }));
    expect(onMarkUnread).toHaveBeenCalledWith(NEWS[1]);
  });

  it('is closed without an item', () => {
    render(
      <OverlaysProvider>
        <NewsDialog item={null} onClose={() => undefined} />
      </OverlaysProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('PrivacyNoticeDialog', () => {
  it.each([
    [PrivacyNoticeKind.USER, 'privacy.lead.user'],
    [PrivacyNoticeKind.BULK_USERS, 'privacy.lead.bulkUsers'],
    [PrivacyNoticeKind.BULK_CORP_CLERKS, 'privacy.lead.bulkCorpClerks'],
  ] as const)('kind %i shows its own lead and the common sections', (kind, lead) => {
    render(
      <OverlaysProvider>
        <PrivacyNoticeDialog kind={kind} isOpen onClose={() => undefined} />
      </OverlaysProvider>,
    );
    expect(screen.getByText(t(lead))).toBeTruthy();
    expect(screen.getByText(t('privacy.purpose.heading'))).toBeTruthy();
    expect(document.querySelector('.twb-privacy-dialog')).not.toBeNull();
  });

  it('asks for agreement when the caller needs it', async () => {
    const onAgree = vi.fn();
    const user = userEvent.setup();
    render(
      <OverlaysProvider>
        <PrivacyNoticeDialog kind={PrivacyNoticeKind.USER} isOpen onClose={() => undefined} onAgree={onAgree} />
      </OverlaysProvider>,
    );
    await user.click(screen.getByRole('button', { name: t('privacy.agree') }));
    expect(onAgree).toHaveBeenCalledOnce();
  });
});
