// Adapters for live member data and push messaging. The SSE adapter is the default; a Firebase
// adapter (realtime database + messaging) can be selected by runtime config later
// (config.json "firebase" key) without touching the rest of the shell.
import type { LiveEvent, RealtimeCounts } from '@club/shared';

export interface RealtimeHandlers {
  onCounts: (counts: RealtimeCounts) => void;
  /** live data beside the counts (new and edited chat messages) */
  onLive?: (event: LiveEvent) => void;
}

export interface RealtimeAdapter {
  readonly name: string;
  /** Opens the member's stream; returns a stop function (called on sign-out). */
  start(token: string, handlers: RealtimeHandlers): () => void;
}

export interface PushAdapter {
  readonly name: string;
  /** The messaging token of this browser, or null when push is unavailable. */
  getMessagingToken(): Promise<string | null>;
  /** Tears push messaging down on sign-out. */
  stop(): Promise<void>;
}
