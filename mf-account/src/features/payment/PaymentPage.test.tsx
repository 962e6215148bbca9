import { render, screen } from '@testing-library/react';
import PaymentPage from './PaymentPage';

test('the payment placeholder: the title "Оплата" and "..."', () => {
  render(<PaymentPage />);
  expect(screen.getByRole('heading', { name: 'Оплата', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('...')).toBeInTheDocument();
});
