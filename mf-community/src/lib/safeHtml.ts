import DOMPurify from 'dompurify';

/** HTML from the server (contest rules and prizes): any leading <style> block removed, sanitised. */
export function safeHtml(html: string): string {
  const withoutStyle = html.replace(/^\s*<style[\s\S]*?<\/style>/i, '');
  return DOMPurify.sanitize(withoutStyle, { FORBID_TAGS: ['style'] });
}
