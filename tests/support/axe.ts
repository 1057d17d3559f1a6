// axe-core in end-to-end tests: the WCAG 2 A/AA rules and axe's best practices run on a page as it is, and every
// violation, whatever its impact, written out so that a failing assertion says which rule, where, and why.
import type axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's minified build (axe.source is the full one, twice the size to parse in every page checked). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * The rules run: those of WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks, heading order, unique
 * landmark names: what a screen-reader user moves by). That is axe's default set less its experimental rules. Every
 * violation counts, minor ones too: a "moderate" heading that skips a level misleads as surely as a serious one.
 */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // The passes and the undecided are not read: axe keeps one node of each instead of all of them.
  resultTypes: ['violations'],
};
/**
 * A list table draws a server page whole (up to 500 rows of the same cells): axe looks at its first 20 rows, which
 * hold both stripes and each kind of row the seeded lists have. Every row of a list is drawn by the same code, and
 * 7,500 cells took axe minutes per check (contrast above all). The rows after them are taken out of the document
 * while axe runs and put back in their places after: left in and only excluded, axe still built its tree of the
 * whole document and matched every rule's selector against it (a 500-row page: 3.8 s a check, 1.3 s without them).
 */
const LIST_ROWS_LEFT_OUT = '.twb-list-table tbody tr:nth-child(n+21)';
/**
 * What an overlay check looks at: the overlays (dialogs, menus and toasts live in Blueprint's portals; a popover
 * drawn in place is its content) and the element marked as the one that opened them (its expanded state and what
 * it points to). The page behind was checked before the overlay opened and has not changed: checking it again
 * for each of a page's dialogs and menus was half of the walk's axe time.
 */
export const OVERLAY_SCOPE = ['.bp6-portal', '.bp6-popover-content', '[data-axe-opener]'];

export interface AxeProblem {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The violations of any impact on the page now, labelled with `where`. A toast or dialog caught
 * half faded in or out has colours nobody reads (contrast 1.1 on a toast at 25 % opacity), and whether axe catches
 * one depends on the machine's speed: a toast whose 5 s ran out while a slow machine was still analysing started
 * fading mid-analysis. So the page's animations play at a rate that ends any transition at once for the duration
 * of the check (every element is either fully shown or hidden), after the ones already running have ended.
 */
export async function axeProblems(page: Page, where: string, include?: readonly string[]): Promise<AxeProblem[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 100_000 });
  try {
    return await analyse(page, where, include);
  } finally {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.detach();
  }
}

async function analyse(page: Page, where: string, include: readonly string[] | undefined): Promise<AxeProblem[]> {
  await page.waitForFunction(
    // Endless ones (a spinner) never end and keep their colours: only the finite ones are waited for.
    () => document.getAnimations().every((animation) =>
      animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
  for (const frame of page.frames()) await injectAxe(frame);
  // Only the violations come back: the passes of a long list would be megabytes to carry over for nothing.
  const violations = await page.evaluate(
    async ({ context, options, leftOut }) => {
      const rows = [...document.querySelectorAll(leftOut)].map((row) => ({ row, parent: row.parentNode, next: row.nextSibling }));
      for (const { row } of rows) row.remove();
      try {
        return (await (window as unknown as { axe: typeof axe }).axe.run((context ?? document) as axe.ElementContext, options as axe.RunOptions)).violations;
      } finally {
        // Back in document order: each row before the node that followed it (itself put back first) or at the end.
        for (const { row, parent, next } of rows.reverse()) parent?.insertBefore(row, next);
      }
    },
    { context: include ? { include: include.map((selector) => [selector]) } : null, options: RUN_OPTIONS as unknown, leftOut: LIST_ROWS_LEFT_OUT },
  );
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  }));
}

/**
 * Puts axe-core into the frame's document unless it is there already. (@axe-core/playwright's AxeBuilder evaluated
 * the whole source again for every check and finished each one in a new blank page: 1.5 to 4 s a check, where axe
 * itself takes 0.1 to 1 s.) Every frame gets it, as AxeBuilder did, so that a same-origin frame is checked with its
 * page.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
}

/** One readable block per problem, for an assertion message. */
export function describeProblems(problems: readonly AxeProblem[]): string {
  return problems
    .map((problem) => [`${problem.where}: ${problem.rule} (${problem.impact}) ${problem.help}`, ...problem.nodes.map((node) => `    ${node}`)].join('\n'))
    .join('\n');
}
