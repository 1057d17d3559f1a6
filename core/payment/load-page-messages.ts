// Registers the payment pages' catalogue (page-messages.ts) on import; reached through load-messages.ts, which the
// payment pages import, so that the catalogue loading check finds the load module beside the catalogue.
import { registerMessages } from '../i18n/index';
import { paymentPages } from './page-messages';

registerMessages(paymentPages);
