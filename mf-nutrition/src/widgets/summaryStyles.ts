// The home summary card's styles, injected once as a <style> element. Home's JS budget is tight:
// a CSS module would bring style-loader's runtime (about 1.3 KB gzip) into the widget's chunk, the
// only mf-nutrition code home loads. Classes are prefixed (no CSS isolation in federation).
const CSS = `
.mfn-summary-card{display:flex;flex-direction:column;gap:16px;padding:20px 24px;border-radius:var(--club-radius);background:var(--club-surface);box-shadow:var(--club-shadow-small);color:var(--club-text);font-family:var(--club-font)}
.mfn-summary-compact{gap:10px}
.mfn-summary-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px}
.mfn-summary-title{margin:0;font-size:20px;font-weight:700}
.mfn-summary-more{color:var(--club-accent);font-size:15px;font-weight:500;text-decoration:none}
.mfn-summary-more:hover{text-decoration:underline}
.mfn-summary-body{display:flex;flex-wrap:wrap;align-items:center;gap:16px 32px}
.mfn-summary-chart{position:relative;flex:none;width:120px;height:120px}
.mfn-summary-center{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1.15}
.mfn-summary-calories{font-size:22px;font-weight:700}
.mfn-summary-unit{color:var(--club-muted);font-size:12px}
.mfn-summary-table{flex:1 1 260px;max-width:400px;border-collapse:collapse;font-size:15px}
.mfn-summary-table th,.mfn-summary-table td{padding:6px 0;border-bottom:1px solid var(--club-border);text-align:right;white-space:nowrap}
.mfn-summary-table tr:last-child th,.mfn-summary-table tr:last-child td{border-bottom:none}
.mfn-summary-table th{text-align:left;font-weight:500}
.mfn-summary-table td{padding-left:16px}
.mfn-summary-percent{color:var(--club-muted)}
.mfn-summary-dot{display:inline-block;width:10px;height:10px;margin-right:8px;border-radius:50%;vertical-align:0}
.mfn-summary-goal{display:flex;flex:1 1 200px;flex-direction:column;align-self:stretch;justify-content:center;gap:4px;padding:14px 18px;border-radius:var(--club-radius-small);background:var(--club-accent-soft)}
.mfn-summary-compact .mfn-summary-goal{flex:none}
.mfn-summary-goalLabel{color:var(--club-accent-hover);font-size:14px;font-weight:600}
.mfn-summary-goalText{font-size:18px;font-weight:700}
@media (max-width:992px){
  .mfn-summary-card{padding:16px}
  .mfn-summary-body{gap:16px 18px}
  .mfn-summary-table{flex:1 1 0;min-width:0;max-width:none}
  .mfn-summary-goal{flex:1 1 100%;padding:12px 14px}
  .mfn-summary-goalText{font-size:16px}
  .mfn-summary-chart{width:112px;height:112px}
  .mfn-summary-chart svg{width:112px;height:112px}
  .mfn-summary-calories{font-size:19px}
  .mfn-summary-unit{font-size:10.5px}
  .mfn-summary-table{font-size:14px}
  .mfn-summary-table td{padding-left:10px}
}
`;

let injected = false;

/** Adds the card's stylesheet to the document the first time a card renders. */
export function ensureSummaryStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.mfNutrition = 'summary';
  // the page's Content-Security-Policy admits <style> tags carrying its nonce (see tooling/style-insert.cjs)
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (meta?.nonce) style.nonce = meta.nonce;
  style.textContent = CSS;
  document.head.appendChild(style);
}

/** Class names of the card. */
export const cls = (name: string): string => `mfn-summary-${name}`;
