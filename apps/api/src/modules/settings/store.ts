import {
  type ExchangeRates,
  type ShippingSettings,
  type ShopSettings,
  type ShopSettingsValues,
  defaultShopSettings,
  exchangeRatesOf,
  shippingSettingsOf,
  storedShopSettingsValues,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';
import { SETTINGS_VERSION_KEY } from '../../db/meta-keys';
import { metaNow } from '../../db/meta-now';

export const SETTINGS_ROW_ID = 'shop';

/** The settings as every reader uses them: the values, and what the quote and the catalogue read. */
export interface CurrentSettings {
  answer: ShopSettings;
  shipping: ShippingSettings;
  exchange: ExchangeRates | null;
}

export interface SettingsStore {
  /** The settings now: this process's copy while the stored version stands, else read again. */
  current(): Promise<CurrentSettings>;
  /** The settings as the given executor (a transaction) sees them, without the copy. */
  read(executor: DbExecutor): Promise<CurrentSettings>;
}

function resolve(
  values: ShopSettingsValues,
  exchangeRatesSetOn: string | null,
  version: number,
  updatedAt: string | null,
): CurrentSettings {
  return {
    answer: { ...values, exchangeRatesSetOn, version, updatedAt },
    shipping: shippingSettingsOf(values),
    exchange: exchangeRatesOf(values.exchangeRates, exchangeRatesSetOn),
  };
}

/**
 * The shop's settings for every reader in this process. Before each use the stored version (a
 * meta row, one primary-key read on the hot path, shared by the uses of one turn of the event
 * loop) is compared with the copy's: a save by any process moves it, and the next use here reads
 * the row again. Until staff first save, the
 * environment's exchange rates and the domain's documented defaults stand.
 */
export function createSettingsStore(db: Db, environmentRates: ExchangeRates | null): SettingsStore {
  const defaults = defaultShopSettings(environmentRates);
  const { exchangeRatesSetOn: defaultSetOn, ...defaultValues } = defaults;
  let kept: { version: string; settings: CurrentSettings } | undefined;
  let loading: { version: string; settings: Promise<CurrentSettings> } | undefined;

  async function read(executor: DbExecutor): Promise<CurrentSettings> {
    const row = await executor
      .selectFrom('shop_settings')
      .selectAll()
      .where('id', '=', SETTINGS_ROW_ID)
      .executeTakeFirst();
    if (!row) return resolve(defaultValues, defaultSetOn, 0, null);
    return resolve(
      storedShopSettingsValues(JSON.parse(row.settings)),
      row.exchange_rates_set_on,
      row.version,
      row.updated_at,
    );
  }

  return {
    read,
    async current() {
      const version = (await metaNow(db, SETTINGS_VERSION_KEY)) ?? '0';
      if (kept?.version === version) return kept.settings;
      if (loading?.version === version) return loading.settings;
      const settings = read(db.kysely).then((made) => {
        // A slower read for an older version must not replace a newer one.
        if (!kept || Number(kept.version) <= Number(version)) kept = { version, settings: made };
        return made;
      });
      loading = { version, settings };
      const forget = () => {
        if (loading?.settings === settings) loading = undefined;
      };
      settings.then(forget, forget);
      return settings;
    },
  };
}
