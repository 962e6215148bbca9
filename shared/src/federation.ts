// What a remote's exposed modules look like to the shell (typed here instead of generated @mf-types).
import type { ComponentType } from 'react';

/** `./routes`: the remote's pages by spec route name (each page lazily loaded inside the remote). */
export type RemoteRoutes = Record<string, ComponentType>;

/** `./widgets`: small components the shell composes (home cards, top-bar parts, feedback modal body). */
export type RemoteWidgets = Record<string, ComponentType<Record<string, unknown>>>;

/** Props the shell passes to mf-account's `FeedbackModal` widget. */
export interface FeedbackModalProps {
  onClose: () => void;
}
