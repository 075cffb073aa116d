import type { OrderStatus, RoleName } from '@shop/domain';
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
  /** foldForSearch(name, description, description_en, brand): accent- and case-free. */
  search_text: string;
  created_at: string;
  updated_at: string;
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
}

/** Cents columns are 64-bit: PostgreSQL's driver hands them over as strings. */
type Cents = number | string;

export interface OrderLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  image: string;
  selected_options: string;
  quantity: number;
  currency: string;
  unit_price_cents: Cents;
  line_total_cents: Cents;
}

export interface OrderTotalsTable {
  order_id: string;
  currency: string;
  cents: Cents;
}

export interface Database {
  users: UsersTable;
  products: ProductsTable;
  meta: MetaTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_totals: OrderTotalsTable;
}
