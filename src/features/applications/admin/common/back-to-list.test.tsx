import { screen } from '@testing-library/react';
import { renderAdmin } from '#src/test-support/render-admin';
import { fromList, useBackToList } from './back-to-list';

function Back() {
  return <p>{useBackToList('/admin/adoption-applications')}</p>;
}

const renderWith = (state: unknown) =>
  renderAdmin(<Back />, { path: { pathname: '/admin/adoption-applications/a', state } });

describe('useBackToList', () => {
  it('returns to the list with the filters it was opened from', () => {
    renderWith(fromList('?region=Lombardia'));
    expect(screen.getByText('/admin/adoption-applications?region=Lombardia')).toBeInTheDocument();
  });

  it('returns to the plain list when opened directly or with anything else', () => {
    renderWith(null);
    expect(screen.getByText('/admin/adoption-applications')).toBeInTheDocument();
  });

  it('ignores a state that is not a query', () => {
    renderWith({ listSearch: '//elsewhere.example' });
    expect(screen.getByText('/admin/adoption-applications')).toBeInTheDocument();
  });
});
