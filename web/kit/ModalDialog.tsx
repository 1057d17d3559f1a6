// Every dialog of the workbench: Blueprint's Dialog with a Japanese close button, the focus on the dialog's first
// control when it opens, and back on what opened it when it closes (or, when that is gone, on a named fallback
// such as the header button whose menu opened it, else on the page's main area).
import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from '@blueprintjs/core';
import { t } from '../../core/i18n';

/**
 * Where the focus goes when a dialog closes and its opener is no longer on the page (a menu item in a popover that
 * has closed, a button replaced after the action). Set by whoever shows such a dialog, e.g. the header's menus.
 */
export const DialogReturnFocus = /* @__PURE__ */ createContext<RefObject<HTMLElement | null> | null>(null);

const FIELDS = 'input:not([type="hidden"]), select, textarea';
const CONTROLS = `${FIELDS}, button, a[href], [tabindex]:not([tabindex="-1"])`;
/** How many frames (about a second) the dialog's first control is kept focused while the dialog and menus settle. */
const FOCUS_FRAMES = 60;

function usable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && !element.matches(':disabled') && element.getClientRects().length > 0;
}

/** The first field of the body, else its first control, else the first footer button (Cancel, the safe choice). */
export function firstControlOf(dialog: HTMLElement): HTMLElement | null {
  const body = [...dialog.querySelectorAll(`.${Classes.DIALOG_BODY}, form`)];
  for (const selector of [FIELDS, CONTROLS]) {
    for (const part of body) {
      const found = [...part.querySelectorAll(selector)].find(usable);
      if (found && !found.closest(`.${Classes.DIALOG_FOOTER}`)) return found;
    }
  }
  const footer = dialog.querySelector(`.${Classes.DIALOG_FOOTER}`);
  return (footer && [...footer.querySelectorAll(CONTROLS)].find(usable)) || null;
}

/**
 * The last element that had the focus, kept from one document-wide listener: a button that turns busy (disabled)
 * while the dialog's data loads drops the focus to the page before the dialog opens, and is still what opened it.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;
function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  }, true);
}

/** What has the focus now, or had it last when the focus fell to the page itself. */
function currentOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

function focusable(element: HTMLElement | null | undefined): element is HTMLElement {
  return Boolean(element && element.isConnected && usable(element));
}

export interface ModalDialogProps extends Omit<DialogProps, 'title' | 'isCloseButtonShown' | 'titleTagName'> {
  title: ReactNode;
}

export function ModalDialog({ title, icon, children, isOpen = false, onClose, onClosed, ...rest }: ModalDialogProps) {
  const titleId = useId();
  const container = useRef<HTMLDivElement | null>(null);
  const fallback = useContext(DialogReturnFocus);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  trackFocus();

  const returnFocus = () => {
    const active = document.activeElement;
    // Someone already put the focus somewhere sensible (a new page, another dialog): leave it there.
    if (active && active !== document.body && active.isConnected && !container.current?.contains(active)) {
      if (active !== opener.current) return;
    }
    const target = [opener.current, fallback?.current, document.getElementById('main')].find(focusable);
    target?.focus();
  };

  useLayoutEffect(() => {
    if (!isOpen) return;
    wasOpen.current = true;
    // Recorded before the dialog takes the focus: what to come back to.
    opener.current = currentOpener();
    let frame = 0;
    let frames = 0;
    // Watched for a moment, not set once: a menu closing as its item opens the dialog hands the focus back to its
    // own button, and the dialog's focus trap then takes it to the dialog's frame instead of a control.
    const focusFirst = () => {
      const dialog = container.current?.querySelector<HTMLElement>(`.${Classes.DIALOG}`);
      const active = document.activeElement;
      // A control of the dialog that has the focus (autoFocus, or the user already moved) keeps it.
      const settled = dialog && active && dialog.contains(active) && active.matches(CONTROLS) && !active.closest(`.${Classes.DIALOG_HEADER}`);
      if (dialog && !settled) firstControlOf(dialog)?.focus();
      if (frames++ < FOCUS_FRAMES) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  // A dialog unmounted while open (rendered only while needed) never runs its closing transition.
  useLayoutEffect(
    () => () => {
      if (wasOpen.current) requestAnimationFrame(returnFocus);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the unmount matters here
    [],
  );

  return (
    <Dialog
      {...rest}
      isOpen={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      containerRef={container}
      onClosed={(node) => {
        wasOpen.current = false;
        returnFocus();
        onClosed?.(node);
      }}
    >
      <div className={Classes.DIALOG_HEADER}>
        {icon && <Icon icon={icon} aria-hidden tabIndex={-1} />}
        <H2 id={titleId}>{title}</H2>
        <Button aria-label={t('common.close')} className={Classes.DIALOG_CLOSE_BUTTON} icon="small-cross" onClick={onClose} variant="minimal" />
      </div>
      {children}
    </Dialog>
  );
}
