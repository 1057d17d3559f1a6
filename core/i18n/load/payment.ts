// Registers the payment catalogues (catalog/payment.ts, catalog/payment-pages.ts) on import: imported by the payment
// pages, so they travel in those (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { payment } from '../catalog/payment';
import { paymentPages } from '../catalog/payment-pages';

registerMessages(payment);
registerMessages(paymentPages);
