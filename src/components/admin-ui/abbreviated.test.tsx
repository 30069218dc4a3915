import { render, screen } from '@testing-library/react';
import { Abbreviated } from './abbreviated';

const long = 'Il cavallo vivrà con due asini in un pascolo collinare';

describe('Abbreviated', () => {
  it('shows the cut text, the whole one on hover and to screen readers', () => {
    const { container } = render(<Abbreviated text={long} />);
    const outer = container.firstElementChild;
    expect(outer).toHaveAttribute('title', long);
    expect(screen.getByText('Il cavallo vivrà con due asini…')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText(long)).toHaveClass('visually-hidden');
  });

  it('shows a short text as it is, without a tooltip', () => {
    const { container } = render(<Abbreviated text="Fieno a volontà" />);
    expect(container.firstElementChild).not.toHaveAttribute('title');
    expect(container).toHaveTextContent(/^Fieno a volontà$/);
  });

  it('takes another length', () => {
    render(<Abbreviated text="Stabulazione" max={4} />);
    expect(screen.getByText('Stab…')).toBeInTheDocument();
  });
});
