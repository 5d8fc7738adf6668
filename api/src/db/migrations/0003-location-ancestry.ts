import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Stored location ancestry (ADR 0008): a closure table with one row per (ancestor, descendant)
 * pair, including each location with itself at depth 0, so "this location and everything inside
 * it" is one indexed join in SQL instead of loading and walking the customer's tree per request.
 *
 * Triggers on `locations` keep it right for every writer (the provider import, the scale
 * generator's bulk writers, the demo seed, tests): an insert links the new row below its parent's
 * ancestors (parents are written before their children), a parent change re-links the moved
 * subtree, and a delete cascades through the foreign keys. Existing rows are backfilled here.
 *
 * Also: the partial indexes the roll-ups use (open issues and open tasks per location).
 */

const OPEN_ISSUE = `status in ('Error', 'NoAction', 'Created')`;
const OPEN_TASK = `status not in ('Completed', 'Handled')`;

const insertLinks = (newRow: string) => `
  insert into location_ancestors (ancestor_id, descendant_id, depth)
  select ancestor_id, ${newRow}.id, depth + 1 from location_ancestors where descendant_id = ${newRow}.parent_id
  union all select ${newRow}.id, ${newRow}.id, 0`;

/** Unlinks the moved subtree from its old ancestors, then links it below the new parent's. */
const relink = (newRow: string) => `
  delete from location_ancestors
  where descendant_id in (select descendant_id from location_ancestors where ancestor_id = ${newRow}.id)
    and ancestor_id in (select ancestor_id from location_ancestors where descendant_id = ${newRow}.id and ancestor_id <> ${newRow}.id);
  insert into location_ancestors (ancestor_id, descendant_id, depth)
  select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
  from location_ancestors above
  join location_ancestors below on below.ancestor_id = ${newRow}.id
  where above.descendant_id = ${newRow}.parent_id`;

/** Every (ancestor, descendant, depth) of the stored locations; the depth bound guards against a cycle. */
const backfill = `
  insert into location_ancestors (ancestor_id, descendant_id, depth)
  with recursive chain (ancestor_id, descendant_id, depth) as (
    select id, id, 0 from locations
    union all
    select l.parent_id, chain.descendant_id, chain.depth + 1
    from chain join locations l on l.id = chain.ancestor_id
    where l.parent_id is not null and chain.depth < 64
  )
  select ancestor_id, descendant_id, min(depth) from chain group by ancestor_id, descendant_id`;

export function locationAncestryMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('location_ancestors')
        .addColumn('ancestor_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
        .addColumn('descendant_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
        .addColumn('depth', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('location_ancestors_pk', ['ancestor_id', 'descendant_id'])
        .execute();
      // Ancestors of a location (roll-ups, the triggers); the primary key serves descendants.
      await db.schema
        .createIndex('location_ancestors_descendant_idx')
        .on('location_ancestors')
        .columns(['descendant_id', 'ancestor_id', 'depth'])
        .execute();
      await sql.raw(backfill).execute(db);

      if (isPg) {
        await sql
          .raw(
            `create function location_ancestry_insert() returns trigger language plpgsql as $$
             begin ${insertLinks('new')}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function location_ancestry_move() returns trigger language plpgsql as $$
             begin ${relink('new')}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(`create trigger locations_ancestry_insert after insert on locations for each row execute function location_ancestry_insert()`)
          .execute(db);
        await sql
          .raw(
            `create trigger locations_ancestry_move after update of parent_id on locations for each row
             when (old.parent_id is distinct from new.parent_id) execute function location_ancestry_move()`,
          )
          .execute(db);
      } else {
        await sql.raw(`create trigger locations_ancestry_insert after insert on locations begin ${insertLinks('new')}; end`).execute(db);
        await sql
          .raw(
            `create trigger locations_ancestry_move after update of parent_id on locations
             when old.parent_id is not new.parent_id begin ${relink('new')}; end`,
          )
          .execute(db);
      }

      // Roll-ups probe one location at a time for an open issue / an open task due before now.
      // Partial indexes hold only the open rows, so a probe never wades through closed history.
      await sql.raw(`create index issues_open_location_idx on issues (location_id, created) where ${OPEN_ISSUE}`).execute(db);
      await sql.raw(`create index tasks_open_location_due_idx on tasks (location_id, due_date) where ${OPEN_TASK}`).execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('tasks_open_location_due_idx').ifExists().execute();
      await db.schema.dropIndex('issues_open_location_idx').ifExists().execute();
      if (isPg) {
        await sql.raw('drop trigger if exists locations_ancestry_move on locations').execute(db);
        await sql.raw('drop trigger if exists locations_ancestry_insert on locations').execute(db);
        await sql.raw('drop function if exists location_ancestry_move()').execute(db);
        await sql.raw('drop function if exists location_ancestry_insert()').execute(db);
      } else {
        await sql.raw('drop trigger if exists locations_ancestry_move').execute(db);
        await sql.raw('drop trigger if exists locations_ancestry_insert').execute(db);
      }
      await db.schema.dropTable('location_ancestors').ifExists().execute();
    },
  };
}
