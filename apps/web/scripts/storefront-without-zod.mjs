// The shopper's pages check nothing with zod (the server does): the schemas and zod itself, about
// 25 kB compressed and a long task to evaluate on a slow phone, stay in the staff's and the
// account's chunks. Walks the static imports of the storefront's pages in Vite's manifest and
// exits 1 when one of their chunks holds zod (its schemas carry a `_zod` property). A module a
// page needs a constant or a rule from must not define schemas: they go in a module of their own
// (product.ts / product-core.ts, search/query.ts / list-rules.ts).
import { readFileSync } from 'node:fs';
import { dist, manifest, withStaticImports } from './manifest.mjs';

const STOREFRONT = [
  'index.html',
  'src/features/catalog/catalog-page.tsx',
  'src/app/product-page.tsx',
  'src/features/compare/index.ts',
  'src/features/cart/cart-page.tsx',
  'src/features/orders/index.ts',
  'src/features/favourites/favourites-page.tsx',
  'src/features/product/related-products.tsx',
  'src/features/product/in-stock-alternatives.tsx',
  'src/features/recently-viewed/recently-viewed.tsx',
  'src/features/reviews/reviews-section.tsx',
  'src/shared/search/suggestions-popup.tsx',
  'src/app/layout/header-search-form.tsx',
  'src/app/layout/menus.tsx',
  'src/app/layout/footer/footer.tsx',
];

let failed = false;
for (const page of STOREFRONT) {
  if (!manifest[page]) {
    console.log(`not in the build: ${page} (renamed? update this list)`);
    failed = true;
    continue;
  }
  const withZod = [...withStaticImports(page)].filter((key) =>
    readFileSync(new URL(manifest[key].file, dist), 'utf8').includes('_zod'),
  );
  if (withZod.length > 0) {
    console.log(`${page} loads zod through ${withZod.map((key) => manifest[key].file).join(', ')}`);
    failed = true;
  }
}
console.log(failed ? 'The storefront loads zod' : `No zod in the storefront's ${STOREFRONT.length} pages and parts`);
process.exit(failed ? 1 : 0);
