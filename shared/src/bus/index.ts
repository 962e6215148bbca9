// The event bus: typed RxJS channels every app reads and writes through helpers, never globals.
// The shell feeds session and realtime; any app may publish banners, confirm requests, analytics.
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type {
  Country,
  InitResult,
  LiveEvent,
  Profile,
  RealtimeCounts,
  WhoAmIResult,
} from '../contract';
import type { MenuCode } from '../contract/paths';

// ---------- Session ----------
export interface Session {
  token: string | null;
  profile: Profile | null;
  countries: Country[];
  /** menu codes switched off by the server */
  notActiveOptions: string[];
  restTime: number | null;
  /**
   * A staff account (issue 28; GET /api/auth/me): its name, position and permissions. Null for a
   * member (whose data is `profile`) and until the shell knows.
   */
  account: WhoAmIResult | null;
}
const emptySession: Session = {
  token: null,
  profile: null,
  countries: [],
  notActiveOptions: [],
  restTime: null,
  account: null,
};
const session = new BehaviorSubject<Session>(emptySession);
export const session$: Observable<Session> = session.asObservable();
export const getSession = (): Session => session.getValue();
export function setSession(patch: Partial<Session>): void {
  session.next({ ...session.getValue(), ...patch });
}
export function applyInit(init: InitResult): void {
  setSession({
    profile: init.profile,
    countries: init.countries,
    notActiveOptions: init.not_active_options,
    restTime: init.rest_time,
  });
}
export function clearSession(): void {
  session.next(emptySession);
}
export const isMenuActive = (code: MenuCode, s: Session = getSession()): boolean =>
  !s.notActiveOptions.includes(code);

/** Apps ask the shell to reload the member's profile (e.g. after an activation or a save). */
const userInfoReloads = new Subject<void>();
export const userInfoReload$: Observable<void> = userInfoReloads.asObservable();
export const requestUserInfoReload = (): void => userInfoReloads.next();

// ---------- Realtime counts ----------
const emptyCounts: RealtimeCounts = {
  rest_time: null,
  not_active_options: [],
  chats: { count: 0, channels: [] },
  notifications: { count: 0 },
};
const realtime = new BehaviorSubject<RealtimeCounts>(emptyCounts);
export const realtime$: Observable<RealtimeCounts> = realtime.asObservable();
export const getRealtime = (): RealtimeCounts => realtime.getValue();
export const publishRealtime = (counts: RealtimeCounts): void => realtime.next(counts);

// ---------- Live events (the stream's "live" events: new and edited chat messages) ----------
// The shell feeds them from the realtime stream; an open messenger reads them. Not replayed: a page
// that opens later loads its data from the API.
const live = new Subject<LiveEvent>();
export const liveEvents$: Observable<LiveEvent> = live.asObservable();
export const publishLive = (event: LiveEvent): void => live.next(event);

// ---------- Banners (hidden by the shell after 4 s) ----------
export type BannerType = 'ok' | 'fail';
export interface Banner {
  id: number;
  type: BannerType;
  text: string;
}
let bannerSeq = 0;
const banners = new Subject<Banner>();
export const banners$: Observable<Banner> = banners.asObservable();
export function showBanner(type: BannerType, text: string): void {
  banners.next({ id: ++bannerSeq, type, text });
}

// ---------- Confirm / notice modal ----------
export interface ConfirmRequest {
  title: string;
  text?: string;
  /** label of the "yes" button; omit both labels for a notice with only a close control */
  yes?: string;
  no?: string;
  /** the sequential-warning style: yes/no button styles render reversed */
  reversed?: boolean;
}
export interface PendingConfirm extends ConfirmRequest {
  id: number;
  resolve: (answer: boolean) => void;
}
let confirmSeq = 0;
const confirms = new Subject<PendingConfirm>();
export const confirmRequests$: Observable<PendingConfirm> = confirms.asObservable();
/** Resolves true on yes; closing or "no" resolve false. */
export function confirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => confirms.next({ ...request, id: ++confirmSeq, resolve }));
}
/** A notice: same modal, no buttons but the close control. */
export function notice(title: string, text?: string): Promise<boolean> {
  return confirm({ title, text });
}

// ---------- Action list modal (mobile pickers such as "Тема обращения") ----------
export interface ActionItem {
  id: string | number;
  label: string;
}
export interface ActionListRequest {
  title: string;
  items: ActionItem[];
}
export interface PendingActionList extends ActionListRequest {
  id: number;
  resolve: (chosen: ActionItem | null) => void;
}
let actionSeq = 0;
const actionLists = new Subject<PendingActionList>();
export const actionListRequests$: Observable<PendingActionList> = actionLists.asObservable();
/** Resolves with the chosen item, or null when the list is closed. */
export function chooseAction(request: ActionListRequest): Promise<ActionItem | null> {
  return new Promise((resolve) => actionLists.next({ ...request, id: ++actionSeq, resolve }));
}

// ---------- Overlays the shell hosts ----------
const feedbackOpen = new BehaviorSubject<boolean>(false);
export const feedbackOpen$: Observable<boolean> = feedbackOpen.asObservable();
export const openFeedback = (): void => feedbackOpen.next(true);
export const closeFeedback = (): void => feedbackOpen.next(false);

export interface CourseActivated {
  courseFullName: string;
  dietTarget: string;
}
const courseActivated = new Subject<CourseActivated>();
export const courseActivated$: Observable<CourseActivated> = courseActivated.asObservable();
export const showCourseActivated = (info: CourseActivated): void => courseActivated.next(info);

// ---------- Analytics (the shell forwards these to the tracking service) ----------
export type AnalyticsEventName =
  'app_opened' | 'app_closed' | 'activation' | 'training_start' | 'training_finish';
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  payload?: Record<string, unknown>;
}
const analytics = new Subject<AnalyticsEvent>();
export const analytics$: Observable<AnalyticsEvent> = analytics.asObservable();
export const trackEvent = (name: AnalyticsEventName, payload?: Record<string, unknown>): void =>
  analytics.next({ name, payload });

// ---------- Leave guards (a page that must ask before the member leaves it) ----------
// React Router runs only one blocker at a time, and the shell owns it: pages register here
// instead (e.g. the profile's unsaved changes), and the shell asks them before any navigation.
export interface LeaveTarget {
  pathname: string;
}
/** Resolves true when the member may leave (a guard may ask with confirm() first). */
export type LeaveGuard = (to: LeaveTarget) => boolean | Promise<boolean>;
const leaveGuards = new Set<LeaveGuard>();
/** Registers a guard; returns its removal (call it when the page unmounts). */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuards.add(guard);
  return () => {
    leaveGuards.delete(guard);
  };
}
export const hasLeaveGuards = (): boolean => leaveGuards.size > 0;
/** Asks every guard in turn; the first that says no keeps the member where they are. */
export async function mayLeave(to: LeaveTarget): Promise<boolean> {
  for (const guard of [...leaveGuards]) {
    if (!(await guard(to))) return false;
  }
  return true;
}
