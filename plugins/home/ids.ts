// The home route's id: help cards of every plugin name it to appear on the home page.
export const HOME_ROUTE_ID = 'home.top';
