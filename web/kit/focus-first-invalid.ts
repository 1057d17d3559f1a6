// After a refused submit, the focus goes to the first field marked invalid (in the order of the form), so a keyboard
// or screen-reader user lands on what to fix instead of staying on the submit button below the form.
import { useEffect, type RefObject } from 'react';

const INVALID_CONTROLS = [
  '[aria-invalid="true"]',
  '.twb-field--invalid input:not([type="hidden"])',
  '.twb-field--invalid select',
  '.twb-field--invalid textarea',
].join(', ');

/** The first invalid field under `root`, in document order; null when none is shown. */
export function firstInvalidField(root: ParentNode): HTMLElement | null {
  for (const element of root.querySelectorAll(INVALID_CONTROLS)) {
    if (element instanceof HTMLElement && !element.matches(':disabled')) return element;
  }
  return null;
}

/** Focuses the first invalid field under `root` each time `refusals` grows (a counter the write flow keeps). */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals === 0 || !root.current) return;
    const field = firstInvalidField(root.current);
    if (field) {
      field.focus();
      field.scrollIntoView?.({ block: 'center' });
    }
  }, [refusals, root]);
}
