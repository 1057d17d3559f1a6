// The home page's news: every item, newest first, unread ones marked; a click opens the news dialog.
import { Card, NonIdealState, Tag } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { NewsItem } from '../../../core/domain/entities';
import { NewsService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { Link } from 'react-router';
import { useNewsReader, useService, Heading } from '../../../web/kit';
import { NEWS_LIST_PATH } from '../news-paths';

/** startDate is yyyy/MM/dd HH:mm:ss, so the text order is the time order. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

export function NewsList() {
  useSignals();
  const news = useService<NewsService>(NewsService);
  const reader = useNewsReader();
  const items = newestFirst(news.items.value);

  return (
    <Card className="twb-home-news">
      <Heading className="twb-home-section-title">
        {t('home.news.title')}
        {news.unreadCount.value > 0 && (
          <Tag intent="danger" round minimal className="twb-home-news__count">
            {t('shell.header.unreadCount', { count: news.unreadCount.value })}
          </Tag>
        )}
      </Heading>
      {items.length === 0 ? (
        <NonIdealState icon="notifications" description={t('home.news.empty')} />
      ) : (
        <ul className="twb-home-news__list">
          {items.map((item) => (
            <li key={item.newsId} className={item.read ? 'twb-home-news__item' : 'twb-home-news__item twb-home-news__item--unread'}>
              <button type="button" className="twb-home-news__button" onClick={() => reader.open(item.newsId)}>
                <span className="twb-home-news__date">{item.startDate.slice(0, 10)}</span>
                {!item.read && (
                  <Tag intent="primary" minimal className="twb-home-news__unread">
                    {t('news.unread')}
                  </Tag>
                )}
                <span className="twb-home-news__name">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="twb-home-news__all">
        <Link to={NEWS_LIST_PATH}>{t('news.showAll')}</Link>
      </p>
      {reader.dialog}
    </Card>
  );
}
