import {
  cessionStatusLabels,
  circleStatusLabels,
  circleStatuses,
  evaluationLabels,
  evaluations,
  homechecks,
  regions,
  statusBadgeTone,
} from './options';

describe('option lists', () => {
  it('have the 20 Italian regions plus Estero', () => {
    expect(regions).toHaveLength(21);
    expect(regions.at(-1)).toBe('Estero');
  });

  it('colour badges as docs/product.md §4 says', () => {
    expect(statusBadgeTone('Promosso')).toBe('success');
    expect(statusBadgeTone('Fatto')).toBe('success');
    expect(statusBadgeTone('Non necessario')).toBe('success');
    expect(statusBadgeTone('Riuscito')).toBe('success');
    expect(statusBadgeTone('Bocciato')).toBe('danger');
    expect(statusBadgeTone('Annullato')).toBe('danger');
    for (const value of ['Sospeso', 'Da fare', 'Da valutare', 'In carico']) {
      expect(statusBadgeTone(value)).toBe('warning');
    }
    expect(statusBadgeTone('Da prendere in carico')).toBe('secondary');
    expect(statusBadgeTone('')).toBe('secondary');
  });

  it('label the empty values', () => {
    expect(evaluationLabels['']).toBe('Da valutare');
    expect(statusBadgeTone(evaluationLabels[evaluations[0]])).toBe('warning');
    expect(cessionStatusLabels['']).toBe('Da prendere in carico');
    expect(homechecks[0]).toBe('');
  });

  it('colour circle members as the supporter circles say: Attivo green, Da contattare and Sospeso orange, Chiuso grey', () => {
    const tones = circleStatuses.map((value) => statusBadgeTone(circleStatusLabels[value]));
    expect(Object.fromEntries(circleStatuses.map((value, index) => [value, tones[index]]))).toEqual(
      {
        '': 'warning',
        Attivo: 'success',
        Sospeso: 'warning',
        Chiuso: 'secondary',
      },
    );
  });
});
