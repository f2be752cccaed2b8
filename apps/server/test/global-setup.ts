// Once per run of the server project: the migrated and the seeded database every test file clones
// (database-templates.ts), removed again when the run ends.
import type { TestProject } from 'vitest/node';
import { buildTemplates } from './database-templates';

export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates(process.env.DATABASE_URL?.trim() || null);
  project.provide('databaseTemplates', templates);
  return remove;
}
