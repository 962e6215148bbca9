import { activatedNotice } from './activationFlow';

describe('the text after an activation follows the course (issue 10, point 9)', () => {
  it('promises a freeze only to a course outside the contest', () => {
    expect(activatedNotice(false)).toEqual({
      title: 'Курс активирован',
      text: expect.stringContaining('его можно заморозить на срок до 14 дней'),
    });
    const contest = activatedNotice(true);
    expect(contest.title).toBe('Курс активирован');
    expect(contest.text).not.toMatch(/можно заморозить/);
    expect(contest.text).toContain('без заморозки');
    expect(contest.text).toContain('место занятий и тип питания во время участия не меняются');
  });
});
