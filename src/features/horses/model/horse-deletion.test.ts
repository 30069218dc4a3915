import {
  COMMIT_LIMIT,
  FIRST_COMMIT_ROOM,
  horseDocumentsFolder,
  horseNewsPhotosFolder,
  horsePhotoPaths,
  inCommits,
  isHorseFile,
  LATER_COMMIT_ROOM,
} from './horse-deletion';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('inCommits', () => {
  it('leaves room in each commit for the log entry and head, and in the first for the horse', () => {
    expect(FIRST_COMMIT_ROOM).toBe(COMMIT_LIMIT - 5);
    expect(LATER_COMMIT_ROOM).toBe(COMMIT_LIMIT - 2);
  });

  it('always has a first commit, empty when the horse has nothing', () => {
    expect(inCommits([])).toEqual([[]]);
    expect(inCommits(['a', 'b'])).toEqual([['a', 'b']]);
  });

  it('fills the first commit, then the later ones, keeping every item once and in order', () => {
    expect(inCommits(numbers(7), 3, 2)).toEqual([
      [0, 1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(inCommits(numbers(4), 3, 2)).toEqual([[0, 1, 2], [3]]);
    expect(inCommits(numbers(3), 3, 2)).toEqual([[0, 1, 2]]);
  });

  it('splits a horse with more things than one commit holds', () => {
    const commits = inCommits(numbers(FIRST_COMMIT_ROOM + LATER_COMMIT_ROOM + 1));
    expect(commits.map((commit) => commit.length)).toEqual([
      FIRST_COMMIT_ROOM,
      LATER_COMMIT_ROOM,
      1,
    ]);
    expect(commits.flat()).toEqual(numbers(FIRST_COMMIT_ROOM + LATER_COMMIT_ROOM + 1));
  });
});

describe('the horse files', () => {
  it('names the horse photos in both sizes and formats', () => {
    expect(horsePhotoPaths('ada')).toEqual([
      'horses/ada/photo/thumb.png',
      'horses/ada/photo/thumb.webp',
      'horses/ada/photo/zoom.png',
      'horses/ada/photo/zoom.webp',
    ]);
  });

  it('names the folders of its news photos and documents', () => {
    expect(horseNewsPhotosFolder('ada')).toBe('horses/ada/news/');
    expect(horseDocumentsFolder('ada')).toBe('horseDocuments/ada/');
  });

  it('accepts only paths inside the horse folders', () => {
    expect(isHorseFile('ada', 'horses/ada/news/AbCdEfGhIjKlMnOpQr12.webp')).toBe(true);
    expect(isHorseFile('ada', 'horseDocuments/ada/AbCdEfGhIjKlMnOpQr12/passaporto.pdf')).toBe(true);
    expect(isHorseFile('ada', 'horses/ada/photo/thumb.png')).toBe(true);
    expect(isHorseFile('ada', 'horses/ada/photo/old/zoom.webp')).toBe(true);
    for (const path of [
      '',
      'horses/ada/news/',
      'horseDocuments/ada/',
      'horses/blu/news/AbCdEfGhIjKlMnOpQr12.webp',
      'horses/ada-bis/news/AbCdEfGhIjKlMnOpQr12.webp',
      'horseDocuments/adamo/AbCdEfGhIjKlMnOpQr12/passaporto.pdf',
      'horseDocuments/ada/../blu/AbCdEfGhIjKlMnOpQr12/passaporto.pdf',
      'web/headers/home.jpg',
      'horses/ada/photo/',
      'horses/ada-thumb.png',
      'horses/blu/photo/thumb.png',
    ]) {
      expect(isHorseFile('ada', path), path).toBe(false);
    }
    expect(isHorseFile('ada', 42)).toBe(false);
    expect(isHorseFile('ada', null)).toBe(false);
  });
});
