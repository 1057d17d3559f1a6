// Blueprint's HTMLSelect without the English 「Open dropdown」 its caret icon announces: the caret only decorates the
// select, whose own label (a <label>, aria-label) is what a screen reader should read.
import { forwardRef } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

// Pure: the kit's barrel reaches this module from the sign-in page, which must not download it (and Blueprint's select).
export const SelectInput = /* @__PURE__ */ forwardRef<HTMLSelectElement, HTMLSelectProps>(function SelectInput({ iconProps, ...props }, ref) {
  // No title: the icon renders aria-hidden.
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...iconProps, title: undefined }} />;
});
