// Browser tests: which column headers of a table are drawn cut (an ellipsis or a clipped label) instead of whole.
/** The labels of the headers whose text does not fit its cell (a sort button's label, or the header's own text). */
export function cutHeaders(table: Element): string[] {
  return [...table.querySelectorAll<HTMLTableCellElement>('thead th')].filter((th) => {
    const label = th.querySelector<HTMLElement>('.bp6-button-text') ?? th;
    return label.scrollWidth > label.clientWidth;
  }).map((th) => th.textContent ?? '');
}
