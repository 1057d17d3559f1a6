// Registers every catalogue, for code that may show any message and has no page chunks to wait for: the server, the
// command line and the tests (tests/setup). The browser never imports this: it registers catalogues as pages load.
import { registerMessages } from './index';
import { home } from './catalog/home';
import { corp } from './catalog/corp';
import { users } from './catalog/users';
import { cli } from './catalog/cli';
import { server } from './catalog/server';
import { members } from './catalog/members';
import { clerks } from './catalog/clerks';
import { billing } from './catalog/billing';
import { limitAmount } from './catalog/limit-amount';
import { csv } from './catalog/csv';
import { uploadPages } from './catalog/upload-pages';
import { uploads } from './catalog/uploads';
import { usage } from './catalog/usage';
import { flex } from './catalog/flex';
import { charges } from './catalog/charges';
import { payment } from './catalog/payment';
import { paymentPages } from './catalog/payment-pages';
import { help } from './catalog/help';

for (const catalogue of [home, corp, users, cli, server, members, clerks, billing, limitAmount, csv, uploadPages, uploads, usage, flex, charges, payment, paymentPages, help]) registerMessages(catalogue);
