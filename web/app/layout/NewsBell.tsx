// The notifications bell: unread count on the button, the latest news in a popover, each opening the news dialog.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { DialogReturnFocus, useNewsReader, useService } from '../../kit';
import { HEADER_POPOVER_STRATEGY } from './header-popover';
import { NEWS_LIST_PATH } from '../../../plugins/home/news-paths';

/** The popover lists this many items; the news list page (/News/Info) lists them all. */
const BELL_ITEMS = 8;

export function NewsBell() {
  useSignals();
  const news = useService<NewsService>(NewsService);
  const reader = useNewsReader();
  const navigate = useNavigate();
  const unread = news.unreadCount.value;
  const items = news.items.value.slice(0, BELL_ITEMS);
  // The news dialog opens from a menu item that closes with the menu: the focus comes back to the bell.
  const bell = useRef<HTMLButtonElement>(null);

  const list = (
    <Menu className="twb-news-menu" aria-label={t('shell.header.notifications')}>
      {items.length === 0 && <MenuItem disabled text={t('shell.header.noNews')} />}
      {items.map((item) => (
        <MenuItem
          key={item.newsId}
          icon={item.read ? 'blank' : 'dot'}
          intent={item.read ? 'none' : 'primary'}
          text={<span className="twb-news-menu__name">{item.name}</span>}
          label={item.startDate.slice(0, 10)}
          onClick={() => reader.open(item.newsId)}
          aria-label={item.read ? item.name : `${t('news.unread')} ${item.name}`}
        />
      ))}
      <MenuDivider />
      {/* A menu holds only menu items: the way to the news list is one of them, a link (it closes the popover). */}
      <MenuItem
        className="twb-news-menu__all"
        text={t('news.showAll')}
        href={NEWS_LIST_PATH}
        onClick={(event) => {
          event.preventDefault();
          void navigate(NEWS_LIST_PATH);
        }}
      />
    </Menu>
  );

  return (
    <DialogReturnFocus.Provider value={bell}>
      <PopoverNext content={list} placement="bottom-end" positioningStrategy={HEADER_POPOVER_STRATEGY}>
        <Button
          ref={bell}
          variant="minimal"
          icon="notifications"
          aria-label={`${t('shell.header.notifications')} ${t('shell.header.unreadCount', { count: unread })}`}
          className="twb-news-bell"
        >
          {unread > 0 && (
            <Tag round intent="danger" className="twb-news-bell__count">
              {unread}
            </Tag>
          )}
        </Button>
      </PopoverNext>
      {reader.dialog}
    </DialogReturnFocus.Provider>
  );
}
