// Blueprint's HTMLSelect without the English 「Open dropdown」 its caret icon announces: the caret only decorates the
// select, whose own label (a <label>, aria-label) is what a screen reader should read.
import { forwardRef } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

export const SelectInput = forwardRef<HTMLSelectElement, HTMLSelectProps>(function SelectInput({ iconProps, ...props }, ref) {
  // No title: the icon renders aria-hidden.
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...iconProps, title: undefined }} />;
});
