// Blueprint's HTMLSelect without the English 「Open dropdown」 its caret icon announces: the caret only decorates the
// select, whose own label (a <label>, aria-label) is what a screen reader should read. Its choices are SelectOption:
// the display text cut at 50 characters (spec 9, core selectDisplayText), the whole text in the option's title.
import { forwardRef } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { selectDisplayText } from '../../core/domain/select-text';

export interface SelectOptionProps {
  value: string | number;
  /** The whole text of the choice; the select shows it cut at 50 characters. */
  label: string;
  disabled?: boolean;
}

/** One choice of a select: every select of the product draws its choices with it (a test checks the sources). */
export function SelectOption({ value, label, disabled }: SelectOptionProps) {
  return <option value={value} title={label} disabled={disabled}>{selectDisplayText(label)}</option>;
}

// Pure: the kit's barrel reaches this module from the sign-in page, which must not download it (and Blueprint's select).
export const SelectInput = /* @__PURE__ */ forwardRef<HTMLSelectElement, HTMLSelectProps>(function SelectInput({ iconProps, options, children, ...props }, ref) {
  // `options` (Blueprint's shorthand) goes through the same rule as children written with SelectOption.
  const choices = options?.map((option) => {
    const { value, label, disabled } = typeof option === 'object' ? option : { value: option, label: undefined, disabled: undefined };
    return <SelectOption key={String(value)} value={value} label={label ?? String(value)} disabled={disabled} />;
  });
  // No title: the icon renders aria-hidden.
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...iconProps, title: undefined }}>{choices ?? children}</HTMLSelect>;
});
