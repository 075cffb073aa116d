import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../database';
import * as initial from './001_initial';
import * as productSearchIndex from './002_product_search_index';
import * as orders from './003_orders';
import * as exactPrices from './004_exact_prices';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Ordered by name; a new migration is a new file plus one line here. Never edit a released one. */
const migrations: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_product_search_index': productSearchIndex,
  '003_orders': orders,
  '004_exact_prices': exactPrices,
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const bound: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(migrations)) {
        bound[name] = { up: (db) => migration.up(db, dialect) };
      }
      return bound;
    },
  };
}
