import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../database';
import * as initial from './001_initial';
import * as productSearchIndex from './002_product_search_index';
import * as orders from './003_orders';
import * as exactPrices from './004_exact_prices';
import * as tokenVersion from './005_token_version';
import * as catalogueVersionOnChange from './006_catalogue_version_on_change';
import * as statsIndexes from './007_stats_indexes';
import * as productVersion from './008_product_version';
import * as productTranslations from './009_product_translations';
import * as forgivingSearch from './010_forgiving_search';
import * as salesByDay from './011_sales_by_day';
import * as orderLineEnglish from './012_order_line_english';
import * as catalogueChanges from './013_catalogue_changes';
import * as productDeviceType from './014_product_device_type';
import * as dropWordIndexes from './015_drop_word_indexes';
import * as orderStatusHistory from './016_order_status_history';
import * as mailOutbox from './017_mail_outbox';
import * as addresses from './018_addresses';
import * as orderDelivery from './019_order_delivery';
import * as reviews from './024_reviews';
import * as productEnglishMissing from './023_product_english_missing';
import * as ordersDesk from './020_orders_desk';
import * as shopSettings from './021_shop_settings';
import * as auditEntries from './022_audit_entries';
import * as stockAlerts from './025_stock_alerts';
import * as favourites from './026_favourites';
import * as pickupHoursOrdersIndexes from './027_pickup_hours_orders_indexes';
import * as salesSyncOnCancel from './028_sales_sync_on_cancel';
import * as mailOutboxOrder from './029_mail_outbox_order';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/**
 * Ordered by name; a new migration is a new file plus one line here. Never edit a released one.
 * 017 came after 018 was released: the migrator allows a pending migration older than the last
 * applied one (see migrate.ts).
 */
const migrations: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_product_search_index': productSearchIndex,
  '003_orders': orders,
  '004_exact_prices': exactPrices,
  '005_token_version': tokenVersion,
  '006_catalogue_version_on_change': catalogueVersionOnChange,
  '007_stats_indexes': statsIndexes,
  '008_product_version': productVersion,
  '009_product_translations': productTranslations,
  '010_forgiving_search': forgivingSearch,
  '011_sales_by_day': salesByDay,
  '012_order_line_english': orderLineEnglish,
  '013_catalogue_changes': catalogueChanges,
  '014_product_device_type': productDeviceType,
  '015_drop_word_indexes': dropWordIndexes,
  '016_order_status_history': orderStatusHistory,
  '017_mail_outbox': mailOutbox,
  '018_addresses': addresses,
  '019_order_delivery': orderDelivery,
  '024_reviews': reviews,
  '023_product_english_missing': productEnglishMissing,
  '020_orders_desk': ordersDesk,
  '021_shop_settings': shopSettings,
  '022_audit_entries': auditEntries,
  '025_stock_alerts': stockAlerts,
  '026_favourites': favourites,
  '027_pickup_hours_orders_indexes': pickupHoursOrdersIndexes,
  '028_sales_sync_on_cancel': salesSyncOnCancel,
  '029_mail_outbox_order': mailOutboxOrder,
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
