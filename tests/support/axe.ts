// axe-core in end-to-end tests: the WCAG 2 A/AA rules run on a page as it is, and the critical and serious
// violations written out so that a failing assertion says which rule, where, and why.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts the product must not have on any page or dialog. */
const BLOCKING = new Set(['critical', 'serious']);

export interface AxeProblem {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The critical and serious WCAG 2 A/AA violations on the page now, labelled with `where`. A toast or dialog caught
 * half faded in or out has colours nobody reads (contrast 1.1 on a toast at 25 % opacity), and whether axe catches
 * one depends on the machine's speed: a toast whose 5 s ran out while a slow machine was still analysing started
 * fading mid-analysis. So the page's animations play at a rate that ends any transition at once for the duration
 * of the check (every element is either fully shown or hidden), after the ones already running have ended.
 */
export async function axeProblems(page: Page, where: string): Promise<AxeProblem[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 100_000 });
  try {
    return await analyse(page, where);
  } finally {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.detach();
  }
}

async function analyse(page: Page, where: string): Promise<AxeProblem[]> {
  await page.waitForFunction(
    // Endless ones (a spinner) never end and keep their colours: only the finite ones are waited for.
    () => document.getAnimations().every((animation) =>
      animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

/** One readable block per problem, for an assertion message. */
export function describeProblems(problems: readonly AxeProblem[]): string {
  return problems
    .map((problem) => [`${problem.where}: ${problem.rule} (${problem.impact}) ${problem.help}`, ...problem.nodes.map((node) => `    ${node}`)].join('\n'))
    .join('\n');
}
