import { render, screen } from '@testing-library/react';
import { aHorse } from '#src/test-support/factories';
import { formatDate } from '#src/lib/format/dates';
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
      "Registrazione in BDN dell'adozione entro il 30/11/2026: mancano 3 giorni",
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
      'Registrazione in BDN del decesso entro il 20/11/2026: scaduta da 2 giorni',
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
    render(
      <BdnDeadlineNotice
        horse={aHorse({ status: 'Adottato', statusChangedAt: formatDate(new Date()) })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('mancano 7 giorni');
  });
});
