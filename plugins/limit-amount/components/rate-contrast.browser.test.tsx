// The coloured usage rates of the budget lists are read by everyone: in real Chromium, with the product's styles,
// axe finds their text contrast enough (4.5:1, WCAG 1.4.3) on a white row and on the list's grey stripe. (The
// warning colour was Blueprint's orange 3, 3.5:1: the 91.3 % of /LimitAmountUser/Info failed.)
import '../../../web/kit/kit.css';
import '../../../web/kit/lists.css';
import '../limit-amount.css';
import axe from 'axe-core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rate } from './budget-columns';

describe('the usage rate cell', () => {
  it('has enough contrast at 80 % and at 100 % and more, on white and on the grey stripe', async () => {
    const { container } = render(
      <table className="bp6-html-table bp6-html-table-striped twb-list-table">
        <tbody>
          {[91.3, 104.2, 88.8, 120].map((usageRate, index) => (
            <tr key={usageRate}>
              <td><Rate row={{ usageRate, usageRateStatus: usageRate >= 100 ? '3' : '2' }} /></td>
              <td>{index}</td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
    const results = await axe.run(container, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
    // The four rates were looked at (none left undecided for want of a background).
    expect(results.passes.flatMap((pass) => pass.nodes).filter((node) => node.html.includes('twb-budget-rate')).length).toBe(4);
  });
});
