import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { association } from '#src/config/association';
import { siteUrl } from '#src/config/site';
import { PageHead, type PageHeadProps } from './page-head';

function renderHeadAt(path: string, props: PageHeadProps = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageHead {...props} />
    </MemoryRouter>,
  );
}

function head(selector: string) {
  return document.head.querySelector(selector);
}

describe('PageHead', () => {
  it('sets the title as "{page title} | {organisation}" and the default description', () => {
    renderHeadAt('/cavalli', { title: 'Cavalli' });
    expect(document.title).toBe(`Cavalli | ${association.name}`);
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Aiutaci a salvare chi non può salvarsi da solo!',
    );
  });

  it('sets the canonical address, the page itself, its English version and x-default', () => {
    renderHeadAt('/associazione?ref=x', { title: 'Associazione' });
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/associazione`);
    expect(head('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
      'href',
      `${siteUrl}/associazione`,
    );
    expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${siteUrl}/en/association`,
    );
    expect(head('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${siteUrl}/associazione`,
    );
  });

  it('uses the default header photo as share image, or the page one', () => {
    const { unmount } = renderHeadAt('/');
    // The header photo lives in Storage: an absolute URL of the public media of the bucket.
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^http.*\/o\/web%2Fheaders%2Fhome\.jpg\?alt=media$/),
    );
    unmount();
    renderHeadAt('/cavalli/frodo', { image: '/img/frodo.webp', description: 'Frodo' });
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteUrl}/img/frodo.webp`,
    );
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Frodo');
  });

  it('marks the page as not indexable only when asked', () => {
    const { unmount } = renderHeadAt('/cavalli');
    expect(head('meta[name="robots"]')).toBeNull();
    unmount();
    renderHeadAt('/nope', { noindex: true });
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="alternate"]')).toBeNull();
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/nope`);
  });

  it('takes its language from the address unless told', async () => {
    renderHeadAt('/en/events/festa', {});
    expect(head('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
      'href',
      `${siteUrl}/it/eventi/festa`,
    );
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
  });

  it('sets the document language', async () => {
    renderHeadAt('/en/events', { title: 'Events', language: 'en' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
  });
});
