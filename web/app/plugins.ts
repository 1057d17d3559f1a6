// The plugins this build of the workbench is made of, in menu and boot order.
import type { Plugin } from '../../core/kernel/plugin';
import { authPlugin } from '../../plugins/auth';
import { homePlugin } from '../../plugins/home';
import { corpPlugin } from '../../plugins/corp';
import { clerksPlugin } from '../../plugins/clerks';
import { billingPlugin } from '../../plugins/billing';
import { usersPlugin } from '../../plugins/users';
import { limitAmountPlugin } from '../../plugins/limit-amount';
import { uploadsPlugin } from '../../plugins/uploads';
import { reservationsPlugin } from '../../plugins/reservations';
import { usagePlugin } from '../../plugins/usage';
import { flexPlugin } from '../../plugins/flex';
import { chargesPlugin } from '../../plugins/charges';
import { paymentPlugin } from '../../plugins/payment';
import { sitePlugin } from '../../plugins/site';
// new:feature inserts imports above this line

export const webPlugins: readonly Plugin[] = [
  authPlugin,
  homePlugin,
  corpPlugin,
  clerksPlugin,
  billingPlugin,
  usersPlugin,
  limitAmountPlugin,
  reservationsPlugin,
  usagePlugin,
  chargesPlugin,
  paymentPlugin,
  flexPlugin,
  uploadsPlugin,
  sitePlugin,
  // new:feature inserts above this line
];
