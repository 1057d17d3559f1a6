// Accessibility of the signed-in pages, part 2 of 3: axe-core finds no critical or serious violation on these pages
// of the route table or in the dialogs and menus their buttons open (the walk: tests/support/a11y-walk.ts).
import { e2eSession } from '../support/e2e-session';
import { describeRouteWalk } from '../support/a11y-walk';

describeRouteWalk(e2eSession(), 1, 3);
