// The flex plugin's route ids and paths (spec 2.2), shared by its routes, pages, links and tests.
export const FLEX_ROUTE = {
  contractInfo: 'flex.contract-info',
  contractDetail: 'flex.contract-detail',
  userInfo: 'flex.user-info',
  userAdded: 'flex.user-added',
  userRegister: 'flex.user-register',
} as const;

export const FLEX_PATH = {
  contractInfo: '/FlexContract/Info',
  contractDetail: '/FlexContract/Detail/:flexContractInformationId',
  userInfo: '/FlexUser/Info',
  userAdded: '/FlexUser/Added',
  userRegister: '/FlexUser/Register',
} as const;

export const contractDetailPath = (id: string): string => `/FlexContract/Detail/${encodeURIComponent(id)}`;

/** The user list of one contract (the filter travels in the URL). */
export const contractUsersPath = (id: string): string => `${FLEX_PATH.userInfo}?contract=${encodeURIComponent(id)}`;

/** The addition page with its contract chosen. */
export const addToContractPath = (id: string): string => `${FLEX_PATH.userAdded}?contract=${encodeURIComponent(id)}`;
