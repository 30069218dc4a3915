import { classifyRequest, isHorseListRead } from './requests.ts';

describe('classifyRequest', () => {
  it.each([
    'https://www.google.com/recaptcha/enterprise.js?render=key',
    'https://www.google.com/recaptcha/api2/anchor?k=key',
    'https://www.recaptcha.net/recaptcha/enterprise.js',
    'https://recaptcha.net/recaptcha/api.js',
    'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__it.js',
  ])('finds reCAPTCHA in %s', (url) => {
    expect(classifyRequest(url)).toBe('recaptcha');
  });

  it.each([
    'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery',
    'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8',
    'http://127.0.0.1:8090/google.firestore.v1.Firestore/Write/channel',
  ])('finds Firestore in %s', (url) => {
    expect(classifyRequest(url)).toBe('firestore');
  });

  it("finds Firestore at the emulator's address, and only at its port", () => {
    const options = { firestoreEmulator: '127.0.0.1:8090' };
    const query = 'http://127.0.0.1:8090/v1/projects/demo/databases/(default)/documents:runQuery';
    expect(classifyRequest(query, options)).toBe('firestore');
    expect(classifyRequest(query)).toBe('other');
    expect(classifyRequest('http://127.0.0.1:9209/v0/b/bucket/o/a.webp', options)).toBe('other');
  });

  it.each([
    'http://127.0.0.1:4184/assets/main-abc.js',
    'https://www.google.com/search?q=recaptcha',
    'https://www.gstatic.com/firebasejs/app.js',
    'https://www.google.com/recaptchas',
    'https://notrecaptcha.net/x',
    'https://firebasestorage.googleapis.com/v0/b/b/o/public%2Fsite%2Fhorses.json?alt=media',
    'https://content-firebaseappcheck.googleapis.com/v1/projects/p/apps/a:exchangeRecaptchaEnterpriseToken',
    'not a url',
  ])('leaves %s as other', (url) => {
    expect(classifyRequest(url)).toBe('other');
  });
});

describe('isHorseListRead', () => {
  it('counts the published list in Storage, in production and on the emulator', () => {
    expect(
      isHorseListRead(
        'https://firebasestorage.googleapis.com/v0/b/site/o/public%2Fsite%2Fhorses.json?alt=media',
      ),
    ).toBe(true);
    expect(
      isHorseListRead('http://127.0.0.1:9209/v0/b/demo/o/public%2Fsite%2Fhorses.json?alt=media'),
    ).toBe(true);
    expect(isHorseListRead('https://storage.googleapis.com/site/public/site/horses.json')).toBe(
      true,
    );
  });

  it('counts a Firestore query of publicHorses, not of another collection', () => {
    const url = 'http://127.0.0.1:8090/v1/projects/p/databases/(default)/documents:runQuery';
    expect(
      isHorseListRead(url, '{"structuredQuery":{"from":[{"collectionId":"publicHorses"}]}}'),
    ).toBe(true);
    expect(isHorseListRead(url, '{"structuredQuery":{"from":[{"collectionId":"events"}]}}')).toBe(
      false,
    );
    expect(isHorseListRead(url, null)).toBe(false);
  });

  it('does not count other published files or a horse photo', () => {
    expect(isHorseListRead('https://x/v0/b/b/o/public%2Fsite%2Fevents.json?alt=media')).toBe(false);
    expect(isHorseListRead('https://x/v0/b/b/o/horses%2Fada%2Fphoto.webp?alt=media')).toBe(false);
    expect(isHorseListRead('https://x/public/site/horses.json.bak')).toBe(false);
  });
});
