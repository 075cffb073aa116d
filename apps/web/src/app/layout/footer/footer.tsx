import { Link } from 'wouter';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { BRAND } from '../../../shared/lib/use-document-title';
import { footerTexts } from './texts';

/**
 * Below the fold on every page, so its code and texts load after the first paint (the default
 * export, for `lazy`); the server renders it with the rest of the page.
 */
export default function Footer() {
  const { t } = useFeatureTexts(footerTexts);
  const heading = 'text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white';
  const link = 'hover:text-indigo-700 hover:underline dark:hover:text-indigo-300';
  return (
    // Bottom padding on mobile: room for the fixed bottom bar, which would hide the last lines.
    <footer className="border-t border-slate-200 bg-slate-50 pb-16 md:pb-0 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
        <section>
          <h2 className={heading}>{t('footer:aboutTitle')}</h2>
          <p className="mt-3">{t('footer:aboutText')}</p>
        </section>
        <section>
          <h2 className={heading}>{t('footer:linksTitle')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/" className={link}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/productos" className={link}>
                {t('nav.products')}
              </Link>
            </li>
            <li>
              <Link to="/carrito" className={link}>
                {t('nav.cart')}
              </Link>
            </li>
            <li>
              <Link to="/favoritos" className={link}>
                {t('nav.favourites')}
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer:contactTitle')}</h2>
          <address className="mt-3 space-y-2 not-italic">
            <p>
              <a href="mailto:contacto@techstore.example" className={link}>
                contacto@techstore.example
              </a>
            </p>
            <p>{t('footer:phone')}</p>
            <p>{t('footer:address')}</p>
          </address>
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} {BRAND}. {t('footer:rights')}
      </p>
    </footer>
  );
}
