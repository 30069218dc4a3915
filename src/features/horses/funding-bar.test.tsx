import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FundingBar, fundingBarLabel } from './funding-bar';
import type { Funding } from './model/coverage';

const funding = (
  monthlyCost: number,
  coveredAmount: number,
  activeSupporters: number,
): Funding => ({
  monthlyCost,
  coveredAmount,
  activeSupporters,
});

describe('FundingBar', () => {
  it('says how much of the cost the circle covers, as fundingText writes it', () => {
    render(<FundingBar name="Ada" funding={funding(300, 135, 6)} />);
    expect(
      screen.getByText('Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori'),
    ).toBeVisible();
  });

  it('is a progress bar named after the horse, at the percent, described by the sentence', () => {
    render(<FundingBar name="Ada" funding={funding(300, 135, 6)} />);
    const bar = screen.getByRole('progressbar', { name: 'Copertura mensile di Ada' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAccessibleDescription(
      'Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori',
    );
    expect(bar).toHaveClass('progress');
    expect(bar.querySelector('.progress-bar')).toHaveStyle({ width: '45%' });
    expect(fundingBarLabel('Ada')).toBe('Copertura mensile di Ada');
  });

  it('fills no more than the whole bar when the circle gives more than the cost', () => {
    render(<FundingBar name="Bruno" funding={funding(300, 420, 14)} />);
    const bar = screen.getByRole('progressbar', { name: 'Copertura mensile di Bruno' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.querySelector('.progress-bar')).toHaveStyle({ width: '100%' });
    expect(bar).toHaveAccessibleDescription(
      'Coperto il 140%: 420 € dei 300 € al mese · 14 sostenitori',
    );
  });

  it('shows an empty bar for a horse nobody supports yet', () => {
    render(<FundingBar name="Ciro" funding={funding(300, 0, 0)} />);
    const bar = screen.getByRole('progressbar', { name: 'Copertura mensile di Ciro' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAccessibleDescription(
      'Coperto lo 0%: 0 € dei 300 € al mese · nessun sostenitore ancora',
    );
  });

  it('is not shown for a horse that costs nothing', () => {
    const { container } = render(<FundingBar name="Ada" funding={funding(0, 40, 2)} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is in the HTML built on the server, with its values and its fill', () => {
    const html = renderToString(<FundingBar name="Ada" funding={funding(300, 135, 6)} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('aria-label="Copertura mensile di Ada"');
    expect(html).toContain('style="width:45%"');
    expect(html).toContain('Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori');
  });
});
