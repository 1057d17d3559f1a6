// A move between the steps of one screen (?step=) does not run the page's navigation rules again; any other change does.
import { describe, expect, it } from 'vitest';
import { onlyStepChanged } from './build-routes';

const urls = (current: string, next: string) => ({ currentUrl: new URL(current, 'http://x'), nextUrl: new URL(next, 'http://x') });

describe('onlyStepChanged', () => {
  it('is true when only the step parameter differs', () => {
    expect(onlyStepChanged(urls('/Billing/Update/5', '/Billing/Update/5?step=confirm'))).toBe(true);
    expect(onlyStepChanged(urls('/User/Upload?billingId=3&step=input', '/User/Upload?step=upload&billingId=3'))).toBe(true);
  });

  it('is false for another page, another filter, or the same URL', () => {
    expect(onlyStepChanged(urls('/Billing/Update/5', '/Billing/Update/6?step=confirm'))).toBe(false);
    expect(onlyStepChanged(urls('/User/Info?page=1', '/User/Info?page=2'))).toBe(false);
    expect(onlyStepChanged(urls('/User/Upload?step=input', '/User/Upload?step=input&billingId=3'))).toBe(false);
    expect(onlyStepChanged(urls('/Billing/Update/5?step=confirm', '/Billing/Update/5?step=confirm'))).toBe(false);
  });
});
