import i18n from './index';
import texts from './es-deferred.json';

/**
 * The Spanish texts of pages that load on demand (sign-in, account, cart, payment, orders, user management, the
 * server-status dialog). es.json ships in the storefront's first load, which sits at its
 * 110 kB budget, so these travel with the pages that show them: each such page imports this
 * module, which adds them to the Spanish texts before the page renders. English needs no such split: en.json is fetched on demand
 * already and holds every English text.
 */
i18n.addResourceBundle('es', 'translation', texts, true, false);
