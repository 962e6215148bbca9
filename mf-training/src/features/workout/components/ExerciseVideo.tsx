import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import type { Gymnastic } from '../model/types';
import styles from './ExerciseVideo.module.css';

/** The video hosting's privacy-enhanced player (no cookies until the member plays). */
export const videoEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&playsinline=1`;

/**
 * The exercise's video: a local preview with a play button; the hosting's player (an iframe) is
 * created only once the member presses play, so nothing external loads before (works offline).
 */
export function ExerciseVideo({ gymnastic }: { gymnastic: Gymnastic }) {
  const [playing, setPlaying] = useState(false);
  const { videoId } = gymnastic;
  if (playing && videoId) {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={videoEmbedUrl(videoId)}
          title={`Видео: ${gymnastic.name}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      {gymnastic.image ? (
        <img
          className={styles.preview}
          src={gymnastic.image}
          alt={`Упражнение: ${gymnastic.name}`}
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.caption} aria-hidden="true">
        {gymnastic.name}
      </span>
      {videoId && (
        <button
          type="button"
          className={styles.play}
          aria-label={`Смотреть видео: ${gymnastic.name}`}
          onClick={() => setPlaying(true)}
        >
          <Icon name="play" />
        </button>
      )}
    </div>
  );
}
