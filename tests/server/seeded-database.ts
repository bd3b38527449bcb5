/**
 * The seeded demo database every server test file starts from, built once per run instead of once
 * per file (migrations and the demo seed cost about 9 s a file on PGlite, 4.5 s on PostgreSQL).
 *
 * - PGlite: the seeded cluster is dumped to a tar file; each file loads it into its own in-memory
 *   PGlite.
 * - PostgreSQL: the seeded data lives in a template database; each file gets its own database
 *   created from it (CREATE DATABASE … TEMPLATE copies files, no SQL replayed). This needs the
 *   CREATEDB right; without it, each file migrates and seeds its own schema as before.
 *
 * The vitest global setup (server project) builds it and hands its name to the files through
 * provide/inject; the harness falls back to seeding its own copy when run without that setup.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db';
import { seedDemo } from '../../server/db/seed';

export type SeededSource = { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string } | { kind: 'none' };

declare module 'vitest' {
  export interface ProvidedContext {
    seededSource: SeededSource;
  }
}

/** the URL of another database on the same server */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * Drops a test file's database once its connections are gone: a closed pool's connections may take a
 * moment to leave the server, and forcing them out would make their pool report errors. Forced only
 * when they have not left after a few seconds.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await c.query(`drop database if exists "${name}"`);
        return;
      } catch (err) {
        // 55006: the database is being accessed by other users
        if ((err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await c.query(`drop database if exists "${name}" with (force)`);
  });
}

/** Builds the seeded source; the returned function removes it. */
export async function buildSeededSource(url: string | null): Promise<{ source: SeededSource; remove(): Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ url: null });
    await seedDemo(database.ownerDb);
    const dump = await database.dump!();
    await database.close();
    const file = path.join(os.tmpdir(), `anhua-seeded-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { source: { kind: 'pglite', file }, remove: async () => fs.rmSync(file, { force: true }) };
  }
  const template = `anhua_tpl_${crypto.randomBytes(4).toString('hex')}`;
  try {
    await admin(url, (c) => c.query(`create database "${template}"`));
  } catch (err) {
    // no CREATEDB right: every file seeds its own schema
    console.warn(`server tests: cannot create a template database (${(err as Error).message}); each file seeds its own schema`);
    return { source: { kind: 'none' }, remove: async () => {} };
  }
  const database = await openDatabase({ url: databaseUrl(url, template) });
  await seedDemo(database.ownerDb);
  await database.close();
  return {
    source: { kind: 'postgres', template },
    remove: () =>
      admin(url, async (c) => {
        // the template and any copy a crashed file left behind
        const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [template, `${template}_f%`]);
        for (const r of rows) await c.query(`drop database if exists "${r.datname}" with (force)`);
      }),
  };
}

/** A fresh database for one test file, from the seeded source (or seeded here when there is none). */
/**
 * `reopen` (PostgreSQL only) opens another Database on the same data, as a second server process
 * would; PGlite is one process's, so there is none.
 */
export async function openSeeded(url: string | null, source: SeededSource): Promise<{ database: Database; drop(): Promise<void>; reopen?: () => Promise<Database> }> {
  if (!url && source.kind === 'pglite') {
    const database = await openDatabase({ url: null, loadDataDir: new Blob([fs.readFileSync(source.file)]) });
    return { database, drop: async () => {} };
  }
  if (url && source.kind === 'postgres') {
    const name = `${source.template}_f${crypto.randomBytes(4).toString('hex')}`;
    await admin(url, (c) => c.query(`create database "${name}" template "${source.template}"`));
    const database = await openDatabase({ url: databaseUrl(url, name) });
    return { database, drop: () => dropDatabase(url, name), reopen: () => openDatabase({ url: databaseUrl(url, name) }) };
  }
  const schemaName = url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schemaName });
  await seedDemo(database.ownerDb);
  return {
    database,
    ...(url ? { reopen: () => openDatabase({ url, schemaName }) } : {}),
    drop: async () => {
      if (url && schemaName) await admin(url, (c) => c.query(`drop schema if exists "${schemaName}" cascade`));
    },
  };
}
