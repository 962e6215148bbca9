// The article as members read it and the editor previews it: meta, picture, and the HTML through
// the one sanitiser.
import { render, screen, within } from '@testing-library/react';
import { ArticleView } from './ArticleView';

it('shows the date, category, views and picture, and the sanitised HTML', () => {
  render(
    <ArticleView
      title="Вода и спорт"
      date={Date.UTC(2026, 10, 26, 12) / 1000}
      categoryName="Питание"
      views={12}
      image="/uploads/articles/7/a.jpg"
      html={'<p onclick="x()" style="position:fixed;color:red">Пей воду</p><script>x()</script>'}
    />,
  );
  const article = screen.getByRole('article', { name: 'Вода и спорт' });
  expect(within(article).getByText('Питание')).toBeInTheDocument();
  expect(within(article).getByLabelText('Просмотры: 12')).toBeInTheDocument();
  expect(within(article).getByText('26.11.2026')).toBeInTheDocument();
  expect(article.querySelector('img')).toHaveAttribute('src', '/uploads/articles/7/a.jpg');
  expect(within(article).getByTestId('article-content').innerHTML).toBe(
    '<p style="color: red">Пей воду</p>',
  );
});
