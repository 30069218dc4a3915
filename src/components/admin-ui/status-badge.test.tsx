import { render, screen } from '@testing-library/react';
import {
  cessionStatuses,
  cessionStatusLabels,
  evaluationLabels,
  evaluations,
  homechecks,
  type BadgeTone,
} from '#src/config/options';
import { StatusBadge, statusTone } from './status-badge';

// docs/product.md §4.

const cases: { list: string; value: string; label?: string; tone: BadgeTone }[] = [
  ...evaluations.map((value) => ({
    list: 'evaluation',
    value,
    label: evaluationLabels[value],
    tone: ({ '': 'warning', Promosso: 'success', Sospeso: 'warning', Bocciato: 'danger' } as const)[
      value
    ],
  })),
  ...homechecks.map((value) => ({
    list: 'homecheck',
    value,
    tone: (
      {
        '': 'secondary',
        'Da fare': 'warning',
        Fatto: 'success',
        'Non necessario': 'success',
      } as const
    )[value],
  })),
  ...cessionStatuses.map((value) => ({
    list: 'cession',
    value,
    label: cessionStatusLabels[value],
    tone: (
      { '': 'secondary', 'In carico': 'warning', Riuscito: 'success', Annullato: 'danger' } as const
    )[value],
  })),
];

describe('StatusBadge', () => {
  it.each(cases)('$list "$value" is $tone', ({ value, label, tone }) => {
    render(<StatusBadge value={value} label={label} />);
    const badge = document.querySelector('.status-badge');
    expect(badge).toHaveClass(`status-badge--${tone}`);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(statusTone(value, label)).toBe(tone);
    if (label || value) expect(badge).toHaveTextContent(label ?? value);
  });

  it('covers every value of the three lists', () => {
    expect(cases).toHaveLength(evaluations.length + homechecks.length + cessionStatuses.length);
  });

  it('is grey for anything else, and says an empty value is not set', () => {
    render(<StatusBadge value="" />);
    const badge = document.querySelector('.status-badge');
    expect(badge).toHaveClass('status-badge--secondary');
    expect(screen.getByText('Non indicato')).toHaveClass('visually-hidden');
    expect(statusTone('Qualcos’altro')).toBe('secondary');
  });

  it('takes the tone from the value, not from a different label', () => {
    render(<StatusBadge value="Bocciato" label="Non idoneo" />);
    expect(screen.getByText('Non idoneo')).toHaveClass('status-badge--danger');
  });
});
