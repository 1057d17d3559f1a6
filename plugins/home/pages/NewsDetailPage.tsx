// One news item (/News/Detail/{newsId}): opening it marks it read (NewsService.open); it can be marked unread again,
// and leads back to the list.
import '../home.css';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Spinner } from '@blueprintjs/core';
import { ErrorService, NewsService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import '../../../core/home/load-messages';
import { LinkButton, RecordPending, loadOutage, useLoadedData, useService, Heading } from '../../../web/kit';
import { NEWS_LIST_PATH } from '../news-paths';

export default function NewsDetailPage() {
  const { newsId = '' } = useParams();
  const news = useService<NewsService>(NewsService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const navigate = useNavigate();
  const item = useLoadedData(() => news.open(newsId), [news, newsId]);
  const [busy, setBusy] = useState(false);

  const markUnread = async () => {
    setBusy(true);
    try {
      await news.markUnread(newsId);
      toasts.show(t('news.markedUnread'), 'success');
      await navigate(NEWS_LIST_PATH);
    } catch (error) {
      errors.handle(error);
    } finally {
      setBusy(false);
    }
  };

  if (item.loading) return <Spinner size={24} />;
  if (!item.data) {
    return (
      <>
        {loadOutage(item) && <RecordPending load={item} />}
        <LinkButton to={NEWS_LIST_PATH} icon="arrow-left" text={t('newsDetail.backToList')} />
      </>
    );
  }
  return (
    <Card className="twb-news-detail">
      <Heading className="twb-news-detail__name">{item.data.name}</Heading>
      <p className="twb-news-detail__date">{t('news.publishedAt', { date: item.data.startDate })}</p>
      <div className="twb-news-detail__text">{item.data.description}</div>
      <div className="twb-news-detail__buttons">
        <LinkButton to={NEWS_LIST_PATH} icon="arrow-left" text={t('newsDetail.backToList')} />
        <Button icon="eye-off" text={t('newsDetail.markUnread')} loading={busy} onClick={() => void markUnread()} />
      </div>
    </Card>
  );
}
