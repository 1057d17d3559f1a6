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

/** The critical and serious WCAG 2 A/AA violations on the page now, labelled with `where`. */
export async function axeProblems(page: Page, where: string): Promise<AxeProblem[]> {
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
