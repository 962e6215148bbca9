// Two body reports side by side: the figures with their changes, then the same pose next to each
// other (earlier on the left). On a phone (≤ 992 px) each pose's two photos stack, dated.
import type { ReviewPhotos } from '@club/shared';
import { FIGURES, VIEWS, change, figure, type Figures } from './figures';
import styles from './review.module.css';

export interface ComparedReport extends Figures {
  /** the photos' caption, e.g. «Ранее: 12.05.2025» */
  title: string;
  /** the table's column heading, e.g. «Ранее» (the caption names the dates) */
  short: string;
  photos: ReviewPhotos;
}

function Photo({
  report,
  view,
  label,
}: {
  report: ComparedReport;
  view: 'side' | 'front' | 'back';
  label: string;
}) {
  const photo = report.photos[view];
  return (
    <figure className={styles.photo}>
      {photo ? (
        <a href={photo.path} target="_blank" rel="noreferrer" className={styles.photoLink}>
          <img
            src={photo.thumb}
            alt={`${label}, ${report.title}`}
            width={photo.width}
            height={photo.height}
            loading="lazy"
          />
        </a>
      ) : (
        <div className={styles.noPhoto}>Нет фото</div>
      )}
      <figcaption className={styles.caption}>{report.title}</figcaption>
    </figure>
  );
}

export function Compare({
  earlier,
  current,
  differences,
}: {
  earlier: ComparedReport | null;
  current: ComparedReport;
  differences: Figures | null;
}) {
  const shown = earlier ? [earlier, current] : [current];
  return (
    <>
      <section className={styles.card} aria-labelledby="compare-figures">
        <h2 id="compare-figures" className={styles.cardTitle}>
          Замеры
        </h2>
        <div className={styles.tableWrap} role="region" aria-label="Таблица замеров" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.tableCaption}>
              {shown.map((r) => r.title).join(' · ')}
            </caption>
            <thead>
              <tr>
                <th scope="col">Показатель</th>
                {shown.map((r) => (
                  <th key={r.title} scope="col">
                    {r.short}
                  </th>
                ))}
                {earlier && <th scope="col">Разница</th>}
              </tr>
            </thead>
            <tbody>
              {FIGURES.map((f) => (
                <tr key={f.key}>
                  <th scope="row">{f.label}</th>
                  {shown.map((r) => (
                    <td key={r.title}>{figure(r[f.key], f.unit)}</td>
                  ))}
                  {earlier && (
                    <td className={styles.change}>
                      {change(differences?.[f.key] ?? null, f.unit)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="compare-photos">
        <h2 id="compare-photos" className={styles.cardTitle}>
          Фото
        </h2>
        {VIEWS.map((v) => (
          <div key={v.key} className={styles.pose} role="group" aria-label={v.label}>
            <h3 className={styles.poseTitle}>{v.label}</h3>
            <div className={earlier ? styles.pair : styles.single}>
              {shown.map((r) => (
                <Photo key={r.title} report={r} view={v.key} label={v.label} />
              ))}
            </div>
          </div>
        ))}
      </section>
    </>
  );
}
