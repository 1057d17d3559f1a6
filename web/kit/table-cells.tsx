// The sortable header name both list tables (DataList, PagedDataList) draw; the header cell carries aria-sort.
import { Button } from '@blueprintjs/core';

export function SortHeaderButton({ label, state, onClick }: { label: string; state: 'asc' | 'desc' | null; onClick: () => void }) {
  const icon = state === 'asc' ? 'sort-asc' : state === 'desc' ? 'sort-desc' : 'double-caret-vertical';
  return (
    <Button
      variant="minimal"
      size="small"
      className="twb-data-list__sort"
      endIcon={icon}
      text={label}
      onClick={onClick}
    />
  );
}
