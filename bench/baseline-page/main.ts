/**
 * The baseline of issue 10: a trivial Vite + React page (React 19 and react-dom, production build,
 * no router, no stylesheet), rendering one heading and a paragraph.
 */
import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  createElement(
    Fragment,
    null,
    createElement('h1', null, 'Baseline'),
    createElement('p', null, 'One heading and a paragraph.'),
  ),
);
