import { Page } from '@club/shared';

/** Route "payment" (/payment/): a placeholder with the title only (spec part 2 §2.9). */
export default function PaymentPage() {
  return (
    <Page title="Оплата">
      <p>...</p>
    </Page>
  );
}
