// Telling a staff member that members wait while they look elsewhere: the tab's title starts with
// the number of conversations waiting («(3) Клуб»), and a switch in the navigation («Сообщать о
// новых сообщениях», remembered on this device) plays a short sound and shows a browser
// notification for a member's new message while the tab is hidden or in the background. The
// browser asks for its permission when the switch is turned on; without it only the sound plays.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { liveEvents$, type InboxLiveEvent } from '@club/shared';
import { conversationLink } from './links';
import { useWaitingCount } from './waitingCount';
import styles from './badge.module.css';

export const ALERTS_KEY = 'club.staff.inbox-alerts';
export const ALERTS_LABEL = 'Сообщать о новых сообщениях';
export const ALERTS_NO_PERMISSION =
  'Браузер не разрешил уведомления: будет только звук. Разреши их в настройках сайта.';

const COUNT_PREFIX = /^\(\d+\) /;

/** The title with the number waiting in front (none: the title alone). */
export const titleWithCount = (title: string, waiting: number) => {
  const base = title.replace(COUNT_PREFIX, '');
  return waiting > 0 ? `(${waiting}) ${base}` : base;
};

function stored(): boolean {
  try {
    return window.localStorage.getItem(ALERTS_KEY) === '1';
  } catch {
    return false;
  }
}

let audio: AudioContext | null = null;
/** Made (or woken) on the switch's click: browsers let a page play sound after a gesture. */
function wakeAudio() {
  const Ctx = window.AudioContext;
  if (!Ctx) return;
  audio ??= new Ctx();
  void audio.resume?.();
}
function beep() {
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.3);
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + 0.3);
}

const canNotify = () =>
  typeof window.Notification === 'function' && window.Notification.permission === 'granted';

/** A member's new message (not a staff answer, an edit or a note). */
const isMemberMessage = (e: { type: string }): e is InboxLiveEvent =>
  e.type === 'inbox_message' && (e as InboxLiveEvent).item?.sender !== 'ADMIN';

export default function InboxAlerts() {
  const waiting = useWaitingCount();
  const navigate = useNavigate();
  const id = useId();
  const [on, setOn] = useState(stored);
  const [note, setNote] = useState<string | null>(null);

  // the tab's title: «(3) Клуб» while three wait; the title alone again when none or on leaving
  const base = useRef(document.title.replace(COUNT_PREFIX, ''));
  useEffect(() => {
    document.title = titleWithCount(base.current, waiting);
  }, [waiting]);
  useEffect(() => {
    const title = base.current;
    return () => {
      document.title = title;
    };
  }, []);

  useEffect(() => {
    if (!on) return;
    // switched on in an earlier visit: the sound can play after this visit's first gesture
    document.addEventListener('pointerdown', wakeAudio, { once: true });
    document.addEventListener('keydown', wakeAudio, { once: true });
    const sub = liveEvents$.subscribe((e) => {
      if (!isMemberMessage(e)) return;
      if (!document.hidden && document.hasFocus()) return;
      beep();
      if (!canNotify()) return;
      const text = e.item?.text || (e.item?.pictures.length ? 'Фото' : '');
      const n = new window.Notification('Новое сообщение участника', {
        body: text.length > 140 ? `${text.slice(0, 140)}…` : text,
        tag: `club-inbox-${e.member_id}-${e.discipline}`,
      });
      n.onclick = () => {
        window.focus();
        navigate(conversationLink(e.member_id, e.discipline));
        n.close();
      };
    });
    return () => {
      document.removeEventListener('pointerdown', wakeAudio);
      document.removeEventListener('keydown', wakeAudio);
      sub.unsubscribe();
    };
  }, [on, navigate]);

  const toggle = async (checked: boolean) => {
    setOn(checked);
    try {
      window.localStorage.setItem(ALERTS_KEY, checked ? '1' : '0');
    } catch {
      /* private mode: for this visit only */
    }
    if (!checked) {
      setNote(null);
      return;
    }
    wakeAudio();
    const N = window.Notification;
    if (typeof N === 'function' && N.permission === 'default') await N.requestPermission();
    setNote(canNotify() ? null : ALERTS_NO_PERMISSION);
  };

  return (
    <div className={styles.alerts}>
      <label className={styles.switch} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {ALERTS_LABEL}
      </label>
      {note && (
        <p id={`${id}-note`} className={styles.alertsNote}>
          {note}
        </p>
      )}
    </div>
  );
}
