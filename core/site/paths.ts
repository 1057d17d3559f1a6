// Where the site's own pages live: the site plugin's routes, the footers' links and the help cards point here.
export const SITE_PATHS = {
  contact: '/Contact',
  privacy: '/PrivacyPolicy',
  cookie: '/CookiePolicy',
  terms: '/Terms',
  faq: '/Faq',
  manuals: '/Manual',
} as const;

export const SITE_ROUTE = {
  contact: 'site.contact',
  privacy: 'site.privacy',
  cookie: 'site.cookie',
  terms: 'site.terms',
  faq: 'site.faq',
  manuals: 'site.manuals',
} as const;
