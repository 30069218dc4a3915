import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleCard } from './collapsible-card';

describe('CollapsibleCard', () => {
  it('has a header button in a heading that collapses and expands the body', async () => {
    const user = userEvent.setup();
    render(
      <CollapsibleCard title="Dati personali" headingLevel={3}>
        <p>Contenuto</p>
      </CollapsibleCard>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Dati personali' });
    const toggle = screen.getByRole('button', { name: 'Dati personali' });
    expect(heading).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toContainElement(screen.getByText('Contenuto'));
    expect(screen.getByText('Contenuto')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start closed, with h2 by default, and its actions do not toggle it', async () => {
    const user = userEvent.setup();
    const act = vi.fn();
    render(
      <CollapsibleCard
        title="Note"
        defaultOpen={false}
        actions={
          <button type="button" onClick={act}>
            Aggiungi
          </button>
        }
      >
        <p>Nascosto</p>
      </CollapsibleCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Note' })).toBeInTheDocument();
    expect(screen.getByText('Nascosto')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(act).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Note' })).toHaveAttribute('aria-expanded', 'false');
  });
});
