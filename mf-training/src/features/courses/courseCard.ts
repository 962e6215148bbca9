// What a course card shows (spec part 1 §2 "Courses list", §3 "Home course item" derived fields,
// §4 statuses): full name, date info, the button's action and where the image leads.
import { type CourseCard, type HomeCourse } from '@club/shared';
import { safeHref, timeLeft } from '@club/shared/format';

export type CardAction = 'activate' | 'freeze' | 'unfreeze' | 'shop';

export const ACTION_LABEL: Record<CardAction, string> = {
  activate: 'Активировать',
  freeze: 'Заморозить',
  unfreeze: 'Разморозить',
  shop: 'В магазин',
};

/** Where the ELAPSED card's button leads when the card carries no shop link. */
export const STORE_PATH = '/store/';
/** The contest page (route competition) and what the contest is (route contest_info). */
export const CONTEST_PATH = '/competition/';
export const CONTEST_INFO_PATH = '/contest_info';

export interface DateInfo {
  /** "Осталось:" before the time, absent for "Срок истек" */
  label: string | null;
  text: string;
  /** under 3 days left */
  highlight: boolean;
  /** FROSTED: the frost icon precedes the time */
  frost: boolean;
}

export interface CardView {
  id: number;
  fullName: string;
  image: string | null;
  contest: boolean;
  status: HomeCourse['status'];
  /** ELAPSED and FROSTED cards look disabled */
  dimmed: boolean;
  action: CardAction;
  actionLabel: string;
  /** the freeze button of an ACTIVATED course that cannot freeze now */
  actionDisabled: boolean;
  /** the club shop, for the ELAPSED card's external button */
  shopLink: string;
  /** ACTIVATED and FROSTED: the course page the image and the name lead to */
  link: string | null;
  /**
   * Where the contest icon leads: the contest of a running contest course, what the contest is
   * before it is activated; an ended course's icon only marks it (null)
   */
  contestLink: string | null;
  dateInfo: DateInfo;
  frostMessage: string | null;
}

/** "{course} : {coursesChoice.name}" once a diet target is chosen, else the course name. */
export function courseFullName(card: Pick<HomeCourse, 'course' | 'coursesChoice'>): string {
  const name = card.course.course_name;
  return card.coursesChoice?.name ? `${name} : ${card.coursesChoice.name}` : name;
}

const ACTION_BY_STATUS: Record<HomeCourse['status'], CardAction> = {
  ACTIVATED: 'freeze',
  FROSTED: 'unfreeze',
  PURCHASED: 'activate',
  ELAPSED: 'shop',
};

/** The app route of a card action for a user pack (spec routes course_activate, course_froze...). */
export function actionPath(action: Exclude<CardAction, 'shop'>, userPackId: number): string {
  if (action === 'activate') return `/course/activate/${userPackId}`;
  if (action === 'freeze') return `/course/froze/${userPackId}`;
  return `/course/unfroze/${userPackId}`;
}

function dateInfo(card: HomeCourse): DateInfo {
  if (card.status === 'ELAPSED') {
    return { label: null, text: 'Срок истек', highlight: false, frost: false };
  }
  const seconds =
    card.status === 'FROSTED'
      ? card.rest_frost_time
      : card.status === 'PURCHASED'
        ? card.rest_time_for_activate
        : card.rest_activated_course_time;
  const left = timeLeft(seconds);
  return {
    label: 'Осталось:',
    text: left.text,
    highlight: left.highlight,
    frost: card.status === 'FROSTED',
  };
}

export function cardView(card: HomeCourse | CourseCard): CardView {
  const action = ACTION_BY_STATUS[card.status];
  const opensCourse = card.status === 'ACTIVATED' || card.status === 'FROSTED';
  // a link from the server: only http(s) or an in-app path, else the in-app store
  const shopLink = safeHref(card.shop_link) ?? STORE_PATH;
  return {
    id: card.user_pack_id,
    fullName: courseFullName(card),
    image: card.image,
    contest: card.contest,
    status: card.status,
    dimmed: card.status === 'ELAPSED' || card.status === 'FROSTED',
    action,
    actionLabel: ACTION_LABEL[action],
    actionDisabled: card.status === 'ACTIVATED' && !card.frost.can_frost,
    shopLink,
    link: opensCourse ? `/course/${card.user_pack_id}` : null,
    contestLink: !card.contest
      ? null
      : opensCourse
        ? CONTEST_PATH
        : card.status === 'PURCHASED'
          ? CONTEST_INFO_PATH
          : null,
    dateInfo: dateInfo(card),
    frostMessage: card.frost.message,
  };
}
