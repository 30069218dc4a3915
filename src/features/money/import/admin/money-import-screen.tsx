import { useId, useMemo, useState } from 'react';
import { BusyButton, DataTable, type DataTableColumn } from '#src/components/admin-ui';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { fail, ok, type Result } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import type { MoneyImportDeps } from '../model/import-deps';
import type { ReadExport } from '../model/import-line';
import { choiceOf, importedDonation, type LineChoice } from '../model/imported-donation';
import { matchLines, type MatchedLine, type MatchLists } from '../model/matching';
import { importTexts as texts } from './import-texts';

// The treasurer's import (issue 42 item 4; decision 91): a file read in the browser, its lines
// with their proposals, each confirmed line recorded through the money feature's write, and what
// happened to each shown on its row.

const MAX_BYTES = 5 * 1024 * 1024;

interface LoadedFile {
  readonly export: ReadExport;
  readonly matched: readonly MatchedLine[];
  readonly imported: ReadonlySet<string>;
}

type Outcome =
  | { readonly kind: 'recorded' }
  | { readonly kind: 'already' }
  | { readonly kind: 'failed'; readonly message: string };

interface LineState {
  readonly confirmed: boolean;
  readonly choice: LineChoice;
}

/** The file's lines read, matched and checked against the keys already recorded. */
async function loadFile(
  file: File,
  lists: MatchLists,
  deps: MoneyImportDeps,
): Promise<Result<LoadedFile>> {
  if (file.size > MAX_BYTES) return fail('too-big', texts.tooBig);
  // csv-parse comes with this module only, on the first file (decision 91).
  const { readExport } = await import('../model/read-export');
  const reading = await readExport(new Uint8Array(await file.arrayBuffer()));
  if (!reading.ok) return fail('unreadable', reading.problem.message);
  const matched = matchLines(reading.export.lines, lists);
  const keys = await deps.readImportedKeys(reading.export.lines.map((line) => line.importKey));
  if (!keys.success) return fail(keys.error.code, `${texts.keysFailed} ${keys.error.message}`);
  return ok({ export: reading.export, matched, imported: keys.data });
}

const supporterName = (supporter: MatchLists['supporters'][number]) =>
  [supporter.familyName, supporter.givenName].filter(Boolean).join(' ');

export function MoneyImportScreen({ deps }: { readonly deps: MoneyImportDeps }) {
  const lists = useRead('the supporters and circle members', deps.readMatchLists, [deps]);
  return (
    <div className="money-import">
      <p>{texts.intro}</p>
      <ReadState read={lists} loading={texts.listsLoading} failed={texts.listsFailed}>
        {(data) => <ImportWorkspace deps={deps} lists={data} />}
      </ReadState>
    </div>
  );
}

function ImportWorkspace({ deps, lists }: { deps: MoneyImportDeps; lists: MatchLists }) {
  const fileId = useId();
  const [states, setStates] = useState<ReadonlyMap<string, LineState>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, Outcome>>(new Map());
  const [editing, setEditing] = useState<string | null>(null);

  const load = useAction(async (file: File) => {
    setStates(new Map());
    setOutcomes(new Map());
    setEditing(null);
    const loaded = await loadFile(file, lists, deps);
    if (loaded.success) {
      setStates(
        new Map(
          loaded.data.matched.flatMap(({ line, proposal }) =>
            proposal && !loaded.data.imported.has(line.importKey)
              ? [[line.importKey, { confirmed: false, choice: choiceOf(proposal) }] as const]
              : [],
          ),
        ),
      );
    }
    return loaded;
  }, 'Import file read');
  const loaded = load.state.status === 'done' ? load.state.data : null;

  // Confirmed and not recorded yet: a line whose recording failed is sent again.
  const confirmedKeys = [...states]
    .filter(([key, state]) => state.confirmed && (outcomes.get(key)?.kind ?? 'failed') === 'failed')
    .map(([key]) => key);

  const record = useAction(async (keys: readonly string[]) => {
    if (!loaded) return fail('no-file', texts.nothingConfirmed);
    if (keys.length === 0) return fail('nothing', texts.nothingConfirmed);
    const ended = new Map(outcomes);
    for (const key of keys) {
      const line = loaded.matched.find((entry) => entry.line.importKey === key)?.line;
      const state = states.get(key);
      if (!line || !state) continue;
      const written = await deps.recordDonation(
        importedDonation(line, state.choice, lists.members),
        { importKey: key },
      );
      if (written.success) ended.set(key, { kind: 'recorded' });
      else {
        // Refused because another browser recorded it meanwhile? The key says so.
        const again = await deps.readImportedKeys([key]);
        ended.set(
          key,
          again.success && again.data.has(key)
            ? { kind: 'already' }
            : { kind: 'failed', message: written.error.message },
        );
      }
      setOutcomes(new Map(ended));
    }
    const count = (kind: Outcome['kind']) =>
      keys.filter((key) => ended.get(key)?.kind === kind).length;
    const failed = count('failed');
    return ok({
      text: texts.recordedSummary(count('recorded'), count('already'), failed),
      tone: failed === 0 ? 'success' : failed === keys.length ? 'danger' : 'warning',
    });
  }, 'Import record');

  const setState = (key: string, change: (state: LineState) => LineState) => {
    record.reset();
    setStates((current) => {
      const state = current.get(key);
      return state ? new Map(current).set(key, change(state)) : current;
    });
  };

  return (
    <>
      <div className="mb-3">
        <label className="form-label" htmlFor={fileId}>
          {texts.file}
        </label>
        <input
          id={fileId}
          type="file"
          className="form-control"
          accept=".csv,text/csv"
          aria-describedby={`${fileId}-hint`}
          disabled={load.pending || record.pending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            // Emptied, so that choosing the same file again (after recording) reads it again.
            event.target.value = '';
            record.reset();
            load.run(file);
          }}
        />
        <div id={`${fileId}-hint`} className="form-text">
          {load.pending ? texts.reading : texts.fileHint}
        </div>
      </div>
      {load.error && (
        <div className="alert alert-danger" role="alert">
          {load.error}
        </div>
      )}
      {loaded && (
        <LoadedLines
          loaded={loaded}
          lists={lists}
          states={states}
          outcomes={outcomes}
          editing={editing}
          setEditing={setEditing}
          setState={setState}
          confirmAll={() => {
            record.reset();
            setStates(
              (current) =>
                new Map(
                  [...current].map(([key, state]) => [key, { ...state, confirmed: true }] as const),
                ),
            );
          }}
        />
      )}
      {loaded && (
        <div className="d-flex flex-wrap gap-2 align-items-center mt-3">
          <BusyButton
            pending={record.pending}
            pendingText={texts.recording}
            disabled={confirmedKeys.length === 0}
            onClick={() => record.run(confirmedKeys)}
          >
            {texts.record(confirmedKeys.length)}
          </BusyButton>
        </div>
      )}
      {record.error && (
        <div className="alert alert-danger mt-3" role="alert">
          {record.error}
        </div>
      )}
      {record.state.status === 'done' && (
        <div className={`alert alert-${record.state.data.tone} mt-3`} role="status">
          {record.state.data.text}
        </div>
      )}
    </>
  );
}

interface LoadedLinesProps {
  readonly loaded: LoadedFile;
  readonly lists: MatchLists;
  readonly states: ReadonlyMap<string, LineState>;
  readonly outcomes: ReadonlyMap<string, Outcome>;
  readonly editing: string | null;
  readonly setEditing: (key: string | null) => void;
  readonly setState: (key: string, change: (state: LineState) => LineState) => void;
  readonly confirmAll: () => void;
}

function LoadedLines({
  loaded,
  lists,
  states,
  outcomes,
  editing,
  setEditing,
  setState,
  confirmAll,
}: LoadedLinesProps) {
  const { export: read, matched, imported } = loaded;
  const supporters = useMemo(
    () =>
      [...lists.supporters].sort((a, b) => supporterName(a).localeCompare(supporterName(b), 'it')),
    [lists.supporters],
  );
  const supporterLabel = (id: string) => {
    const found = lists.supporters.find((supporter) => supporter.id === id);
    return found ? supporterName(found) : texts.anonymous;
  };
  const memberLabel = (id: string) => {
    const member = lists.members.find((one) => one.applicationId === id);
    return member
      ? texts.circleOf(
          member.horseName || member.horseSlug,
          `${member.givenName} ${member.familyName}`,
          member.reference,
        )
      : texts.general;
  };
  const incoming = matched.filter(
    (entry) => entry.proposal && !imported.has(entry.line.importKey),
  ).length;

  const settled = (key: string) => {
    const kind = outcomes.get(key)?.kind;
    return kind === 'recorded' || kind === 'already';
  };

  const proposalCell = ({ line, proposal }: MatchedLine) => {
    const state = states.get(line.importKey);
    if (!proposal || !state) return null;
    const { choice } = state;
    if (editing === line.importKey && !settled(line.importKey)) {
      return (
        <div className="d-grid gap-2">
          <label className="form-label mb-0">
            {texts.supporter}
            <select
              className="form-select form-select-sm"
              value={choice.supporterId}
              onChange={(event) =>
                setState(line.importKey, (current) => ({
                  ...current,
                  choice: { ...current.choice, supporterId: event.target.value },
                }))
              }
            >
              <option value="">{texts.anonymous}</option>
              {supporters.map((supporter) => (
                <option key={supporter.id} value={supporter.id}>
                  {supporterName(supporter)}
                </option>
              ))}
            </select>
          </label>
          <label className="form-label mb-0">
            {texts.purpose}
            <select
              className="form-select form-select-sm"
              value={choice.circleApplicationId}
              onChange={(event) =>
                setState(line.importKey, (current) => ({
                  ...current,
                  choice: { ...current.choice, circleApplicationId: event.target.value },
                }))
              }
            >
              <option value="">{texts.general}</option>
              {lists.members.map((member) => (
                <option key={member.applicationId} value={member.applicationId}>
                  {memberLabel(member.applicationId)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary justify-self-start"
            onClick={() => setEditing(null)}
          >
            {texts.done}
          </button>
        </div>
      );
    }
    const reason =
      proposal.supporterReason && choice.supporterId === proposal.supporterId
        ? ` (${texts.because(proposal.supporterReason)})`
        : '';
    return (
      <div>
        <div>
          {texts.supporter}: {supporterLabel(choice.supporterId)}
          {reason}
        </div>
        <div>
          {texts.purpose}: {memberLabel(choice.circleApplicationId)}
        </div>
        {!settled(line.importKey) && (
          <button
            type="button"
            className="btn btn-sm btn-link p-0"
            aria-label={texts.editLabel(line.line)}
            onClick={() => setEditing(line.importKey)}
          >
            {texts.edit}
          </button>
        )}
      </div>
    );
  };

  const statusCell = ({ line, outgoing }: MatchedLine) => {
    const outcome = outcomes.get(line.importKey);
    if (outgoing) return <span className="text-body-secondary">{texts.outgoing}</span>;
    if (imported.has(line.importKey) || outcome?.kind === 'already') {
      return <span className="badge text-bg-secondary">{texts.alreadyImported}</span>;
    }
    if (outcome?.kind === 'recorded') {
      return <span className="badge text-bg-success">{texts.recorded}</span>;
    }
    const state = states.get(line.importKey);
    return (
      <>
        {outcome?.kind === 'failed' && (
          <div className="text-danger small" role="alert">
            {outcome.message}
          </div>
        )}
        <label className="form-check">
          <input
            type="checkbox"
            className="form-check-input"
            checked={state?.confirmed ?? false}
            aria-label={texts.confirmLabel(line.line)}
            onChange={(event) =>
              setState(line.importKey, (current) => ({
                ...current,
                confirmed: event.target.checked,
              }))
            }
          />
          <span className="form-check-label">{texts.confirm}</span>
        </label>
      </>
    );
  };

  const columns: DataTableColumn<MatchedLine>[] = [
    { key: 'line', header: texts.columns.line, cell: ({ line }) => line.line },
    {
      key: 'date',
      header: texts.columns.date,
      cell: ({ line }) => formatCalendarDate(line.valueDate),
    },
    {
      key: 'amount',
      header: texts.columns.amount,
      className: 'text-end text-nowrap',
      cell: ({ line }) => texts.amount(line.amountCents),
    },
    {
      key: 'movement',
      header: texts.columns.movement,
      cell: ({ line }) => (
        <>
          <div>{line.description}</div>
          {(line.counterparty || line.email) && (
            <div className="small text-body-secondary">
              {[line.counterparty, line.email].filter(Boolean).join(' · ')}
            </div>
          )}
        </>
      ),
    },
    { key: 'proposal', header: texts.columns.proposal, cell: proposalCell },
    { key: 'status', header: texts.columns.status, cell: statusCell },
  ];

  return (
    <>
      <p role="status">{texts.summary(read.source, read.lines.length, incoming, imported.size)}</p>
      {read.skipped.length > 0 && (
        <details className="mb-3">
          <summary>
            {texts.skipped} ({read.skipped.length})
          </summary>
          <ul className="mb-0">
            {read.skipped.map((skipped) => (
              <li key={skipped.line}>{texts.skippedLine(skipped.line, skipped.reason)}</li>
            ))}
          </ul>
        </details>
      )}
      {states.size > 0 && (
        <button type="button" className="btn btn-outline-primary mb-2" onClick={confirmAll}>
          {texts.confirmAll}
        </button>
      )}
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={matched}
        rowKey={({ line }) => line.importKey}
      />
    </>
  );
}
