import {
  association,
  formatAddress,
  isSampleAssociationConfig,
  phoneHref,
  sampleAssociationFields,
} from './association';

describe('association config', () => {
  it('has the association name and the tagline of the spec', () => {
    expect(association.name).toBe('Equinozio ODV');
    expect(association.tagline).toBe('Aiutaci a salvare chi non può salvarsi da solo!');
  });

  it('flags the configuration as sample while sample fields remain', () => {
    expect(sampleAssociationFields.length > 0).toBe(isSampleAssociationConfig);
    for (const field of sampleAssociationFields) {
      expect(association).toHaveProperty(field);
    }
  });

  it('uses the contact e-mail for the e-mail social link', () => {
    expect(association.social.email).toBe(`mailto:${association.email}`);
  });
});

describe('phoneHref', () => {
  it('keeps only digits and the leading plus', () => {
    expect(phoneHref('+39 055 123-4567')).toBe('tel:+390551234567');
  });
});

describe('formatAddress', () => {
  it('formats an address on one line', () => {
    expect(
      formatAddress({
        label: 'Sede',
        street: 'Via Roma 1',
        postalCode: '50100',
        city: 'Firenze',
        province: 'FI',
      }),
    ).toBe('Via Roma 1, 50100 Firenze (FI)');
  });
});
