import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { publicLimitCases, type PublicCreateCases } from '#src/test-support/public-limit-cases';
import {
  adoptionApplicationInputSchema,
  type AdoptionApplicationInput,
} from './adoption-application';
import { cessionApplicationInputSchema, type CessionApplicationInput } from './cession-application';
import {
  circleApplicationInputSchema,
  circleLimits,
  type CircleApplicationInput,
} from './circle-application';
import { notOneMailbox, oneMailbox } from '#src/test-support/email-cases';
import {
  applicationLimits as limits,
  emailShape,
  isMailbox,
  phoneDigits,
  phonePattern,
} from './public-application';
import { emailAddress } from './public-input';

// Every public create is bounded (decision 45); tests/emulator/rules/public-limits.test.ts runs the
// same cases against the rules.

const schemas = {
  adoptionApplications: adoptionApplicationInputSchema,
  cessionApplications: cessionApplicationInputSchema,
  circleApplications: circleApplicationInputSchema,
} satisfies Record<PublicCreateCases['collection'], z.ZodMiniType>;

const accepts = (cases: PublicCreateCases, data: Record<string, unknown>) =>
  z.safeParse(schemas[cases.collection], data).success;

describe.each(publicLimitCases)('$collection: the model of a public create', (cases) => {
  it('accepts the largest application: every string at its limit, every list full', () => {
    expect(z.safeParse(schemas[cases.collection], cases.largest()).error).toBeUndefined();
  });

  it.each(cases.over)('refuses $field of $what', ({ field, value }) => {
    expect(accepts(cases, { ...cases.largest(), [field]: value })).toBe(false);
  });

  it.each(Object.entries(cases.texts).filter(([, text]) => text.required))(
    'refuses an empty %s',
    (field) => {
      expect(accepts(cases, { ...cases.largest(), [field]: '' })).toBe(false);
    },
  );

  it('refuses a key the rules do not know', () => {
    expect(accepts(cases, { ...cases.largest(), website: 'http://spam.example' })).toBe(false);
  });

  it('has a case for every field, and a limit for every string and list', () => {
    const largest = cases.largest();
    expect(Object.keys(largest).sort()).toEqual(
      Object.keys(schemas[cases.collection].shape).sort(),
    );
    const bounded = new Set([...Object.keys(cases.choices), ...cases.over.map((c) => c.field)]);
    const unbounded = Object.entries(largest)
      .filter(([, value]) => typeof value === 'string' || Array.isArray(value))
      .map(([field]) => field)
      .filter((field) => !bounded.has(field));
    expect(unbounded).toEqual([]);
  });

  it('stays far below a megabyte at its largest, even in 3-byte characters', () => {
    expect(JSON.stringify(cases.largest()).length * 3).toBeLessThan(128 * 1024);
  });
});

describe('the models of the public creates', () => {
  it('hold exactly the keys of what the forms send', () => {
    expectTypeOf<keyof z.infer<typeof adoptionApplicationInputSchema>>().toEqualTypeOf<
      keyof AdoptionApplicationInput
    >();
    expectTypeOf<keyof z.infer<typeof cessionApplicationInputSchema>>().toEqualTypeOf<
      keyof CessionApplicationInput
    >();
    expectTypeOf<keyof z.infer<typeof circleApplicationInputSchema>>().toEqualTypeOf<
      keyof CircleApplicationInput
    >();
  });

  it('want a horse or "any suitable horse" on an adoption', () => {
    const [adoption] = publicLimitCases;
    expect(accepts(adoption, { ...adoption.largest(), horses: [], anyHorse: true })).toBe(true);
    expect(accepts(adoption, { ...adoption.largest(), horses: [], anyHorse: false })).toBe(false);
  });

  it('take an empty e-mail on a cession, an empty slug and no notes on a circle', () => {
    const [, cession, circle] = publicLimitCases;
    expect(accepts(cession, { ...cession.largest(), email: '' })).toBe(true);
    const { notes: _notes, ...withoutNotes } = circle.largest();
    expect(accepts(circle, { ...withoutNotes, horseSlug: '' })).toBe(true);
  });
});

describe('the limits in firestore.rules', () => {
  const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

  const body = (name: string) =>
    new RegExp(`^( *)function ${name}\\(.*\\) \\{\\n([\\s\\S]*?)\\n\\1\\}`, 'm').exec(rules)?.[2] ??
    '';

  const textBounds = (code: string, field: string) =>
    [
      ...code.matchAll(
        new RegExp(
          `isAnswer\\(data\\.${field}, (\\d+)\\)|isOptional\\(data\\.${field}, (\\d+)\\)|isText\\(data\\.${field}, (\\d+), (\\d+)\\)`,
          'g',
        ),
      ),
    ].map(([, answer, optional, min, max]) =>
      answer
        ? { min: 1, max: Number(answer) }
        : optional
          ? { min: 0, max: Number(optional) }
          : { min: Number(min), max: Number(max) },
    );

  describe.each(publicLimitCases)('$rulesFunction', (cases) => {
    // Adoptions and cessions check their answers in a function of their own, which a staff
    // addition calls too (isAdoptionAnswers, isCessionAnswers).
    const code = `${body(cases.rulesFunction)}\n${body(
      cases.rulesFunction.replace(/^isValid(\w+)Application$/, 'is$1Answers'),
    )}`;

    it('exists', () => {
      expect(code).toContain('data.keys().hasOnly(');
    });

    it.each(Object.entries(cases.texts))('bounds %s as the model does', (field, text) => {
      if (field === 'phone') {
        // A callable number, within the same length (isPhone below).
        expect(code).toContain('isPhone(data.phone)');
        expect(body('isPhone')).toContain(`isText(value, 1, ${text.max})`);
        return;
      }
      expect(textBounds(code, field)).toEqual([{ min: text.required ? 1 : 0, max: text.max }]);
    });

    it.each(Object.keys(cases.choices))('checks %s against its options', (field) => {
      expect(code).toMatch(new RegExp(`data\\.${field} in `));
    });
  });

  it('checks a phone as isPhoneNumber does: its characters and its digits', () => {
    const code = body('isPhone');
    expect(code).toContain(`value.matches('[+]?[0-9][0-9 ]*')`);
    expect(phonePattern.source).toBe('^\\+?[0-9][0-9 ]*$');
    expect(code).toContain(`value.replace('[ +]', '').size() >= ${phoneDigits.min}`);
    expect(code).toContain(`value.replace('[ +]', '').size() <= ${phoneDigits.max}`);
  });

  it('bounds the e-mail, the barn code and the horses of an adoption', () => {
    const code = body('isAdoptionAnswers');
    expect(code).toContain('isMailbox(data.email)');
    expect(body('isMailbox')).toContain(`isText(value, 3, ${limits.email})`);
    expect(code).toContain(`data.horseBarncode.matches('[0-9A-Z]{0,${limits.barncode}}')`);
    expect(code).toContain(
      `isListOf(data.horses, ${limits.horses}, '[a-z0-9]+(-[a-z0-9]+)*', ${limits.horseSlug})`,
    );
  });

  it('bounds the e-mail and the birth date of a cession', () => {
    const code = body('isCessionAnswers');
    expect(code).toContain("(data.email == '' || isMailbox(data.email))");
    expect(code).toContain("data.horseBirthdate.matches('[0-9]{4}-[0-9]{2}-[0-9]{2}')");
  });

  it('bounds the photos of adoptions and cessions, and each photo name', () => {
    expect(body('isValidAdoptionApplication')).toContain('isPublicCreate(data)');
    expect(body('isValidCessionApplication')).toContain('isPublicCreate(data)');
    expect(body('isPublicCreate')).toContain('isPhotoList(data.photos)');
    expect(body('isPhotoList')).toContain(
      `isListOf(photos, ${limits.photos}, '[a-z0-9]{12}[.](webp|jpg)', ${limits.photoName})`,
    );
    expect(`${'a'.repeat(12)}.webp`).toHaveLength(limits.photoName);
  });

  it("bounds a circle application's horse slug and amount", () => {
    const code = body('isValidCircleApplication');
    expect(textBounds(code, 'horseSlug')).toEqual([{ min: 0, max: circleLimits.horseSlugLength }]);
    expect(code).toContain(`data.amount <= ${circleLimits.maxAmount}`);
    expect(code).toContain("(!('email' in data) || isMailbox(data.email))");
  });

  it('checks one mailbox with the very pattern of the model (emailShape)', () => {
    expect(body('isMailbox')).toContain(`value.matches("${emailShape}")`);
  });
});

describe('one mailbox (decision 72)', () => {
  it.each(oneMailbox)('takes %s', (email) => {
    expect(isMailbox(email)).toBe(true);
    expect(z.safeParse(emailAddress(), email).success).toBe(true);
  });

  it.each(notOneMailbox)('refuses $what', ({ email }) => {
    expect(isMailbox(email)).toBe(false);
    expect(z.safeParse(emailAddress(), email).success).toBe(false);
  });
});
