import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** The page's one React root: the landing page renders into it first, the app may replace it. */
export function reactRoot(): Root {
  if (root) return root;
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  root = createRoot(element);
  return root;
}
