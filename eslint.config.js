import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import screensInTheirDescriptor from './scripts/eslint/screens-in-their-descriptor.js';
import { TABLE_OWNERS } from './apps/server/src/db/table-owners.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const WEB = 'apps/web/src';
const WEB_TESTS = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/testing/**`];

const NO_FOCUSED_TESTS = {
  selector:
    'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
  message: 'No focused or skipped tests.',
};

/**
 * Web boundaries (ARCHITECTURE.md): a feature reaches into another feature only through these
 * public entry points; anything else two features share moves down to lib/ or components/.
 */
const CROSS_FEATURE_ALLOW_LIST = [
  'account-security/api/manage-two-factor.ts',
  'account-security/components/sign-in-details-card.tsx',
  'account-security/components/two-factor-section.tsx',
  'auth/hooks/use-auth.ts',
  'auth/hooks/use-sign-out.ts',
  'calendar/api/get-calendar-events.ts',
  'calendar/utils/calendar-entries.ts',
  'install/components/install-app-button.tsx',
  'install/hooks/use-standalone.ts',
  'install/utils/detect-platform.ts',
  'journal/api/get-mood-trends.ts',
  'journal/components/mood-aware-card.tsx',
  'journal/components/quick-check-in.tsx',
  'legacy-capsules/api/get-capsules.ts',
  'legacy-capsules/components/legacy-capsules-tab.tsx',
  'life-os/api/get-routines.ts',
  'life-os/utils/routines.ts',
  'memory-bank/api/get-memory-entries.ts',
  'memory-bank/api/save-memory-entry.ts',
  'memory-bank/components/memory-bank-tab.tsx',
  // The bell sits in the headers that have actions of their own (app/member-layout.tsx), and the
  // profile shows the notification settings (ADR 078).
  'notifications/components/notification-bell.tsx',
  'notifications/components/notification-settings-section.tsx',
  'offline/hooks/use-online-status.ts',
  'personas/api/get-personas.ts',
  'requests/components/filing-allowance.tsx',
  'requests/components/likely-duplicate-notice.tsx',
  'security/components/security-diagnostics-dialog.tsx',
  'security/components/ssl-issues-button.tsx',
  'security/utils/read-connection.ts',
  // The assistant's vault card opens approved items through these (ADR 062).
  'vault/api/open-vault-items.ts',
  'vault/components/vault-unlocked-here.tsx',
];

/** Query keys live once, in apps/web/src/lib/query-keys.ts. */
const QUERY_KEY_RULES = [
  {
    selector: 'Property[key.name="queryKey"] > :matches(ArrayExpression, Literal).value',
    message: 'Query keys live in apps/web/src/lib/query-keys.ts: use a key from there.',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set|invalidate|refetch|remove|cancel|reset|fetch|prefetch|ensure)Quer(y|ies)(Data)?$/] > ArrayExpression.arguments',
    message: 'Query keys live in apps/web/src/lib/query-keys.ts: use a key from there.',
  },
  {
    selector:
      'VariableDeclarator[id.name=/(Keys|_KEYS?)$/] > .init:matches(ArrayExpression, ObjectExpression, Literal, TSAsExpression[expression.type=/^(ArrayExpression|ObjectExpression|Literal)$/])',
    message: 'Query keys live in apps/web/src/lib/query-keys.ts: define them there.',
  },
];

/**
 * API paths come from the route descriptors in packages/shared (ADR 080): the web app writes none
 * by hand, only lib/api-client.ts and lib/call-api.ts handle paths.
 */
const API_PATH = /^\/(api|auth\/v1|realtime)(\/|$)/;
const NO_HAND_WRITTEN_API_PATHS = [
  {
    selector: `Literal[value=${API_PATH}]`,
    message: 'API paths come from the route descriptors in packages/shared: use callApi(routes.x).',
  },
  {
    selector: `TemplateLiteral[quasis.0.value.raw=${API_PATH}]`,
    message: 'API paths come from the route descriptors in packages/shared: use callApi(routes.x).',
  },
];
const API_CLIENT = [`${WEB}/lib/api-client.ts`, `${WEB}/lib/call-api.ts`];
const FEATURES = readdirSync(new URL(`${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = FEATURES.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [
    `./${feature}`,
    ...CROSS_FEATURE_ALLOW_LIST.filter((entry) => !entry.startsWith(`${feature}/`)).map(
      (entry) => `./${entry}`,
    ),
  ],
  message: `features/${feature} may import another feature only through CROSS_FEATURE_ALLOW_LIST in eslint.config.js; move what they share to lib/ or components/.`,
}));

const layerZones = [
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features never import the app shell (app/ composes features, not the other way).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ are shared by features and import none of them.',
  },
  {
    target: `${WEB}/lib`,
    from: `${WEB}/components`,
    message: 'lib/ holds no React components: it sits below components/.',
  },
];

const testingZone = {
  target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`],
  from: `${WEB}/testing`,
  message: 'Production code never imports test helpers (apps/web/src/testing).',
};

const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

/**
 * Server boundaries (ARCHITECTURE.md, ADR 011): another module uses a module only through its
 * public face, its `*.service.ts` files or one `*.api.ts` file; only `*.repo.ts` files of a
 * module import the schema or drizzle-orm (the platform's own adapters and db/ are the data layer).
 */
const SERVER = 'apps/server/src';
const SHARED = 'packages/shared/src';
const MODULES = readdirSync(new URL(`${SERVER}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_FACE = /\.(service|api)\.ts$/;
const publicFiles = (module) =>
  readdirSync(new URL(`${SERVER}/modules/${module}`, import.meta.url))
    .filter((file) => PUBLIC_FACE.test(file))
    .map((file) => `./${module}/${file}`);

const moduleZones = MODULES.map((module) => ({
  target: `${SERVER}/modules/${module}`,
  from: `${SERVER}/modules`,
  except: [`./${module}`, ...MODULES.filter((other) => other !== module).flatMap(publicFiles)],
  message: `modules/${module} may use another module only through its *.service.ts or *.api.ts files.`,
}));
const outsideModulesZone = {
  // db/ (seed), cli/ and web/ use modules through their public faces too; app.ts composes them.
  target: [`${SERVER}/db`, `${SERVER}/cli`, `${SERVER}/web`, `${SERVER}/platform`],
  from: `${SERVER}/modules`,
  except: MODULES.flatMap(publicFiles),
  message: 'Use a module only through its *.service.ts or *.api.ts files.',
};
/**
 * The requests module's parts (ADR 040) read one way: record/ <- matching/ <- filing/, staff/.
 * Filing and staff actions use matching only through its service, and never each other.
 */
const REQUESTS = `${SERVER}/modules/requests`;
const requestParts = (...parts) => parts.map((part) => `${REQUESTS}/${part}`);
const requestPartZones = [
  {
    target: requestParts('record'),
    from: requestParts('filing', 'matching', 'staff'),
    message: "requests/record is the request's row and timeline: it uses none of the parts.",
  },
  {
    target: requestParts('matching'),
    from: requestParts('filing', 'staff'),
    message: 'requests/matching is used by filing and staff actions, never the other way.',
  },
  {
    target: requestParts('filing', 'staff'),
    from: requestParts('matching'),
    except: ['./matching.service.ts'],
    message: 'Filing and staff actions use matching only through matching/matching.service.ts.',
  },
  {
    target: requestParts('filing'),
    from: requestParts('staff'),
    message: 'Filing and staff actions do not use each other: what both need is in record/.',
  },
  {
    target: requestParts('staff'),
    from: requestParts('filing'),
    message: 'Filing and staff actions do not use each other: what both need is in record/.',
  },
];
const SERVER_TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`];

/**
 * Each table has one owner (ADR 042): a module imports a schema file only when
 * apps/server/src/db/table-owners.js names it the owner; others read through the owner's face.
 */
const SCHEMA = `${SERVER}/db/schema`;
const schemaFiles = readdirSync(new URL(SCHEMA, import.meta.url)).filter((f) => f.endsWith('.ts'));
const unowned = schemaFiles.filter((file) => !TABLE_OWNERS[file]);
if (unowned.length > 0) {
  throw new Error(`Schema files without an owner in db/table-owners.js: ${unowned.join(', ')}`);
}
const tableOwnerZones = schemaFiles.map((file) => ({
  target: MODULES.filter((module) => module !== TABLE_OWNERS[file]).map(
    (module) => `${SERVER}/modules/${module}`,
  ),
  from: `${SCHEMA}/${file}`,
  message: `db/schema/${file} belongs to ${TABLE_OWNERS[file]} (db/table-owners.js): read it through that module's *.service.ts or *.api.ts (ADR 042).`,
}));
const QUERY_MESSAGE =
  'Only *.repo.ts files import the schema or drizzle-orm and run queries: move the query to the module repo.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.output/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
      // `import { type A } from 'm'` still loads m at run time (verbatimModuleSyntax): a schema
      // module imported for its types only would carry zod into a screen's first load (ADR 024).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Classic scripts the page loads as they are (no bundling), e.g. the early session restore.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Scripts the service worker imports (importScripts in vite.config.ts).
    files: ['apps/web/public/sw-*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones]) },
  },
  {
    // Production code of the web app: no test libraries, no test helpers.
    files: [`${WEB}/{features,components,lib}/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...featureZones,
        ...layerZones,
        testingZone,
      ]),
      'no-restricted-imports': [
        'error',
        {
          paths: ['vitest', 'msw'].map((name) => ({
            name,
            message: 'Test libraries are for *.test.* files and apps/web/src/testing only.',
          })),
          patterns: [
            {
              group: ['@testing-library/*', 'vitest/*', '@vitest/*', 'msw/*'],
              message: 'Test libraries are for *.test.* files and apps/web/src/testing only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: SERVER_TESTS,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...moduleZones,
        outsideModulesZone,
        ...requestPartZones,
      ]),
    },
  },
  {
    // The block above plus table owners (ADR 042), for every module file.
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: SERVER_TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...moduleZones,
        outsideModulesZone,
        ...requestPartZones,
        ...tableOwnerZones,
      ]),
    },
  },
  {
    files: [`${SERVER}/{modules,cli,web}/**/*.ts`, `${SERVER}/*.ts`],
    ignores: [...SERVER_TESTS, '**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: QUERY_MESSAGE }],
          patterns: [
            { regex: '(^|/)db/schema(/|$)', message: QUERY_MESSAGE },
            { regex: '^drizzle-orm/', message: QUERY_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // No import cycles (CONVENTIONS.md, ADR 040): in a cycle each file needs the other loaded
    // first, and a module's parts stop reading in one direction. Tests included.
    files: [`${SERVER}/**/*.ts`, `${SHARED}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // The files no-cycle follows: TypeScript sources, parsed as the linter parses them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One descriptor per screen (ADR 044): nothing outside app/screens.ts lists screens.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...WEB_TESTS, `${WEB}/app/screens.ts`],
    plugins: { aurum: { rules: { 'screens-in-their-descriptor': screensInTheirDescriptor } } },
    rules: { 'aurum/screens-in-their-descriptor': 'error' },
  },
  {
    // Query keys live once, in apps/web/src/lib/query-keys.ts.
    files: [`${WEB}/{features,components,app}/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_FOCUSED_TESTS,
        ...NO_HAND_WRITTEN_API_PATHS,
        ...QUERY_KEY_RULES,
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...WEB_TESTS, ...API_CLIENT, `${WEB}/{features,components,app}/**`],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...NO_HAND_WRITTEN_API_PATHS] },
  },
);
