import { useMemo, useState } from 'react';
import { Button, cx } from '@club/shared';
import { withPlural } from '@club/shared/format';
import { safeHtml } from '../../../lib/safeHtml';
import { Icon } from '../../../ui/Icon';
import { currentSet, videoIndexAfterTick } from '../model/sets';
import type {
  DoneSets,
  Drill,
  EnteredValues,
  Gymnastic,
  PlannedSet,
  ValueKind,
} from '../model/types';
import { SetsTable } from './SetsTable';
import { VideoCarousel } from './VideoCarousel';
import styles from './DrillBlock.module.css';

export const TECHNIQUE = 'Рекомендации по технике';
const LAP_FORMS = ['круг', 'круга', 'кругов'] as const;

export interface DrillBlockProps {
  drill: Drill;
  gymnastics: Record<number, Gymnastic>;
  done: DoneSets;
  entered: EnteredValues;
  enabled: Set<number>;
  /** the page's next set to do (highlighted) */
  currentId: number | null;
  intensive: boolean;
  mobile: boolean;
  /** the exercise whose technique is open (desktop shows it in place; mobile full screen) */
  techniqueId: number | null;
  onTechnique: (gymnasticId: number | null) => void;
  /** ticks or unticks; returns the sets done after it */
  onToggle: (set: PlannedSet) => DoneSets;
  onEnter: (setId: number, kind: ValueKind, value: number) => void;
}

/** One drill group: its video(s), name, technique and sets. */
export function DrillBlock(props: DrillBlockProps) {
  const { drill, gymnastics, done, intensive, mobile, techniqueId, onTechnique } = props;
  const list = useMemo(
    () => drill.gymnasticIds.map((id) => gymnastics[id]).filter((g): g is Gymnastic => Boolean(g)),
    [drill, gymnastics],
  );
  const [videoIndex, setVideoIndex] = useState(() => {
    const next = currentSet(drill.sets, done);
    const at = next ? drill.gymnasticIds.indexOf(next.gymnasticId) : 0;
    return at >= 0 ? at : 0;
  });
  const shown = list[Math.min(videoIndex, list.length - 1)];
  const name = list.map((g) => g.name).join(' + ');
  const techniqueOpen = shown !== undefined && techniqueId === shown.id;

  const toggle = (set: PlannedSet) => {
    const after = props.onToggle(set);
    // Normal layout: the video follows the exercise of the next set to do.
    if (!intensive && after[set.id] !== undefined) {
      const next = videoIndexAfterTick(drill, after);
      if (next !== null) setVideoIndex(next);
    }
  };

  return (
    <section className={styles.drill} aria-label={name}>
      <div className={styles.media}>
        <VideoCarousel gymnastics={list} index={videoIndex} onIndex={setVideoIndex} />
      </div>
      <div className={styles.content}>
        <div className={styles.badges}>
          {drill.warmup && <span className={styles.badge}>Разминка</span>}
          {drill.superset && (
            <span className={cx(styles.badge, styles.superset)}>
              Суперсет · {withPlural(drill.lapsCount, LAP_FORMS)}
            </span>
          )}
        </div>
        <h2 className={styles.name}>{name}</h2>
        {shown && shown.description.trim() !== '' && (
          <Button
            variant="link"
            className={styles.technique}
            aria-expanded={techniqueOpen}
            onClick={() => onTechnique(techniqueOpen ? null : shown.id)}
          >
            <Icon name="info" />
            {TECHNIQUE}
            {list.length > 1 ? `: ${shown.name}` : ''}
          </Button>
        )}
        {techniqueOpen && !mobile && shown && (
          <div
            className={styles.techniqueText}
            dangerouslySetInnerHTML={{ __html: safeHtml(shown.description) }}
          />
        )}
        <SetsTable {...props} onToggle={toggle} />
      </div>
    </section>
  );
}
