// News on the home page and in the header bell: the list, the unread count, opening (marks read), mark unread.
import { inject, injectable } from 'inversify';
import { signal } from '@preact/signals-core';
import { AuthService, NewsService } from './contracts';
import { ApiClient } from '../platform/tokens';
import { newsCalls } from '../home/calls';
import type { NewsItem } from '../domain/entities';

/** itemType of news read-status records (spec 3: read status per user, key, value, itemType). */
export const NEWS_ITEM_TYPE = 'news';
/** The value stored for "read". */
export const NEWS_READ_VALUE = '1';

@injectable()
export class DefaultNewsService implements NewsService {
  readonly items = signal<readonly NewsItem[]>([]);
  readonly unreadCount = signal(0);

  constructor(
    @inject(ApiClient) private readonly client: ApiClient,
    @inject(AuthService) private readonly auth: AuthService,
  ) {}

  async load(): Promise<void> {
    const [items, unread] = await Promise.all([
      this.client.call(newsCalls.infoList),
      this.client.call(newsCalls.unread, { userId: this.userId(), itemType: NEWS_ITEM_TYPE }),
    ]);
    this.items.value = items;
    this.unreadCount.value = unread.unreadCount;
  }

  async open(newsId: string): Promise<NewsItem> {
    const item = await this.client.call(newsCalls.detail, { id: newsId });
    if (!this.isRead(newsId, item)) {
      await this.client.call(newsCalls.markRead, { userId: this.userId(), key: newsId, value: NEWS_READ_VALUE, itemType: NEWS_ITEM_TYPE });
      this.setRead(newsId, true, true);
    }
    return { ...item, read: true };
  }

  async markUnread(newsId: string): Promise<void> {
    await this.client.call(newsCalls.deleteRead, { userId: this.userId(), key: newsId, itemType: NEWS_ITEM_TYPE });
    this.setRead(newsId, false);
  }

  async markAllRead(): Promise<number> {
    const answer = await this.client.call(newsCalls.markAllRead, { userId: this.userId() });
    this.items.value = this.items.value.map((item) => (item.read ? item : { ...item, read: true }));
    this.unreadCount.value = 0;
    return answer.marked;
  }

  private userId(): string {
    const user = this.auth.user.value;
    if (!user) throw new Error('NewsService used without a signed-in user');
    return user.user.userId;
  }

  private isRead(newsId: string, fetched: NewsItem): boolean {
    return this.items.value.find((item) => item.newsId === newsId)?.read ?? fetched.read;
  }

  /** Updates the list and the count locally, so the bell changes without another round trip. */
  private setRead(newsId: string, read: boolean, knownToChange = false): void {
    let changed = knownToChange;
    this.items.value = this.items.value.map((item) => {
      if (item.newsId !== newsId || item.read === read) return item;
      changed = true;
      return { ...item, read };
    });
    if (changed) this.unreadCount.value = Math.max(0, this.unreadCount.value + (read ? -1 : 1));
  }
}
