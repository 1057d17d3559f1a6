// Accessibility of the signed-in pages, part 2 of 3: axe-core finds no violation of any impact on these pages of the
// route table, for admin01 (at 1440 and 1024 px) and clerk01 (at 1024 px) where each may open them, nor in the dialogs
// and menus their buttons open; and each page opened by its address shows what moving to it showed (the walk:
// tests/support/a11y-walk.ts).
import { e2eSession } from '../support/e2e-session';
import { describeRouteWalk } from '../support/a11y-walk';

describeRouteWalk(e2eSession(), 1, 3);
