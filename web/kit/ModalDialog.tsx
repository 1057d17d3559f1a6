// Every dialog of the workbench: Blueprint's Dialog with a Japanese close button, the focus on the dialog's first
// control when it opens, and back on what opened it when it closes (or, when that is gone, on a named fallback
// such as the header button whose menu opened it, else on the page's main area).
import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
// eslint-disable-next-line no-restricted-syntax -- a dialog's title is its own h2 (its parts: HeadingLevel below)
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from '@blueprintjs/core';
import { HeadingLevel } from './Heading';
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
/**
 * How long the dialog waits for a first control it can focus: its buttons are disabled while its data load, which on
 * a busy machine took longer than the frames above, and the focus then stayed on the dialog's frame.
 */
const FIRST_CONTROL_WAIT_MS = 10_000;

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

/** Enter and Space: a key let go over a button presses it (Blueprint's buttons act on the release). */
const PRESSING_KEYS = new Set(['Enter', ' ']);
/** Where each key held down now was pressed. */
const pressedOn = new Map<string, EventTarget | null>();
let trackingKeys = false;

/**
 * A key let go over a dialog or a menu presses what it is let go over only if it was pressed there too. Blueprint's
 * menu items act when Enter is pressed and its buttons when it is let go: Enter on 「ログアウト」 in the account menu
 * opened the question, whose first button (キャンセル) took the focus before the key came up, and the release pressed
 * it, closing the question at once for anyone using the keyboard.
 */
function trackKeys(): void {
  if (trackingKeys || typeof document === 'undefined') return;
  trackingKeys = true;
  document.addEventListener('keydown', (event) => {
    if (!event.repeat) pressedOn.set(event.key, event.target);
  }, true);
  const pressedElsewhere = (event: KeyboardEvent): boolean => {
    if (!PRESSING_KEYS.has(event.key) || !(event.target instanceof Element)) return false;
    const overlay = event.target.closest(`.${Classes.OVERLAY}`);
    const pressed = pressedOn.get(event.key);
    return Boolean(overlay && !(pressed instanceof Node && overlay.contains(pressed)));
  };
  for (const type of ['keypress', 'keyup'] as const) {
    document.addEventListener(type, (event) => {
      if (pressedElsewhere(event)) {
        // Stopped before React's listeners (on the app's root, below the document) and the browser's own activation.
        event.stopPropagation();
        event.preventDefault();
      }
      if (type === 'keyup') pressedOn.delete(event.key);
    }, true);
  }
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
  trackKeys();

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
    let framesOnControl = 0;
    const started = performance.now();
    /** A control of the dialog has the focus (autoFocus, or the user already moved): it keeps it. */
    const onControl = (dialog: HTMLElement) => {
      const active = document.activeElement;
      return Boolean(active && dialog.contains(active) && active.matches(CONTROLS) && !active.closest(`.${Classes.DIALOG_HEADER}`));
    };
    // Watched until a control has held the focus for a moment, not set once: a menu closing as its item opens the
    // dialog hands the focus back to its own button, and the dialog's focus trap then takes it to the dialog's frame
    // instead of a control; and a dialog whose buttons wait for its data has no control to focus at first.
    const focusFirst = () => {
      const dialog = container.current?.querySelector<HTMLElement>(`.${Classes.DIALOG}`);
      if (dialog && !onControl(dialog)) firstControlOf(dialog)?.focus();
      if (dialog && onControl(dialog)) framesOnControl += 1;
      if (framesOnControl < FOCUS_FRAMES && performance.now() - started < FIRST_CONTROL_WAIT_MS) frame = requestAnimationFrame(focusFirst);
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
        {/* The dialog's own title, read on its own: an h2 wherever the button that opened it sits. */}
        <H2 id={titleId}>{title}</H2>
        <Button aria-label={t('common.close')} className={Classes.DIALOG_CLOSE_BUTTON} icon="small-cross" onClick={onClose} variant="minimal" />
      </div>
      {/* The dialog's parts are titled under its h2. */}
      <HeadingLevel level={3}>{children}</HeadingLevel>
    </Dialog>
  );
}
