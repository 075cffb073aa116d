/**
 * Keys of the `meta` table that both the migrations (which create and maintain the rows) and the
 * modules (which read them) name: one definition here, so no module imports a migration.
 */

/** Raised by the products' triggers on every change to the catalogue: cached answers hold while it stands. */
export const CATALOGUE_VERSION_KEY = 'catalogue.version';

/** Raised by every save of the shop's settings (migration 021): each process reloads its copy when it moves. */
export const SETTINGS_VERSION_KEY = 'settings.version';
