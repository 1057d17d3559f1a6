// Registers the uploads catalogue (catalog/uploads.ts) on import: imported by every module that shows its messages, so
// it travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { uploads } from '../catalog/uploads';

registerMessages(uploads);
