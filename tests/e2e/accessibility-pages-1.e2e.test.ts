// Accessibility of the signed-in pages, part 1 of 3: axe-core finds no violation of any impact on these pages of the
// route table, for admin01 and clerk01 where each may open them, at 1440 and 1024 px, nor in the dialogs and menus
// their buttons open (the walk: tests/support/a11y-walk.ts).
import { e2eSession } from '../support/e2e-session';
import { describeRouteWalk } from '../support/a11y-walk';

describeRouteWalk(e2eSession(), 0, 3);
