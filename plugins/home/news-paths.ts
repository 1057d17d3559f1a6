// The news pages' paths and route ids, named once for the bell, home and the pages themselves.
export const NEWS_LIST_ROUTE_ID = 'home.newsList';
export const NEWS_DETAIL_ROUTE_ID = 'home.newsDetail';
export const NEWS_LIST_PATH = '/News/Info';
export const NEWS_DETAIL_PATH = '/News/Detail/:newsId';

export function newsDetailPath(newsId: string): string {
  return `/News/Detail/${encodeURIComponent(newsId)}`;
}
