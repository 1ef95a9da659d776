import { describe, expect, it } from 'vitest';
import { renderHead } from './head';

describe('renderHead', () => {
  it('gives a listable page its canonical address and absolute social card tags', () => {
    const head = renderHead(
      { title: 'Menu | Flame-kissed', description: 'Dishes & "drinks"', indexable: true },
      { origin: 'https://flamekissed.example', path: '/menu' },
    );
    expect(head).toContain('<link rel="canonical" href="https://flamekissed.example/menu" />');
    expect(head).toContain('<meta property="og:url" content="https://flamekissed.example/menu" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://flamekissed.example/images/social-card.png" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('content="Dishes &#38; &#34;drinks&#34;"');
    expect(head).not.toContain('robots');
  });

  it('asks crawlers not to index any other page', () => {
    const head = renderHead({ title: 'Log in' }, { origin: 'https://flamekissed.example', path: '/login' });
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });

  it('leaves out every absolute address when the public address is unknown', () => {
    const head = renderHead({ title: 'Menu', indexable: true }, { origin: undefined, path: '/menu' });
    expect(head).not.toMatch(/canonical|og:url|og:image/);
    expect(head).toContain('<meta property="og:title" content="Menu" />');
  });
});
