// Registers every catalogue, for code that may show any message and has no page chunks to wait for: the server, the
// command line and the tests (tests/setup). The browser never imports this: it registers catalogues as pages load.
import { registerMessages } from './index';
import { home } from '../home/messages';
import { corp } from '../corp/messages';
import { users } from '../users/page-messages';
import { cli } from './catalog/cli';
import { server } from './catalog/server';
import { members } from '../users/messages';
import { clerks } from '../clerks/messages';
import { billing } from '../billing/messages';
import { limitAmount } from '../limit-amount/messages';
import { csv } from './catalog/csv';
import { uploadPages } from '../uploads/page-messages';
import { uploads } from '../uploads/messages';
import { usage } from '../usage/messages';
import { flex } from '../flex/messages';
import { charges } from '../charges/messages';
import { payment } from '../payment/messages';
import { paymentPages } from '../payment/page-messages';
import { help } from './catalog/help';
// new:feature inserts imports above this line

const catalogues = [
  home,
  corp,
  users,
  cli,
  server,
  members,
  clerks,
  billing,
  limitAmount,
  csv,
  uploadPages,
  uploads,
  usage,
  flex,
  charges,
  payment,
  paymentPages,
  help,
  // new:feature inserts above this line
];

for (const catalogue of catalogues) registerMessages(catalogue);
