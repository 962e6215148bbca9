// Runtime plugin: a remote's stylesheets are requested as CORS (its files are served with open
// CORS). The federation runtime adds a remote module's stylesheets itself when it loads the
// module, and webpack adds those of the remote's later chunks (tooling/webpack.cjs cssFiles, same
// attribute): one CORS mode for both, so a file is fetched once, and the rules stay readable to
// the page's scripts (an accessibility checker reads colours from them instead of copying them
// into a <style> the page's policy refuses).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface LinkRequest {
  url: string;
  attrs?: Record<string, string>;
}

/** Adds `crossorigin="anonymous"` to a stylesheet (or its preload) of another origin. */
export function corsStylesheet({ url, attrs }: LinkRequest, pageOrigin: string): void {
  if (!attrs) return;
  const isStyle = attrs.rel === 'stylesheet' || attrs.as === 'style';
  if (isStyle && new URL(url, pageOrigin).origin !== pageOrigin) attrs.crossorigin = 'anonymous';
}

export default function stylesheetPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-cors-stylesheets',
    createLink(args) {
      corsStylesheet(args as LinkRequest, window.location.origin);
    },
  };
}
