// The page's outline (Heading.tsx): a heading's level follows from where it is drawn, so that a page part is an h2
// under the page's h1, its own parts h3, and a dialog's parts h3 under the dialog's h2 whichever part opened it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, HeadingLevel, Subsection } from './Heading';
import { ModalDialog } from './ModalDialog';

const levelOf = (name: string) => Number(screen.getByRole('heading', { name }).tagName.slice(1));

describe('Heading', () => {
  it('is an h2 in a page, one level lower in each subsection, and no deeper than h6', () => {
    render(
      <>
        <Heading>部署</Heading>
        <Subsection>
          <Heading>申請</Heading>
          <Subsection>
            <Subsection>
              <Subsection>
                <Subsection>
                  <Heading>奥</Heading>
                </Subsection>
              </Subsection>
            </Subsection>
          </Subsection>
        </Subsection>
      </>,
    );
    expect([levelOf('部署'), levelOf('申請'), levelOf('奥')]).toEqual([2, 3, 6]);
    // Blueprint's heading look, with the size of its level.
    expect(screen.getByRole('heading', { name: '申請' }).className).toBe('bp6-heading twb-heading twb-heading--3');
  });

  it('starts from the level it is given whatever surrounds it', () => {
    render(
      <Subsection>
        <Subsection>
          <HeadingLevel level={2}>
            <Heading>概要</Heading>
          </HeadingLevel>
        </Subsection>
      </Subsection>,
    );
    expect(levelOf('概要')).toBe(2);
  });

  it('titles the parts of a dialog under its h2, also when the dialog was opened from deep in a page', () => {
    render(
      <Subsection>
        <Subsection>
          <ModalDialog isOpen title="個人情報の取り扱い" onClose={() => undefined}>
            <Heading>利用目的</Heading>
          </ModalDialog>
        </Subsection>
      </Subsection>,
    );
    expect(levelOf('個人情報の取り扱い')).toBe(2);
    expect(levelOf('利用目的')).toBe(3);
  });
});
