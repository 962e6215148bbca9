// "Твои отчёты" (spec §2.4): date, weight, chest, waist, hip, sorted by date with the asc/desc
// toggle; a row opens the report; desktop rows that are not contest reports have edit and delete.
// With no report at all a placeholder row shows dd.mm.yyyy and zeros.
import type { MouseEvent } from 'react';
import { cx, type DynamicsReport, type DynamicsSort } from '@club/shared';
import { FIGURES, figureText } from '../../lib/figures';
import { Icon } from '../../ui/Icon';
import styles from './DynamicsPage.module.css';

export interface ReportsTableProps {
  reports: DynamicsReport[];
  sort: DynamicsSort;
  onToggleSort: () => void;
  /** desktop: edit and delete buttons on the rows */
  withActions: boolean;
  onOpen: (report: DynamicsReport) => void;
  onEdit: (report: DynamicsReport) => void;
  onDelete: (report: DynamicsReport) => void;
}

/** Oldest first for asc, newest first for desc; the same day keeps the order of sending. */
export function sortReports(reports: DynamicsReport[], sort: DynamicsSort): DynamicsReport[] {
  const sorted = [...reports].sort((a, b) => a.created - b.created || a.id - b.id);
  return sort === 'asc' ? sorted : sorted.reverse();
}

export function ReportsTable({
  reports,
  sort,
  onToggleSort,
  withActions,
  onOpen,
  onEdit,
  onDelete,
}: ReportsTableProps) {
  const rows = sortReports(reports, sort);
  const stop = (e: MouseEvent, run: () => void) => {
    e.stopPropagation();
    run();
  };
  return (
    <section className={styles.card} aria-labelledby="dynamics-list-title">
      <h2 id="dynamics-list-title" className={styles.cardTitle}>
        Твои отчёты
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby="dynamics-list-title">
          <thead>
            <tr>
              <th scope="col" aria-sort={sort === 'asc' ? 'ascending' : 'descending'}>
                <button
                  type="button"
                  className={styles.sort}
                  onClick={onToggleSort}
                  aria-label={
                    sort === 'asc'
                      ? 'Дата: сначала старые. Показать сначала новые'
                      : 'Дата: сначала новые. Показать сначала старые'
                  }
                >
                  Дата
                  <Icon name={sort === 'asc' ? 'sortAsc' : 'sortDesc'} size={16} />
                </button>
              </th>
              {FIGURES.map((f) => (
                <th key={f.field} scope="col">
                  {f.short}, {f.unit}
                </th>
              ))}
              {withActions && (
                <th scope="col">
                  <span className={styles.srOnly}>Действия</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className={styles.placeholderRow}>
                <td>dd.mm.yyyy</td>
                {FIGURES.map((f) => (
                  <td key={f.field}>0</td>
                ))}
                {withActions && <td />}
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.id} className={styles.row} onClick={() => onOpen(r)}>
                  <td>
                    <button
                      type="button"
                      className={styles.open}
                      onClick={(e) => stop(e, () => onOpen(r))}
                    >
                      {r.name}
                    </button>
                    {r.contest && <span className={styles.badge}>Конкурс</span>}
                  </td>
                  {FIGURES.map((f) => (
                    <td key={f.field}>{figureText(r[f.field])}</td>
                  ))}
                  {withActions && (
                    <td className={styles.actions}>
                      {!r.contest && (
                        <>
                          <button
                            type="button"
                            className={styles.iconButton}
                            aria-label={`Изменить отчёт от ${r.name}`}
                            title="Изменить"
                            onClick={(e) => stop(e, () => onEdit(r))}
                          >
                            <Icon name="edit" size={18} />
                          </button>
                          <button
                            type="button"
                            className={cx(styles.iconButton, styles.danger)}
                            aria-label={`Удалить отчёт от ${r.name}`}
                            title="Удалить"
                            onClick={(e) => stop(e, () => onDelete(r))}
                          >
                            <Icon name="trash" size={18} />
                          </button>
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
