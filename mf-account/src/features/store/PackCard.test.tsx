import { render, screen } from '@testing-library/react';
import type { StorePack } from '@club/shared';
import { PackCard } from './PackCard';
import { PackDetails } from './PackDetails';

const pack = (link: string, description: string | null = null): StorePack => ({
  id: 1,
  name: 'Стройность',
  price: 1990,
  description,
  link,
  image: '/img.png',
});

describe('store links from the server', () => {
  it('renders an http(s) purchase link', () => {
    render(<PackCard pack={pack('https://shop.example/p/1')} onDetails={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Купить курс' })).toHaveAttribute(
      'href',
      'https://shop.example/p/1',
    );
  });

  it('never renders a javascript: link', () => {
    render(<PackCard pack={pack('javascript:alert(1)')} onDetails={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Купить курс' })).toBeNull();
    render(<PackDetails pack={pack('javascript:alert(1)')} />);
    expect(screen.queryByRole('link', { name: 'Оплатить' })).toBeNull();
  });

  it('sanitises the description: no covering block, no script', () => {
    const { container } = render(
      <PackDetails
        pack={pack(
          'https://shop.example/p/1',
          '<style>body{}</style><div style="position:fixed;inset:0;z-index:9;color:red">Акция</div><script>x()</script>',
        )}
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain('Акция');
    expect(html).not.toMatch(/position|z-index|<script|<style/);
  });
});
