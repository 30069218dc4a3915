import {
  association,
  formatAddress,
  isSampleAssociationConfig,
  phoneHref,
  sampleAssociationFields,
  sampleAssociationProblems,
  type AssociationConfig,
} from './association';

describe('association config', () => {
  it('has the association name and the tagline, the default description of docs/product.md §1', () => {
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

describe('sampleAssociationProblems', () => {
  const address = {
    label: 'Oasi',
    street: 'Via dei Cavalli 12',
    postalCode: '50012',
    city: 'Bagno a Ripoli',
    province: 'FI',
  };
  const real: AssociationConfig = {
    ...association,
    taxCode: '94123456789',
    runtsNumber: '123456',
    legalRepresentative: 'Giulia Bianchi',
    iban: 'IT60X0542811101000000123456',
    paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=ABC123',
    cardPaymentUrl: 'https://donate.stripe.com/abc123',
    prepaidCard: {
      label: 'PostePay Evolution',
      number: '5333 1710 1234 5678',
      holder: 'Equinozio',
    },
    email: 'info@equinozio.it',
    phone: '+39 055 123 4567',
    oasisAddress: address,
    legalSeatAddress: { ...address, label: 'Sede legale' },
    social: {
      instagram: 'https://www.instagram.com/equinozio/',
      facebook: 'https://www.facebook.com/equinozio/',
      email: 'mailto:info@equinozio.it',
    },
    notificationEmail: 'segreteria@equinozio.it',
    insurance: { insurerEmail: 'sinistri@assicurazione.it', policyNumber: 'RC-2026-1187' },
  };

  it('names every sample field of the shipped configuration', () => {
    const problems = sampleAssociationProblems();
    expect(isSampleAssociationConfig).toBe(true);
    for (const field of sampleAssociationFields) {
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${field}: still listed`)));
    }
  });

  it('is empty once every value is real and the list is emptied', () => {
    expect(sampleAssociationProblems(real, [])).toEqual([]);
  });

  it('still finds placeholders left behind when the list was emptied too early', () => {
    expect(sampleAssociationProblems(association, [])).toEqual(
      expect.arrayContaining([
        'taxCode: "90000000000" looks like a placeholder',
        'iban: "IT00X0000000000000000000000" looks like a placeholder',
        'oasisAddress.province: "XX" looks like a placeholder',
        'oasisAddress.postalCode: "00000" looks like a placeholder',
        'social.instagram: "https://www.instagram.com/equinozio.sample/" looks like a placeholder',
      ]),
    );
    expect(sampleAssociationProblems({ ...real, phone: '+39 000 000 0000' }, [])).toEqual([
      'phone: "+39 000 000 0000" looks like a placeholder',
    ]);
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
