// Registers the usage catalogue (messages.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../i18n/index';
import { usage } from './messages';

registerMessages(usage);
