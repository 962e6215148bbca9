import './bootSplash.css';

/**
 * The start screen while the app has nothing of the member's to show yet (the session's first
 * answer, the layouts' chunk). The same markup as the one in public/index.html, which the browser
 * paints before the scripts arrive: the app's first render replaces it with this, unchanged.
 */
export function BootSplash() {
  return (
    <div className="shell-boot" role="status" aria-label="Загрузка">
      <span className="shell-boot__mark" aria-hidden="true">
        К
      </span>
      <span className="shell-boot__name" aria-hidden="true">
        Клуб
      </span>
      <span className="shell-boot__spinner" aria-hidden="true" />
    </div>
  );
}
