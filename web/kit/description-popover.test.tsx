// The guided description popover beside a page title: what the help cards linking to the page say, the manual of
// the user's role to download, and on a failed download the manual error (spec 8) with the popover closed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../core/api/contract';
import { ApiError, ErrorCode } from '../../core/api/error';
import { MANUALS } from '../../core/domain/constants';
import { t } from '../../core/i18n';
import { renderAppAt, signedInKernel } from '../test-support/harness';

describe('DescriptionPopover', () => {
  it('describes the member list to a department clerk and downloads the clerk manual', async () => {
    const kernel = signedInKernel({ roleType: 4 });
    kernel.client.onDownload(calls.auth.manualDownload, () => ({ fileName: 'm.pdf', contentType: 'application/pdf', data: new Uint8Array([37]) }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/User/Info');
    await user.click(await screen.findByRole('button', { name: t('site.describe.open') }));
    expect(await screen.findByText(t('users.help.clerkInBilling.body'))).toBeTruthy();
    const popover = document.querySelector('.twb-describe') as HTMLElement;
    expect(within(popover).getByRole('link', { name: t('site.describe.faq') }).getAttribute('href')).toBe('/Faq');
    await user.click(screen.getByRole('button', { name: t('site.describe.manual') }));
    await waitFor(() =>
      expect(kernel.client.calls.find((call) => call.id === calls.auth.manualDownload.id)?.request).toEqual({ manualName: MANUALS.clerkInBilling, manualType: 'pdf' }),
    );
  });

  it('shows the manual error and closes when the download fails', async () => {
    const kernel = signedInKernel({ roleType: 3 });
    kernel.client.fail(calls.auth.manualDownload, new ApiError('x', ErrorCode.SYSTEM, { httpStatusCode: 500, message: 'x', code: ErrorCode.SYSTEM }));
    const user = userEvent.setup();
    renderAppAt(kernel, '/Corp/Detail');
    await user.click(await screen.findByRole('button', { name: t('site.describe.open') }));
    await user.click(await screen.findByRole('button', { name: t('site.describe.manual') }));
    expect(await screen.findByText(t('manual.downloadFailed'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: t('site.describe.manual') })).toBeNull());
  });

  it('is absent on a page no help card describes', async () => {
    renderAppAt(signedInKernel({ roleType: 3 }), '/News/Info');
    await screen.findByRole('heading', { level: 1, name: t('newsList.title') });
    expect(screen.queryByRole('button', { name: t('site.describe.open') })).toBeNull();
  });
});
