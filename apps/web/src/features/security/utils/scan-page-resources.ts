import {
  resourceKindOf,
  type PageResource,
  type ResourceKind,
} from '@aurum/shared/ui-rules/security-diagnostics';

const ELEMENT_SOURCES: [ResourceKind, string, string][] = [
  ['image', 'img[src]', 'src'],
  ['image', 'source[srcset], img[srcset]', 'srcset'],
  ['script', 'script[src]', 'src'],
  ['stylesheet', 'link[rel~="stylesheet" i][href]', 'href'],
  ['font', 'link[as="font" i][href]', 'href'],
];

/** First URL of each srcset candidate ("a.png 1x, b.png 2x" -> a.png, b.png). */
function attributeUrls(attribute: string, value: string): string[] {
  if (attribute !== 'srcset') return [value];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * The images, scripts, stylesheets and fonts this page asks for: from its elements (as written,
 * before any browser upgrade) and from the resource timing entries (which include CSS fonts).
 */
export function scanPageResources(doc: Document = document): PageResource[] {
  const resources: PageResource[] = [];
  for (const [kind, selector, attribute] of ELEMENT_SOURCES) {
    for (const element of doc.querySelectorAll(selector)) {
      for (const value of attributeUrls(attribute, element.getAttribute(attribute) ?? '')) {
        const url = absolute(value, doc.baseURI);
        if (url) resources.push({ kind, url });
      }
    }
  }
  const timing = doc.defaultView?.performance;
  const entries =
    typeof timing?.getEntriesByType === 'function' ? timing.getEntriesByType('resource') : [];
  for (const entry of entries as PerformanceResourceTiming[]) {
    const kind = resourceKindOf(entry);
    if (kind) resources.push({ kind, url: entry.name });
  }
  return resources;
}
