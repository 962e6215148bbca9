// The real axios under another name, for the sign-in build's deferred loader (deferredAxios.ts).
declare module 'club-real-axios' {
  export { default } from 'axios';
}
