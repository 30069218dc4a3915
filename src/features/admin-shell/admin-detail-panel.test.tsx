import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AdminDetailPanel } from './admin-detail-panel';

describe('AdminDetailPanel', () => {
  it('is a named panel with the layout class, scrolled to top when the path changes', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/horses/ada']}>
        <Routes>
          <Route
            path="/admin/horses/:slug"
            element={
              <AdminDetailPanel label="Dettaglio">
                <Link to="/admin/horses/blu">Blu</Link>
              </AdminDetailPanel>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const panel = screen.getByRole('complementary', { name: 'Dettaglio' });
    expect(panel).toHaveClass('admin-detail-panel');
    panel.scrollTop = 300;
    await user.click(screen.getByRole('link', { name: 'Blu' }));
    expect(panel.scrollTop).toBe(0);
  });
});
