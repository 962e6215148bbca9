import { sanitizeHtml } from '@club/shared/sanitize';

/** Server HTML for a description: any leading <style> block removed, then the shared sanitiser. */
export function safeHtml(html: string): string {
  const withoutStyle = html.replace(/^\s*<style[\s\S]*?<\/style>/i, '');
  return sanitizeHtml(withoutStyle);
}
