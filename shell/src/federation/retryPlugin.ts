// Runtime plugin 1/2: network retry for manifests (fetch) and remote entry scripts.
// @module-federation/retry-plugin 0.17.1 takes the older { fetch, script } option shape.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2 },
  });
}
