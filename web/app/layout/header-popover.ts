// How the header's menus (the bell, the account menu) are placed.
import type { PopoverNextPositioningStrategy } from '@blueprintjs/core';

/**
 * The header is fixed to the top of the window, so its menus are placed against the window too. Placed against the
 * page (Blueprint's default), a menu open while the page scrolls is moved only after the scroll, in a later frame:
 * until then it hangs where the page took it, and a click aimed at one of its items lands on the page beneath
 * (a test's click, which scrolls to its target, did: the bell's 「お知らせ一覧を見る」 went nowhere).
 */
export const HEADER_POPOVER_STRATEGY: PopoverNextPositioningStrategy = 'fixed';
