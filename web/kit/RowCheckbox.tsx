// The checkbox of a list row (and of the "whole page" header cell): the browser's own control, not Blueprint's.
// A Blueprint Checkbox is a label with a see-through input and a drawn box over it: on a 500-row page that is 500
// layers of transparency and 500 rounded boxes, repainted in bulk each time a scroll nears the edge of what the
// browser painted ahead (scripts/bench-list-scroll.mjs: those repaints were the frames over 50 ms).
import { useLayoutEffect, useRef } from 'react';

export interface RowCheckboxProps {
  /** Names the row (or "this page") for assistive technology: the cell has no visible label. */
  'aria-label': string;
  checked: boolean;
  /** Some but not all: the browser's mixed state (no attribute for it, only the property). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

export function RowCheckbox({ indeterminate = false, ...props }: RowCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="twb-row-check" {...props} />;
}
