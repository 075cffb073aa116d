import type { DeliveryOption, Language, MailStatusName, OrderStatus, ReviewStatus, RoleName } from '@shop/domain';
import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Portable column types only (text, integer, real),
 * so one set of migrations and queries serves SQLite and PostgreSQL:
 * timestamps are ISO-8601 text, booleans are 0/1, JSON is text.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string; // stored lower-cased; unique
  password_hash: string | null; // null for accounts that only sign in with Google
  role: RoleName;
  is_active: number;
  birth_date: string | null;
  google_sub: string | null;
  /** Carried by every session token; raising it ends every token issued before (see 005_token_version). */
  token_version: number;
  /** The language the account last used (migration 017): its e-mails are written in it. */
  language: Language;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  /** SQLite's implicit rowid / a PostgreSQL identity: links the search index to the row. */
  seq: Generated<number>;
  id: string;
  name: string;
  description: string;
  description_en: string;
  /** English twins (migration 009): '' / '[]' / '{}' while not translated. */
  name_en: string;
  brand: string;
  category: string;
  base_price: number;
  currency: string;
  stock: number;
  images: string;
  video: string | null;
  variant_type: string;
  features: string;
  models: string;
  default_configuration: string;
  specifications: string;
  advantages: string;
  /** JSON list of English advantages. */
  advantages_en: string;
  /** JSON map of English specification values. */
  specifications_en: string;
  /** The device type the product declares (migration 014); null: its category's (`productDeviceType`). */
  device_type: string | null;
  /** foldForSearch(name, name_en, descriptions, brand, advantages in both languages): accent- and case-free. */
  search_text: string;
  /** foldForSearch(name, brand): a match here ranks above one in a description (010_forgiving_search). */
  search_title: string;
  created_at: string;
  updated_at: string;
  /** How many Spanish texts lack their English twin (migration 023, `missingEnglishTexts`); 0: complete. */
  english_missing: Generated<number>;
  /** Raised by every write to the row (migration 008): the product's ETag. Starts at 1 (the column's default). */
  version: Generated<number>;
  /** The exact sum and count of its approved reviews' stars (migration 024), changed with them. */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface OrdersTable {
  seq: Generated<number>;
  id: string;
  /** null once the buyer's account was deleted. */
  user_id: string | null;
  status: OrderStatus;
  idempotency_key: string | null;
  /** Hash of the request's lines: the same key with another request is refused. */
  request_hash: string;
  created_at: string;
  updated_at: string;
  /** The chosen delivery as quoted when the order was placed (migration 019); null without one. */
  delivery_option: DeliveryOption | null;
  delivery_cents: Cents | null;
  delivery_earliest: string | null;
  delivery_latest: string | null;
  /** JSON copy of the address as it was (DeliveryAddressSnapshot); null for pickup. */
  delivery_address: string | null;
  /** JSON of the pickup point's address ({ es, en }); plain text (both languages) on orders placed before it had an English twin; null for a home delivery. */
  pickup_address: string | null;
  /** JSON of the pickup point's hours ({ es, en }) when the order was placed (migration 027); null otherwise. */
  pickup_hours: string | null;
  /** The one amount charged; null on older orders (read from order_totals). */
  total_currency: string | null;
  total_cents: Cents | null;
  /** JSON of the rates the total was converted at, and their day; null when nothing was converted. */
  exchange_rates: string | null;
  exchange_rates_date: string | null;
  carrier: string | null;
  tracking_code: string | null;
  /** Raised by every status change (migration 020): the order's ETag. Starts at 1. */
  version: Generated<number>;
}

/** Cents columns are 64-bit: PostgreSQL's driver hands them over as strings. */
type Cents = number | string;

export interface OrderLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  /** The product's English name when sold (migration 012); null when it had none or the line is older. */
  name_en: string | null;
  image: string;
  selected_options: string;
  quantity: number;
  currency: string;
  unit_price_cents: Cents;
  line_total_cents: Cents;
  /** Copied from the order and the product by triggers (migration 004) for the dashboard. */
  created_at: Generated<string | null>;
  cancelled: Generated<number>;
  category: Generated<string | null>;
}

export interface OrderTotalsTable {
  order_id: string;
  currency: string;
  cents: Cents;
  /** Copied from the order by triggers (migration 004) for the dashboard. */
  created_at: Generated<string | null>;
  cancelled: Generated<number>;
}

/** Each status an order entered and when, oldest first by `id` (migration 016). */
export interface OrderStatusHistoryTable {
  id: Generated<number | string>;
  order_id: string;
  status: OrderStatus;
  at: string;
  /** Who made the change (migration 020); null for the order's own 'paid' row, older rows and deleted accounts. */
  changed_by: string | null;
  /** Why staff cancelled the order (migration 020); null otherwise. */
  reason: string | null;
}

/** Sales per currency and UTC day ('YYYY-MM-DD'), kept by triggers (migration 011). */
export interface SalesDaysTable {
  currency: string;
  day: string;
  orders: Cents;
  cents: Cents;
}

/** Order lines' sales per currency, UTC day and category ('' for none), kept by triggers (migration 011). */
export interface SalesDayCategoriesTable {
  currency: string;
  day: string;
  category: string;
  cents: Cents;
}

/** The products each catalogue change touched, in commit order (migration 013), for the in-memory index. */
export interface CatalogueChangesTable {
  id: Generated<number | string>;
  seq: number | string;
}

/** A delivery address of an account (migration 018). */
export interface AddressesTable {
  seq: Generated<number | string>;
  id: string;
  user_id: string;
  recipient: string;
  street: string;
  number: string;
  /** '' when none, like `notes`. */
  floor_flat: string;
  city: string;
  /** An ISO 3166-2:AR code (the domain's PROVINCES). */
  province: string;
  postal_code: string;
  phone: string;
  notes: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export type MailStatus = MailStatusName;

/** One e-mail to send (migration 017), written in the transaction of what it reports. */
export interface MailOutboxTable {
  id: Generated<number | string>;
  /** What the mail is about: 'order-confirmation', 'password-reset'... */
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** The worker that claimed the row, until `lease_expires_at`; null when nobody holds it. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  /** The order the mail is about (migration 029); null for other mails and those written before. */
  order_id: string | null;
}

/** A password-reset link (migration 017): only the SHA-256 of its token, used once. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Reviews of verified buyers (migration 024). */
export interface ReviewsTable {
  seq: Generated<number>;
  id: string;
  product_id: string;
  /** null once the author's account was deleted (the review stays, and counts). */
  user_id: string | null;
  author_name: string;
  rating: number;
  text: string;
  language: Language;
  status: ReviewStatus;
  rejection_reason: string | null;
  answer: string | null;
  answered_at: string | null;
  useful_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A back-in-stock alert (migration 025): open while closed_at is null. */
export interface StockAlertsTable {
  seq: Generated<number>;
  product_id: string;
  /** Lower-cased. */
  email: string;
  language: Language;
  /** The shop's address the alert was asked through: the mail's links start with it. */
  base_url: string;
  token: string;
  created_at: string;
  closed_at: string | null;
  closed_reason: 'notified' | 'unsubscribed' | null;
}

/** An account's favourite product (migration 026). */
export interface FavouritesTable {
  seq: Generated<number>;
  user_id: string;
  product_id: string;
  created_at: string;
}

export interface ReviewVotesTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

/** The shop's settings (migration 021): one row, id 'shop', once staff first saved. */
export interface ShopSettingsTable {
  id: string;
  /** ShopSettingsValues as JSON. */
  settings: string;
  exchange_rates_set_on: string | null;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** One staff change (migration 022); never updated nor deleted. */
export interface AuditEntriesTable {
  seq: Generated<number>;
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  actor_name: string;
  actor_role: string;
  kind: string;
  area: string;
  subject_id: string | null;
  subject_label: string | null;
  /** JSON objects of the changed fields, or null. */
  before_values: string | null;
  after_values: string | null;
}

export interface Database {
  users: UsersTable;
  products: ProductsTable;
  meta: MetaTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_totals: OrderTotalsTable;
  order_status_history: OrderStatusHistoryTable;
  sales_days: SalesDaysTable;
  sales_day_categories: SalesDayCategoriesTable;
  catalogue_changes: CatalogueChangesTable;
  addresses: AddressesTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  stock_alerts: StockAlertsTable;
  favourites: FavouritesTable;
  shop_settings: ShopSettingsTable;
  audit_entries: AuditEntriesTable;
}
