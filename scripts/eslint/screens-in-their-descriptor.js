/**
 * Lint rule (ADR 044): a screen is listed once, in its descriptor in apps/web/src/app/screens.ts,
 * and everything that lists screens derives from there. Outside that file, web code must not
 * - load a screen's code itself: an `import()` of a page or route component (`*-page`, `*-route`),
 *   or, outside features/, of anything in features/ (the app loads features' code through screens);
 * - keep a table keyed by route path (`{ '/vault': ... }`, `{ [HOME_ROUTE]: ... }`): such a table
 *   lists screens a second time; give the screen's descriptor the field instead.
 */
const SCREEN_CODE = /(^|\/)[\w-]+-(page|route)$/;
const FEATURE_CODE = /(^|\/)features\//;
const ROUTE_PATH = /^\/[\w-]/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Screens are listed only in their descriptor (app/screens.ts, ADR 044).' },
    messages: {
      code: "A screen's code is loaded only by its descriptor in apps/web/src/app/screens.ts (ADR 044).",
      table:
        "A table keyed by route path lists screens again: give the screen's descriptor in apps/web/src/app/screens.ts the field instead (ADR 044).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const inFeature = file.includes('/src/features/');
    return {
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : undefined;
        if (typeof source !== 'string') return;
        if (SCREEN_CODE.test(source) || (!inFeature && FEATURE_CODE.test(source)))
          context.report({ node, messageId: 'code' });
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression') return;
        const { key } = node;
        const routeKey = node.computed
          ? key.type === 'Identifier' && key.name.endsWith('_ROUTE')
          : key.type === 'Literal' && typeof key.value === 'string' && ROUTE_PATH.test(key.value);
        if (routeKey) context.report({ node: key, messageId: 'table' });
      },
    };
  },
};
