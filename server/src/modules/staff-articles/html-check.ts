// The server's judgement of an article's HTML (issue 42 item 6): the members' own sanitiser
// (@club/shared/sanitize: DOMPurify with the club's rules) run on a real HTML parser (jsdom, the
// parser browsers follow), and the HTML refused when it would remove anything a reader would miss:
// an element, an attribute, a link or picture address, a style property. So no way of writing
// markup (a comment closed as `<!-->` or `--!>`, odd quoting, entities, namespaces) gets past a
// check that reads it differently from the browser. The contract's quick check (the one the
// editor runs before sending) is asked first, for its familiar words.
import jsdom from 'jsdom';
import { articleFindingProblem, articleHtmlProblem } from '@club/shared/contract';
import { createSanitizer, type Sanitizer } from '@club/shared/sanitize/purifier';

let sanitizer: Sanitizer | undefined;

/** One window per process, made on the first article saved (jsdom takes ~100 ms to start). */
function theSanitizer(): Sanitizer {
  sanitizer ??= createSanitizer(new jsdom.JSDOM('').window);
  return sanitizer;
}

/** What the members' page would remove from the HTML (see @club/shared/sanitize `findings`). */
export const articleHtmlFindings = (html: string) => theSanitizer().findings(html);

/** Why the HTML is refused, in Russian, or null when members would see it as written. */
export function articleHtmlVerdict(html: string): string | null {
  return articleHtmlProblem(html) ?? articleFindingProblem(articleHtmlFindings(html));
}
