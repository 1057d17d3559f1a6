// Opening a news item: NewsService.open marks it read and returns it; the dialog can mark it unread again.
// Shared by the header's bell and the home page's list so both behave the same.
import { useCallback, useState, type ReactNode } from 'react';
import type { NewsItem } from '../../core/domain/entities';
import { ErrorService, NewsService, ToastService } from '../../core/services/contracts';
import { t } from '../../core/i18n';
import { NewsDialog } from './NewsDialog';
import { useService } from './services-context';

export interface NewsReader {
  open: (newsId: string) => void;
  dialog: ReactNode;
}

export function useNewsReader(): NewsReader {
  const news = useService<NewsService>(NewsService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const [item, setItem] = useState<NewsItem | null>(null);
  const [busy, setBusy] = useState(false);

  const open = useCallback(
    (newsId: string) => {
      news.open(newsId).then(setItem, (error: unknown) => errors.handle(error));
    },
    [news, errors],
  );

  const markUnread = async (target: NewsItem) => {
    setBusy(true);
    try {
      await news.markUnread(target.newsId);
      toasts.show(t('news.markedUnread'), 'success');
      setItem(null);
    } catch (error) {
      errors.handle(error);
    } finally {
      setBusy(false);
    }
  };

  const dialog = <NewsDialog item={item} busy={busy} onClose={() => setItem(null)} onMarkUnread={(target) => void markUnread(target)} />;
  return { open, dialog };
}
