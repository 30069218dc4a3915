import {
  applicationPhotosFolder,
  applicationPhotosRoot,
  eventImageName,
  eventImagePath,
  eventImagePaths,
  headerImagePath,
  horseImageName,
  horseImagePath,
  horseImagePaths,
  horsePhotoFolder,
  legacyHorseImagePath,
} from './storage-paths';

// Written out: changing a path moves where the app, the seed and the retention script look.

describe('storage paths', () => {
  it("keeps a horse photo in the horse's own photo folder, by size, in PNG and WebP", () => {
    expect(horsePhotoFolder('ada')).toBe('horses/ada/photo/');
    expect(horseImageName('ada', 'thumb')).toBe('horses/ada/photo/thumb');
    expect(horseImagePath('ada', 'zoom', 'webp')).toBe('horses/ada/photo/zoom.webp');
    expect(horseImagePaths('ada', 'thumb')).toEqual({
      png: 'horses/ada/photo/thumb.png',
      webp: 'horses/ada/photo/thumb.webp',
    });
    expect(legacyHorseImagePath('ada', 'zoom', 'png')).toBe('horses/ada-zoom.png');
  });

  it('keeps an event picture under events/ as a thumbnail', () => {
    expect(eventImageName('festa')).toBe('events/festa-thumb');
    expect(eventImagePath('festa', 'png')).toBe('events/festa-thumb.png');
    expect(eventImagePaths('festa')).toEqual({
      png: 'events/festa-thumb.png',
      webp: 'events/festa-thumb.webp',
    });
  });

  it('keeps the page headers under web/headers/ as JPEG', () => {
    expect(headerImagePath('home')).toBe('web/headers/home.jpg');
  });

  it("keeps an application's photos in a folder of its own, by kind and id", () => {
    expect(applicationPhotosFolder('adoption', 'AbC123')).toBe('applications/adoption/AbC123/');
    expect(applicationPhotosFolder('circle', 'x').startsWith(applicationPhotosRoot)).toBe(true);
  });
});
