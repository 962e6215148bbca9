import { nextTask } from './boot/nextTask';
import { preloadRemoteFiles } from './boot/remoteFiles';
import { startEarlyCalls } from './session/earlyCalls';

// The member's first calls go out now, while the app's code is still loading, and so do the
// remotes' start files the page names.
startEarlyCalls();
preloadRemoteFiles();
// Async boundary: shared singletons (react, @club/shared, ...) are negotiated before bootstrap runs.
// The start work comes in turns of the event loop, not in one: the federation runtime (this
// script), React and the router, @club/shared, then the app (one task of 150-200 ms on a phone's
// CPU when it was all at once).
void (async () => {
  await nextTask();
  await Promise.all([import('react-dom/client'), import('react-router-dom')]);
  await nextTask();
  await import('@club/shared');
  await nextTask();
  await import('./bootstrap');
})();
