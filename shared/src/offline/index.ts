// Offline support shared by the shell, mf-training and the service worker: the results outbox.
export * from './outbox';
