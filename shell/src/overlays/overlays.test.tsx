import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { showBanner, showCourseActivated } from '@club/shared';
import { BannerHost } from './BannerHost';
import { CourseActivatedOverlay } from './CourseActivatedOverlay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('overlays', () => {
  it('hides a banner after 4 s', () => {
    render(<BannerHost />);
    act(() => showBanner('fail', 'Что-то пошло не так'));
    expect(screen.getByRole('alert')).toHaveTextContent('Что-то пошло не так');
    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes the course-activated overlay after 3 s', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <CourseActivatedOverlay />
      </MemoryRouter>,
    );
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
