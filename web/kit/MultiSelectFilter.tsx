// A searchable multi-select for list filters (spec 5: "multi-select search filters options"): a button that
// sums up the choice, opening a popover with a keyword box and a checkbox per option.
import { useId, useMemo, useState } from 'react';
import { Button, Checkbox, InputGroup, NonIdealState, PopoverNext, Tag } from '@blueprintjs/core';
import { selectDisplayText as truncate } from '../../core/domain/select-text';
import { t } from '../../core/i18n';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectFilterProps {
  /** Accessible name of the button (the field's label). */
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Shown on the button when nothing is chosen (the filter does not restrict). */
  allText: string;
  id?: string;
  disabled?: boolean;
}

/** Keyword match ignoring case and the width of letters and digits, so 'ｓａｌｅｓ' finds 'Sales'. */
function matches(label: string, keyword: string): boolean {
  const fold = (text: string) => text.normalize('NFKC').toLowerCase();
  return fold(label).includes(fold(keyword.trim()));
}

export function MultiSelectFilter({ label, options, selected, onChange, allText, id, disabled }: MultiSelectFilterProps) {
  const [keyword, setKeyword] = useState('');
  const listId = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = options.filter((option) => matches(option.label, keyword));
  const chosenOptions = options.filter((option) => chosen.has(option.value));

  const toggle = (value: string) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    // Keep the options' order, so the same choice always makes the same URL.
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };

  const summary =
    chosenOptions.length === 0
      ? allText
      : chosenOptions.length === 1
        ? truncate(chosenOptions[0].label)
        : t('list.multiSelect.summary', { first: truncate(chosenOptions[0].label), more: chosenOptions.length - 1 });

  const content = (
    <div className="twb-multi-select__popover">
      <InputGroup
        type="search"
        leftIcon="search"
        autoFocus
        aria-label={t('list.multiSelect.keyword', { label })}
        placeholder={t('list.multiSelect.placeholder')}
        value={keyword}
        onValueChange={setKeyword}
      />
      <div className="twb-multi-select__list" id={listId} role="group" aria-label={label}>
        {shown.length === 0 ? (
          <NonIdealState className="twb-multi-select__empty" description={t('list.multiSelect.noMatch')} />
        ) : (
          shown.map((option) => (
            <Checkbox
              key={option.value}
              className="twb-multi-select__option"
              checked={chosen.has(option.value)}
              onChange={() => toggle(option.value)}
              label={truncate(option.label)}
              title={option.label}
            />
          ))
        )}
      </div>
      <div className="twb-multi-select__footer">
        <span className="twb-multi-select__count">{t('list.multiSelect.count', { count: chosenOptions.length })}</span>
        <Button size="small" variant="minimal" text={t('common.clear')} disabled={chosenOptions.length === 0} onClick={() => onChange([])} />
      </div>
    </div>
  );

  return (
    <div className="twb-multi-select">
      <PopoverNext content={content} placement="bottom-start" disabled={disabled} onClosed={() => setKeyword('')}>
        <Button
          id={id}
          className="twb-multi-select__button"
          endIcon="caret-down"
          alignText="start"
          disabled={disabled}
          aria-label={`${label}: ${summary}`}
          text={summary}
        />
      </PopoverNext>
      {chosenOptions.length > 1 && (
        <div className="twb-multi-select__tags">
          {chosenOptions.map((option) => (
            <Tag key={option.value} minimal onRemove={() => toggle(option.value)} title={option.label}>
              {truncate(option.label)}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
