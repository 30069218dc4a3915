import { defaultBucket, parseRetentionArgs, retentionUsage } from './args.ts';

// The command line of `npm run retention` (docs/decisions/0022-retention.md).

describe('the arguments by age', () => {
  it('accept months or years, a kind and --delete', () => {
    expect(parseRetentionArgs(['--older-than', '2y', '--kind', 'cession', '--delete'])).toEqual({
      ok: true,
      options: {
        selection: { by: 'age', months: 24, kinds: ['cession'] },
        delete: true,
        project: undefined,
        bucket: undefined,
        operator: undefined,
      },
    });
    const defaults = parseRetentionArgs(['--older-than', '12m']);
    expect(defaults.ok && defaults.options).toMatchObject({
      selection: { by: 'age', months: 12, kinds: ['adoption', 'cession', 'circle', 'volunteer'] },
      delete: false,
    });
  });

  it('accept a project, its bucket and the operator', () => {
    const parsed = parseRetentionArgs([
      '--older-than',
      '24m',
      '--project',
      'equinozio-odv',
      '--bucket',
      'equinozio-odv.appspot.com',
      '--operator',
      'segreteria@example.org',
    ]);
    expect(parsed.ok && parsed.options).toMatchObject({
      project: 'equinozio-odv',
      bucket: 'equinozio-odv.appspot.com',
      operator: 'segreteria@example.org',
    });
  });
});

describe('the arguments of an erasure by id', () => {
  it('take the id and the kind, whatever the date', () => {
    expect(
      parseRetentionArgs(['--id', 'AbCdEf0123456789GhIj', '--kind', 'circle', '--delete']),
    ).toEqual({
      ok: true,
      options: {
        selection: { by: 'id', id: 'AbCdEf0123456789GhIj', kind: 'circle' },
        delete: true,
        project: undefined,
        bucket: undefined,
        operator: undefined,
      },
    });
  });

  it('list only without --delete', () => {
    const parsed = parseRetentionArgs(['--kind', 'adoption', '--id', 'adozione-001']);
    expect(parsed.ok && parsed.options.delete).toBe(false);
  });
});

describe('bad arguments', () => {
  it.each([
    [[], /--older-than or --id is required/],
    [['--older-than'], /--older-than needs a value/],
    [['--older-than', '24'], /write a number of months or years, e.g. 24m/],
    [['--older-than', '24d'], /write a number of months or years/],
    [['--older-than', '2m'], /under 6 months/],
    [['--older-than', '24m', '--kind', 'adozione'], /--kind "adozione": use adoption, cession/],
    [['--older-than', '24m', '--yes'], /Unknown argument: --yes/],
    [['--older-than', '24m', '--project', '--delete'], /--project needs a value/],
    [['--older-than', '24m', '--older-than', '12m'], /--older-than is given twice/],
    [['--id', 'AbC', '--kind', 'adoption', '--older-than', '24m'], /--id and --older-than go/],
    [['--older-than', '24m', '--id', 'AbC', '--kind', 'adoption'], /--id and --older-than go/],
    [['--id', 'AbC'], /--id needs --kind adoption, cession, circle or volunteer/],
    [
      ['--id', 'AbC', '--kind', 'all'],
      /--kind "all": with --id use adoption, cession, circle or volunteer/,
    ],
    [['--id', 'AbC', '--kind', 'adozione'], /--kind "adozione": with --id use/],
    [['--id', 'a/b', '--kind', 'adoption'], /contains "\/": write only the code/],
    [['--id', '..', '--kind', 'adoption'], /is not a document id/],
    [['--id', '__x__', '--kind', 'adoption'], /is not a document id/],
    [['--id', '', '--kind', 'adoption'], /--id needs a value/],
    [['--id', '--delete', '--kind', 'adoption'], /--id needs a value/],
    [['--older-than', '24m', '--bucket', 'b.appspot.com'], /--bucket goes with --project/],
    [
      ['--older-than', '24m', '--project', 'p-123456', '--bucket', 'gs://p-123456.appspot.com'],
      /--bucket "gs:\/\/p-123456.appspot.com": write the bucket's name/,
    ],
  ])('%j are refused with a clear message', (argv, message) => {
    const parsed = parseRetentionArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });
});

describe('the usage line and the default bucket', () => {
  it('shows both forms', () => {
    expect(retentionUsage).toMatch(/--older-than <N>m\|<N>y/);
    expect(retentionUsage).toMatch(
      /--id <application-id> --kind adoption\|cession\|circle\|volunteer/,
    );
    expect(retentionUsage).toMatch(/--bucket <storage-bucket>/);
  });

  it('is the bucket Firebase gives a new project', () => {
    expect(defaultBucket('equinozio-odv')).toBe('equinozio-odv.firebasestorage.app');
  });
});
