// Yen as the invoice pages show them: thousands separators and 円 (spec 9), from the charges catalogue.
import { t } from '../../../core/i18n';
import '../../../core/charges/load-messages';
import { formatNumber } from '../../../web/kit';

export const yen = (amount: number): string => t('charges.format.yen', { amount: formatNumber(amount) });
