// The remotes' start files (their entries, the widgets' code and stylesheets, home's course
// cards), asked for the moment the shell's entry runs. The server lists them in the page's runtime
// JSON (`remoteFiles`, server/src/plugins/shell-html.ts) instead of preloading them from the page:
// on a slow link they then no longer share its bandwidth with the shell's own start files, which
// have to run first, and they still arrive before the shell renders the areas that run them.
import { inlineRuntime } from './inlineRuntime';

/** Preloads the page's `remoteFiles`; nothing when the page lists none (dev server, sign-in page). */
export function preloadRemoteFiles(doc: Document = document): void {
  const files = inlineRuntime(doc)?.remoteFiles;
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !/^https?:\/\//.test(file)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = file;
    if (file.endsWith('.css')) {
      // as the shell's stylesheet plugin loads a remote's stylesheets: CORS
      link.setAttribute('as', 'style');
      link.crossOrigin = 'anonymous';
    } else {
      // the federation runtime and webpack add a remote's scripts as plain <script> tags
      link.setAttribute('as', 'script');
    }
    doc.head.appendChild(link);
  }
}
