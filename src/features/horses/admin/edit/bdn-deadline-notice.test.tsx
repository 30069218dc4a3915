import { render, screen } from '@testing-library/react';
import { aHorse } from '#src/test-support/factories';
import { BdnDeadlineNotice } from './bdn-deadline-notice';

describe('BdnDeadlineNotice', () => {
  it('announces an open adoption deadline with the days left', () => {
    render(
      <BdnDeadlineNotice
        horse={aHorse({ status: 'Adottato', statusChangedAt: '2026-11-23' })}
        today="2026-11-27"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      "Registrazione in BDN dell'adozione entro il 30 novembre 2026: mancano 3 giorni",
    );
    expect(notice).toHaveClass('alert-warning');
  });

  it('shows a past deadline of a death in red', () => {
    render(
      <BdnDeadlineNotice
        horse={aHorse({ status: 'Deceduto', isDeceased: 1, statusChangedAt: '2026-11-13' })}
        today="2026-11-22"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Registrazione in BDN del decesso entro il 20 novembre 2026: scaduta da 2 giorni',
    );
    expect(notice).toHaveClass('alert-danger');
  });

  it('shows nothing once the death is reported, or without a deadline', () => {
    const { container, rerender } = render(
      <BdnDeadlineNotice
        horse={aHorse({
          status: 'Deceduto',
          isDeceased: 1,
          isDeceasedReported: 1,
          statusChangedAt: '2026-11-13',
        })}
        today="2026-11-22"
      />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<BdnDeadlineNotice horse={aHorse({ status: 'Adottato' })} today="2026-11-22" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts from today in Italy when no day is given', () => {
    // 23:30 in London is already the next day in Italy.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T23:30:00Z'));
    try {
      render(
        <BdnDeadlineNotice horse={aHorse({ status: 'Adottato', statusChangedAt: '2026-11-21' })} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('mancano 7 giorni');
    } finally {
      vi.useRealTimers();
    }
  });
});
