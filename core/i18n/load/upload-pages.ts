// Registers the upload-pages catalogue (catalog/upload-pages.ts) on import: imported by every module that shows its messages, so it
// travels in their (lazily loaded) chunks rather than in the entry.
import { registerMessages } from '../index';
import { uploadPages } from '../catalog/upload-pages';

registerMessages(uploadPages);
