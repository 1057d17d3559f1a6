// Vitest global set-up of the projects that start test servers (node, e2e): this run's database templates
// (tests/support/templates.ts), made once before any test file runs and removed after the last.
import { buildTemplates, runTemplates } from '../support/templates';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Both projects name this set-up; the first to run makes the templates for the whole run.
  if (runTemplates()) return undefined;
  const { remove } = await buildTemplates();
  return remove;
}
