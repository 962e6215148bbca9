import DOMPurify from 'dompurify';

/** Server HTML for a description: any leading <style> block removed, then sanitised. */
export function safeHtml(html: string): string {
  const withoutStyle = html.replace(/^\s*<style[\s\S]*?<\/style>/i, '');
  return DOMPurify.sanitize(withoutStyle);
}
