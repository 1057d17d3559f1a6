// Builds the PGlite test templates ahead of `vitest run` and keeps them (tests/support/template-cache.ts), so npm test
// makes them beside the typecheck, lint and build instead of at the start of vitest, with one core idle. A run whose
// templates are already kept (same sources, recent) does nothing.
import { buildTemplates } from '../tests/support/templates';

const started = Date.now();
const { templates } = await buildTemplates();
console.log(`test templates: ${templates.seeded.replace(/\/seeded\.tar$/, '')} (${Date.now() - started} ms)`);
