// Registers the payment catalogues (messages.ts, and page-messages.ts through its own load module, load-page-messages.ts) on
// import: imported by the payment pages, so they travel in those (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../i18n/index';
import { payment } from './messages';
import './load-page-messages';

registerMessages(payment);
