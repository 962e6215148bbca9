import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StoreBlock } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import StoreCoursePage from './StoreCoursePage';
import StorePage from './StorePage';
import { getStore } from './api/getStore';
import { resetStore } from './storeData';

jest.mock('./api/getStore', () => ({ getStore: jest.fn() }));
const mockStore = jest.mocked(getStore);

const BLOCKS: StoreBlock[] = [
  {
    id: 10,
    block_name: 'Тренировки',
    packs: [
      {
        id: 1,
        name: 'Стройность за 8 недель',
        price: 2990,
        description:
          '<style>p{color:red}</style><p class="promo">Старт каждый понедельник!</p>' +
          '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
        link: 'https://shop.example/packs/slim-8',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      {
        id: 2,
        name: 'Домашний фитнес',
        price: 1490,
        description: null,
        link: 'https://shop.example/packs/home',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ],
  },
  {
    id: 20,
    block_name: 'Питание',
    packs: [
      {
        id: 3,
        name: 'Вегетарианское меню',
        price: 990,
        description: '<p>Меню без мяса и рыбы.</p>',
        link: 'https://shop.example/packs/veggie',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ],
  },
];

let restore: () => void = () => undefined;
function setMobile(mobile: boolean) {
  restore();
  restore = mockMatchMedia(mobile);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetStore();
  setMobile(false);
  mockStore.mockResolvedValue({
    result: { blocks: BLOCKS },
    error: null,
    status: 200,
    headers: {},
  });
});
afterEach(() => restore());

function renderAt(path: string, entries?: string[]) {
  const user = userEvent.setup();
  const list = entries ?? [path];
  render(
    <MemoryRouter
      initialEntries={list}
      initialIndex={list.length - 1}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/store/" element={<StorePage />} />
        <Route path="/store/course/:category/:id" element={<StoreCoursePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const card = (name: string) => screen.getByRole('article', { name });

test('loads with a loader, then the first category with its packs', async () => {
  renderAt('/store/');
  expect(screen.getByRole('heading', { name: 'Магазин', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Тренировки' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'Питание' })).toBeInTheDocument();
  const slim = card('Стройность за 8 недель');
  expect(within(slim).getByRole('heading', { name: 'Стройность за 8 недель' })).toBeInTheDocument();
  expect(within(slim).getByText('2990 руб')).toBeInTheDocument();
  expect(within(card('Домашний фитнес')).getByText('1490 руб')).toBeInTheDocument();
  expect(screen.queryByText('Вегетарианское меню')).not.toBeInTheDocument();
});

test('"Купить курс" opens the purchase link in a new tab', async () => {
  renderAt('/store/');
  const buy = within(
    await screen.findByRole('article', { name: 'Стройность за 8 недель' }),
  ).getByRole('link', { name: 'Купить курс' });
  expect(buy).toHaveAttribute('href', 'https://shop.example/packs/slim-8');
  expect(buy).toHaveAttribute('target', '_blank');
  expect(buy.getAttribute('rel')).toMatch(/noopener/);
});

test('"Подробнее о курсе" is offered only with a description', async () => {
  renderAt('/store/');
  await screen.findByRole('article', { name: 'Стройность за 8 недель' });
  expect(
    within(card('Стройность за 8 недель')).getByRole('button', { name: /Подробнее о курсе/ }),
  ).toBeInTheDocument();
  expect(within(card('Домашний фитнес')).queryByRole('button')).not.toBeInTheDocument();
});

test('desktop: the details modal with the price per month, the safe description and "Оплатить"', async () => {
  const user = renderAt('/store/');
  await user.click(
    within(await screen.findByRole('article', { name: 'Стройность за 8 недель' })).getByRole(
      'button',
      { name: /Подробнее о курсе/ },
    ),
  );
  const dialog = screen.getByRole('dialog', { name: 'Курс "Стройность за 8 недель"' });
  expect(within(dialog).getByText('2990 ₽')).toBeInTheDocument();
  expect(within(dialog).getByText('на 1 месяц')).toBeInTheDocument();
  expect(within(dialog).getByText('Старт каждый понедельник!')).toBeInTheDocument();
  expect(dialog.querySelector('style, script')).toBeNull();
  expect(dialog.querySelector('img[onerror]')).toBeNull();
  const pay = within(dialog).getByRole('link', { name: 'Оплатить' });
  expect(pay).toHaveAttribute('href', 'https://shop.example/packs/slim-8');
  expect(pay).toHaveAttribute('target', '_blank');
  await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('tabs switch the category', async () => {
  const user = renderAt('/store/');
  await user.click(await screen.findByRole('tab', { name: 'Питание' }));
  expect(screen.getByRole('tab', { name: 'Питание' })).toHaveAttribute('aria-selected', 'true');
  expect(within(card('Вегетарианское меню')).getByText('990 руб')).toBeInTheDocument();
  expect(screen.queryByText('Домашний фитнес')).not.toBeInTheDocument();
});

test('mobile: "Подробнее о курсе" opens the pack page; back returns to the same category', async () => {
  setMobile(true);
  const user = renderAt('/store/');
  await user.click(await screen.findByRole('tab', { name: 'Питание' }));
  await user.click(
    within(card('Вегетарианское меню')).getByRole('button', { name: /Подробнее о курсе/ }),
  );
  expect(
    screen.getByRole('heading', { name: 'Курс "Вегетарианское меню"', level: 1 }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('990 ₽')).toBeInTheDocument();
  expect(screen.getByText('на 1 месяц')).toBeInTheDocument();
  expect(screen.getByText('Меню без мяса и рыбы.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Оплатить' })).toHaveAttribute(
    'href',
    'https://shop.example/packs/veggie',
  );
  // one load for both pages
  expect(mockStore).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: /Назад/ }));
  expect(await screen.findByRole('tab', { name: 'Питание' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the pack page opened directly loads the store itself; an unknown pack says so', async () => {
  const user = renderAt('/store/course/10/1');
  expect(
    await screen.findByRole('heading', { name: 'Курс "Стройность за 8 недель"', level: 1 }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Назад/ }));
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Магазин', level: 1 })).toBeInTheDocument(),
  );
});

test('an unknown pack has a way back to the store', async () => {
  renderAt('/store/course/10/999');
  expect(await screen.findByText(/Такого курса нет в магазине/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Все курсы' })).toHaveAttribute('href', '/store/');
});

test('a failed load is the failed state, not "В магазине пока нет курсов"; "Повторить" asks again', async () => {
  mockStore.mockResolvedValueOnce({
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  });
  const user = renderAt('/store/');
  expect(await screen.findByText('Не удалось загрузить магазин.')).toBeVisible();
  expect(screen.queryByText('В магазине пока нет курсов.')).not.toBeInTheDocument();
  expect(mockStore).toHaveBeenCalledWith({ silent: true });
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('tab', { name: 'Тренировки' })).toBeInTheDocument();
  expect(mockStore).toHaveBeenCalledTimes(2);
});

test('an empty store says "В магазине пока нет курсов."', async () => {
  mockStore.mockResolvedValue({ result: { blocks: [] }, error: null, status: 200, headers: {} });
  renderAt('/store/');
  expect(await screen.findByText('В магазине пока нет курсов.')).toBeVisible();
});
