import { act, render, screen } from '@testing-library/react';
import { showBanner, showCourseActivated } from '../bus';
import { BannerHost } from './BannerHost';
import { CourseActivatedOverlay, type HomeLinkProps } from './CourseActivatedOverlay';

const HomeLink = ({ className, onClick, children }: HomeLinkProps) => (
  <a className={className} href="/" onClick={onClick}>
    {children}
  </a>
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('overlays', () => {
  // Every banner is read out through one polite live region that is always on the page.
  const region = () => screen.getByRole('status');
  const shown = (type: 'ok' | 'fail') => region().querySelectorAll(`[data-type="${type}"]`).length;

  it('hides a banner after 4 s; the live region stays for the next one', () => {
    render(<BannerHost />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
    act(() => showBanner('fail', 'Что-то пошло не так'));
    expect(region()).toHaveTextContent('Что-то пошло не так');
    act(() => jest.advanceTimersByTime(3900));
    expect(shown('fail')).toBe(1);
    act(() => jest.advanceTimersByTime(200));
    expect(shown('fail')).toBe(0);
    expect(region()).toBeEmptyDOMElement();
  });

  it('never stacks copies of a banner: the same one stays once and its 4 s start again', () => {
    render(<BannerHost />);
    act(() => showBanner('fail', 'Курс заморожен'));
    act(() => jest.advanceTimersByTime(3000));
    act(() => showBanner('fail', 'Курс заморожен'));
    act(() => showBanner('fail', 'Курс заморожен'));
    expect(shown('fail')).toBe(1);
    // another text, or the same text as another type, is its own banner
    act(() => showBanner('fail', 'Нет связи с сервером'));
    act(() => showBanner('ok', 'Курс заморожен'));
    expect(shown('fail')).toBe(2);
    expect(shown('ok')).toBe(1);
    // the repeated banner counts its 4 s from the last time it was asked for
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Нет связи с сервером')).toBeInTheDocument();
    expect(screen.getAllByText('Курс заморожен')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(200));
    expect(shown('fail')).toBe(0);
    // once hidden, the same banner may show again
    act(() => showBanner('fail', 'Курс заморожен'));
    expect(shown('fail')).toBe(1);
  });

  it('closes the course-activated overlay after 3 s', () => {
    render(<CourseActivatedOverlay HomeLink={HomeLink} />);
    act(() => showCourseActivated({ courseFullName: 'Стройность', dietTarget: 'Похудение' }));
    expect(screen.getByText('Поздравляем!')).toBeInTheDocument();
    expect(
      screen.getByText('Курс "Стройность : Похудение" успешно активирован!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Поздравляем!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Поздравляем!')).toBeNull();
  });
});
