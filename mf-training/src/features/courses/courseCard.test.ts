import type { CourseCard } from '@club/shared';
import { actionPath, cardView, courseFullName, STORE_PATH } from './courseCard';

const DAY = 86400;
const HOUR = 3600;

const card = (patch: Partial<CourseCard> = {}): CourseCard => ({
  user_pack_id: 7,
  pack: { id: 1, name: 'Пакет' },
  course: { course_name: 'Стройность' },
  coursesChoice: null,
  status: 'PURCHASED',
  block: { block_name: 'Для дома' },
  rest_activated_course_time: null,
  rest_frost_time: null,
  rest_time_for_activate: 10 * DAY,
  frost: { can_frost: true, message: null },
  image: '/img/course.jpg',
  contest: false,
  shop_link: 'https://shop.example/stroinost',
  ...patch,
});

describe('full name', () => {
  it('adds the chosen diet target after " : "', () => {
    expect(courseFullName(card())).toBe('Стройность');
    expect(courseFullName(card({ coursesChoice: { name: 'Похудение' } }))).toBe(
      'Стройность : Похудение',
    );
  });
});

describe('card by status', () => {
  it('PURCHASED: "Активировать" and the time left to activate', () => {
    const v = cardView(card());
    expect(v.actionLabel).toBe('Активировать');
    expect(v.dateInfo).toEqual({
      label: 'Осталось:',
      text: '10 дней',
      highlight: false,
      frost: false,
    });
    expect(v.dimmed).toBe(false);
    expect(v.link).toBeNull();
  });

  it('ACTIVATED: "Заморозить", the course page, disabled when it cannot freeze', () => {
    const v = cardView(card({ status: 'ACTIVATED', rest_activated_course_time: 2 * DAY + HOUR }));
    expect(v.actionLabel).toBe('Заморозить');
    expect(v.link).toBe('/course/7');
    expect(v.actionDisabled).toBe(false);
    expect(v.dateInfo.text).toBe('2 дня');
    expect(v.dateInfo.highlight).toBe(true);
    const locked = cardView(
      card({ status: 'ACTIVATED', frost: { can_frost: false, message: 'Уже заморожен сегодня' } }),
    );
    expect(locked.actionDisabled).toBe(true);
    expect(locked.frostMessage).toBe('Уже заморожен сегодня');
  });

  it('FROSTED: "Разморозить", dimmed, frost icon with the freeze time left in hours', () => {
    const v = cardView(
      card({
        status: 'FROSTED',
        rest_frost_time: 5 * HOUR + 1,
        rest_activated_course_time: 20 * DAY,
      }),
    );
    expect(v.actionLabel).toBe('Разморозить');
    expect(v.dimmed).toBe(true);
    expect(v.link).toBe('/course/7');
    expect(v.dateInfo).toEqual({
      label: 'Осталось:',
      text: '6 часов',
      highlight: true,
      frost: true,
    });
  });

  it('ELAPSED: "В магазин" to the club shop, "Срок истек", dimmed', () => {
    const v = cardView(card({ status: 'ELAPSED', rest_time_for_activate: null }));
    expect(v.actionLabel).toBe('В магазин');
    expect(v.action).toBe('shop');
    expect(v.shopLink).toBe('https://shop.example/stroinost');
    expect(v.dateInfo.text).toBe('Срок истек');
    expect(v.dateInfo.label).toBeNull();
    expect(v.dimmed).toBe(true);
  });

  it('falls back to the store page for a card without a shop link', () => {
    expect(cardView(card({ status: 'ELAPSED', shop_link: '' })).shopLink).toBe(STORE_PATH);
    // a link from the server is used only when it is http(s) or an in-app path
    for (const shop_link of ['javascript:alert(1)', 'data:text/html,x', '//evil.example'])
      expect(cardView(card({ status: 'ELAPSED', shop_link })).shopLink).toBe(STORE_PATH);
  });
});

describe('the contest icon', () => {
  it('leads to the contest of a running contest course, to what the contest is before that', () => {
    expect(cardView(card()).contestLink).toBeNull();
    expect(cardView(card({ contest: true })).contestLink).toBe('/contest_info');
    expect(cardView(card({ contest: true, status: 'ACTIVATED' })).contestLink).toBe(
      '/competition/',
    );
    expect(cardView(card({ contest: true, status: 'FROSTED' })).contestLink).toBe('/competition/');
    // an ended course's contest is over: the icon only marks it
    expect(cardView(card({ contest: true, status: 'ELAPSED' })).contestLink).toBeNull();
  });
});

describe('action routes', () => {
  it('names the activation, freeze and unfreeze pages', () => {
    expect(actionPath('activate', 3)).toBe('/course/activate/3');
    expect(actionPath('freeze', 3)).toBe('/course/froze/3');
    expect(actionPath('unfreeze', 3)).toBe('/course/unfroze/3');
  });
});
