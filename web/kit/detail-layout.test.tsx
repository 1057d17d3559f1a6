// DetailLayout's action bar: the kit order (primary links first, destructive last), a step that cannot be taken
// now shown greyed out, and the note under the bar (why an action is missing) only when a page gives one.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailLayout, type DetailAction } from './DetailLayout';

const ACTIONS: DetailAction[] = [
  { id: 'delete', text: '削除', meaning: 'destructive', onClick: () => undefined },
  { id: 'notice', text: '通知', meaning: 'neutral', onClick: () => undefined, disabled: true },
  { id: 'approve', text: '承認', meaning: 'primary', onClick: () => undefined },
  { id: 'edit', text: '変更', meaning: 'primary', to: '/Edit/1' },
];

function renderLayout(actionsNote?: string) {
  return render(
    <MemoryRouter>
      <DetailLayout heading="山田 花子" sections={[{ rows: [{ label: 'ID', value: '1' }] }]} actions={ACTIONS} actionsLabel="操作" actionsNote={actionsNote} footer={<a href="/List">一覧へ戻る</a>} />
    </MemoryRouter>,
  );
}

describe('DetailLayout', () => {
  it('orders the actions by meaning, links first, and greys out the one that cannot be taken now', () => {
    renderLayout();
    const bar = screen.getByRole('group', { name: '操作' });
    expect([...bar.children].map((action) => action.textContent)).toEqual(['変更', '承認', '通知', '削除']);
    expect((within(bar).getByRole('button', { name: '通知' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(bar).getByRole('button', { name: '削除' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the note right under the action bar, before the links away, and leaves no place for a missing one', () => {
    const { container, unmount } = renderLayout('この会員に対して行える操作はありません。');
    const parts = [...(container.querySelector('.twb-detail') as HTMLElement).children].map((child) => child.className);
    expect(parts.slice(-3)).toEqual(['twb-detail__actions', 'twb-detail__actions-note', 'twb-detail__footer']);
    unmount();
    const without = renderLayout();
    expect(without.container.querySelector('.twb-detail__actions-note')).toBeNull();
  });
});
