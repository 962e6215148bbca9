// The one constructor of jsdom the server uses (html-check.ts), typed here: @types/jsdom would
// bring the DOM library into the whole server program, which is Node's alone.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    /** a window DOMPurify can run on */
    readonly window: import('dompurify').WindowLike;
  }
  const jsdom: { JSDOM: typeof JSDOM };
  export default jsdom;
}
