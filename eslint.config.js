import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = import.meta.dirname;
const web = 'apps/web/src';
const apiModules = 'apps/api/src/modules';

/**
 * The web app's features: every folder of src/features, and every folder inside a feature
 * that holds features of its own (admin/users, admin/products...). A feature's own files are
 * its folder's; a feature with sub-features owns only the files directly in its folder.
 */
function webFeatures(dir = join(root, web, 'features')) {
  return (
    readdirSync(dir, { withFileTypes: true })
      // A group's shared/ (features/admin/shared: the admin pages' pager, filters, date field) is
      // no feature of its own: the group's features may import it.
      .filter((entry) => entry.isDirectory() && !(entry.name === 'shared' && dir !== join(root, web, 'features')))
      .flatMap((entry) => {
        const path = join(dir, entry.name);
        const inner = webFeatures(path);
        const own = relative(root, path);
        return inner.length > 0 ? [`${own}/*`, ...inner] : [`${own}/**`];
      })
  );
}

/**
 * The API's modules (every folder of src/modules), one zone each: a module reaches another
 * only through that module's index.ts, its public surface; the rest of a module is its own.
 */
function apiModuleZones() {
  const modules = readdirSync(join(root, apiModules), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${apiModules}/${entry.name}`);
  return modules.map((module) => ({
    target: module,
    from: modules.filter((other) => other !== module),
    except: ['./index.ts'],
    message: 'A module reaches another module only through its index.ts: export what others need there.',
  }));
}

/**
 * bulletproof-react's rule, one zone per feature: a feature imports only shared/,
 * @shop/domain and its own files, never another feature (what two features share moves
 * down to shared/ or the domain). shared/ imports no feature and not app/; app/ composes
 * the features. The domain imports no app; the API's plugins import no module, and its
 * modules reach each other only through their index.ts.
 */
function architectureZones() {
  const features = webFeatures();
  return [
    ...features.map((feature) => ({
      target: feature,
      from: features.filter((other) => other !== feature),
      message: 'A feature imports only shared/, @shop/domain and its own files: move what features share to shared/.',
    })),
    {
      target: `${web}/features`,
      from: `${web}/app`,
      message: 'Features do not import app/: app/ composes the features.',
    },
    {
      target: `${web}/shared`,
      from: [`${web}/features`, `${web}/app`],
      message: 'shared/ imports no feature and not app/: it sits below them.',
    },
    { target: 'packages/domain', from: 'apps', message: 'The domain is pure and imports no app.' },
    {
      target: 'apps/api/src/plugins',
      from: 'apps/api/src/modules',
      message: 'Plugins import no module: the composition root (app.ts) hands them the functions they need.',
    },
    ...apiModuleZones(),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The architecture, checked on every file of the repository.
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings: which files it parses, with which parser.
      ...importX.flatConfigs.typescript.settings,
      // The relative imports are what edges and cycles are made of; a plain resolver that knows
      // TypeScript's extensions follows them (workspace packages such as @shop/domain stay
      // unresolved, and are left alone). The TypeScript resolver was dropped: its native
      // bindings are not all on the registry this project installs from, which breaks npm ci.
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      // Type-only imports are erased at run time and import-x does not follow them (no option).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: architectureZones() }],
    },
  },
  {
    // One file-name casing; a middle extension (.test, .spec, .config, .d) is not part of the name.
    files: ['{apps,packages,e2e,scripts,bench,tools}/**/*.{ts,tsx,mts,mjs}'],
    // Migrations keep the names they were applied under: the database records them.
    ignores: ['apps/api/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
