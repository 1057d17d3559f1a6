// The news list (/News/Info): every news item of the viewed corporation, newest first, paged, with the read filter
// (all, unread, read) in the URL, the unread count, and 「すべて既読にする」; an item opens its own page.
import '../home.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, NonIdealState, SegmentedControl, Spinner, Tag } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { calls } from '../../../core/api/contract';
import { NEWS_PAGE_SIZE, NEWS_READ_FILTERS, type NewsReadFilter } from '../../../core/home/calls';
import { ApiClient } from '../../../core/platform/tokens';
import { ErrorService, NewsService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { ListPager, LoadFailureNote, formatNumber, loadFailed, pageCountOf, urlParam, useLoadedData, useService, useUrlFilters } from '../../../web/kit';
import { newsDetailPath } from '../news-paths';

const SCHEMA = {
  read: urlParam.choice(NEWS_READ_FILTERS, 'all'),
  page: urlParam.int(1, 1),
};

const FILTER_LABEL: Record<NewsReadFilter, string> = {
  all: t('newsList.filter.all'),
  unread: t('newsList.filter.unread'),
  read: t('newsList.filter.read'),
};

export default function NewsListPage() {
  useSignals();
  const client = useService<ApiClient>(ApiClient);
  const news = useService<NewsService>(NewsService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const filters = useUrlFilters(SCHEMA);
  const { read, page } = filters.values;
  // Marking read elsewhere (the bell, "all read" here) changes the list: the count is part of what is loaded.
  const unreadNow = news.unreadCount.value;
  const list = useLoadedData(
    () => client.call(calls.news.page, { offset: (page - 1) * NEWS_PAGE_SIZE, limit: NEWS_PAGE_SIZE, readStatus: read }),
    [client, read, page, unreadNow],
  );
  const [busy, setBusy] = useState(false);

  const markAll = async () => {
    setBusy(true);
    try {
      const marked = await news.markAllRead();
      toasts.show(t('newsList.markedAllRead', { count: marked }), 'success');
    } catch (error) {
      errors.handle(error);
    } finally {
      setBusy(false);
    }
  };

  const data = list.data;
  const rows = data?.rows ?? [];
  const total = data?.totalCount ?? 0;
  const unread = data?.unreadCount ?? unreadNow;
  const pageCount = pageCountOf(total, NEWS_PAGE_SIZE);
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  const empty = read === 'unread' ? t('newsList.emptyUnread') : read === 'read' ? t('newsList.emptyRead') : t('home.news.empty');

  return (
    <Card className="twb-news-list">
      <div className="twb-news-list__bar">
        <SegmentedControl
          aria-label={t('newsList.filter')}
          options={NEWS_READ_FILTERS.map((value) => ({ value, label: FILTER_LABEL[value] }))}
          value={read}
          onValueChange={(value) => filters.update({ read: value as NewsReadFilter, page: 1 })}
        />
        <Tag intent={unread > 0 ? 'danger' : 'none'} round minimal className="twb-news-list__unread-count">
          {t('newsList.unreadCount', { count: unread })}
        </Tag>
        <span className="twb-news-list__spacer" />
        <Button icon="tick" text={t('newsList.markAllRead')} disabled={unread === 0} loading={busy} onClick={() => void markAll()} />
      </div>
      <LoadFailureNote load={list} shown={data !== undefined} what="list" />
      {list.loading && !data ? (
        <Spinner size={24} />
      ) : !data && loadFailed(list) ? null : rows.length === 0 ? (
        <NonIdealState icon="notifications" description={total > 0 ? t('list.pastEnd', { page, total: formatNumber(total), count: pageCount }) : empty} />
      ) : (
        <>
          <p className="twb-news-list__count" role="status">
            {t('newsList.count', { total: formatNumber(total), from: formatNumber(offset + 1), to: formatNumber(offset + rows.length) })}
          </p>
          <ul className="twb-news-list__items" aria-label={t('newsList.label')}>
            {rows.map((item) => (
              <li key={item.newsId} className={item.read ? 'twb-news-list__item' : 'twb-news-list__item twb-news-list__item--unread'}>
                <span className="twb-news-list__date">{item.startDate.slice(0, 10)}</span>
                <span className="twb-news-list__state">
                  {item.read ? (
                    <Tag minimal>{t('newsList.readState')}</Tag>
                  ) : (
                    <Tag intent="primary">{t('news.unread')}</Tag>
                  )}
                </span>
                <span className="twb-news-list__text">
                  <Link to={newsDetailPath(item.newsId)} className="twb-news-list__name">
                    {item.name}
                  </Link>
                  <span className="twb-news-list__excerpt">{item.description.split('\n')[0]}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {(pageCount > 1 || page > 1) && <ListPager page={page} pageCount={pageCount} onChange={(next) => filters.update({ page: next })} />}
    </Card>
  );
}
