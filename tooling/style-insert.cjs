// style-loader's insert hook for every app: each <style> tag carries the page's CSP nonce, which
// the server puts in <meta property="csp-nonce" nonce="…"> (server/src/plugins/shell-html.ts), so
// the policy allows the bundles' styles and nothing injected. Browsers hide the nonce attribute
// from getAttribute; the `nonce` property keeps it.
var nonce;
module.exports = function insertStyle(style) {
  if (nonce === undefined) {
    var meta = document.querySelector('meta[property="csp-nonce"]');
    nonce = (meta && (meta.nonce || meta.getAttribute('nonce'))) || '';
  }
  if (nonce) style.nonce = nonce;
  document.head.appendChild(style);
};
