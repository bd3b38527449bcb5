/** vitest global setup of the server project: the seeded database the test files copy (seeded-database.ts). */
import type { TestProject } from 'vitest/node';
import { buildSeededSource } from './seeded-database';

export default async function setup(project: TestProject) {
  const { source, remove } = await buildSeededSource(process.env.TEST_DATABASE_URL || null);
  project.provide('seededSource', source);
  return remove;
}
