// Registers the payment pages' catalogue (catalog/payment-pages.ts) on import; reached through load/payment, which the
// payment pages import, so that the catalogue loading check finds the module named after the catalogue.
import { registerMessages } from '../index';
import { paymentPages } from '../catalog/payment-pages';

registerMessages(paymentPages);
