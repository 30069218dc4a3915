import { settings } from '#src/lib/firebase/settings';
import { imageUrl, storageMediaUrl } from './image-url';

describe('storageMediaUrl', () => {
  it('builds the Firebase Storage public media URL, with the path encoded', () => {
    expect(storageMediaUrl('horses/ada-thumb.png', { bucket: 'equinozio.appspot.com' })).toBe(
      'https://firebasestorage.googleapis.com/v0/b/equinozio.appspot.com/o/horses%2Fada-thumb.png?alt=media',
    );
  });

  it('builds the Storage emulator URL in emulator mode', () => {
    expect(
      storageMediaUrl('events/festa di maggio-thumb.webp', {
        bucket: 'demo-equinozio.appspot.com',
        emulator: { host: '127.0.0.1', port: 9199 },
      }),
    ).toBe(
      'http://127.0.0.1:9199/v0/b/demo-equinozio.appspot.com/o/events%2Ffesta%20di%20maggio-thumb.webp?alt=media',
    );
  });
});

describe('imageUrl', () => {
  it('uses the bucket and emulator of the Firebase settings (emulator mode in tests)', () => {
    const emulators = settings.emulators;
    expect(emulators).toBeDefined();
    expect(imageUrl('horses/ada-thumb.png')).toBe(
      `http://${emulators?.host}:${emulators?.ports.storage}/v0/b/${settings.options.storageBucket}/o/horses%2Fada-thumb.png?alt=media`,
    );
  });
});
