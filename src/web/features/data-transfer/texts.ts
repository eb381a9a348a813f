// docs/product.md §2, §5, §8 texts of the Data Transfer screen. English is the source of the
// translations (docs/translations.md): the screen reads useDataTransferTexts(), tests T and M.
import { numberFormat } from '#web/i18n/format.ts';
import { args, i18n, plural, useStore } from '#web/i18n/i18n.ts';
import { DATA_TRANSFER_TEXTS, IMPORT_KINDS, type ImportKind } from '#shared/schemas/data-transfer';

type ImportCounts = Record<ImportKind, number>;

export const dataTransferMessages = i18n('data-transfer/data-transfer', {
  title: 'Data Transfer',
  description: 'Export your data or import it into this account',
  exportTitle: 'Export Data',
  exportHint: 'Download your exercises, plans, programs and clients with their history as one JSON file.',
  exportStep1: 'Click Export Data below.',
  exportStep2: 'A file named spotter-export-YYYY-MM-DD.json is downloaded.',
  exportStep3: 'Keep it somewhere safe, or import it into another Spotter account.',
  exportButton: 'Export Data',
  exporting: 'Exporting...',
  exportedExercises: plural('n')({ one: '{n} exercise', other: '{n} exercises' }),
  exportedPlans: plural('n')({ one: '{n} plan', other: '{n} plans' }),
  exportedPrograms: plural('n')({ one: '{n} program', other: '{n} programs' }),
  exportCounts: args('exercises', 'plans', 'programs')('{exercises}, {plans} and {programs} exported.'),
  // The import's summary, as the server writes it in English for API consumers.
  importedClients: plural('n')({ one: '{n} client', other: '{n} clients' }),
  importedKinds: args('exercises', 'plans', 'programs', 'clients')('{exercises}, {plans}, {programs} and {clients}'),
  importDone: args('kinds')('Import successful: {kinds} imported.'),
  importSkipped: args('kinds')('Already in your account and skipped: {kinds}.'),
  importTitle: 'Import Data',
  importHint: 'Add the contents of an export file to this account. Nothing you already have is changed.',
  importStep1: 'Export your data from the other account (or keep a file you exported earlier).',
  importStep2: 'Choose the .json file below and check what it holds.',
  importStep3: 'For items you already have, choose whether to skip them or add copies.',
  importStep4: 'Click Import Data. If anything in the file is wrong, nothing is imported.',
  chooseFile: 'Choose .json file',
  noFile: 'No file chosen',
  importButton: 'Import Data',
  importing: 'Importing...',
  stepsLabel: 'Steps',
  notJsonFile: args('name')('{name} is not a .json file.'),
  checking: 'Checking the file against your account…',
  previewTitle: 'What the file holds',
  previewFrom: args('who', 'when')('Exported by {who} on {when}.'),
  previewFailed: 'This file cannot be imported:',
  exercises: 'Exercises',
  plans: 'Plans',
  programs: 'Programs',
  clients: 'Clients',
  matchedByName: 'same name',
  matchedByClient: 'same e-mail, or same name without one',
  kindSummary: args('inFile', 'fresh', 'existing')('{inFile} in the file: {fresh} new, {existing} already here'),
  clientRecords: plural('n')({
    one: 'With the clients comes {n} record (notes, assignments, workouts, meals and test results).',
    other: 'With the clients come {n} records (notes, assignments, workouts, meals and test results).',
  }),
  alreadyHere: args('matched')('Already here ({matched}):'),
  moreNames: args('n')('and {n} more'),
  modeLabel: args('kind')('{kind} already here'),
  skipExisting: 'Skip existing',
  addAsNew: 'Add as new',
  nothingNew: 'Everything in this file is already here: importing with "Skip existing" changes nothing.',
  progressLabel: 'Import progress',
  stageReading: 'Step 1 of 3: reading the file…',
  stageChecking: 'Step 2 of 3: checking the file…',
  /** `count` is `n` written in the language's way (1,234 or 1.234). */
  stageWriting: plural('n', 'count')({ one: 'Step 3 of 3: writing {count} item in one go…', other: 'Step 3 of 3: writing {count} items in one go…' }),
  done: 'Imported',
  // The toasts and alerts docs/product.md §8 quotes, shared with the server's schema.
  exportFailedTitle: DATA_TRANSFER_TEXTS.exportFailedTitle,
  exportFailed: DATA_TRANSFER_TEXTS.exportFailed,
  exportSuccess: DATA_TRANSFER_TEXTS.exportSuccess,
  importFailedTitle: DATA_TRANSFER_TEXTS.importFailedTitle,
  importFailed: DATA_TRANSFER_TEXTS.importFailed,
  missingFileTitle: DATA_TRANSFER_TEXTS.missingFileTitle,
  missingFile: DATA_TRANSFER_TEXTS.missingFile,
  invalidFileTitle: DATA_TRANSFER_TEXTS.invalidFileTitle,
  invalidFile: DATA_TRANSFER_TEXTS.invalidFile,
});

type DataTransferMessages = ReturnType<typeof dataTransferMessages.get>;

const count = numberFormat();

/** The texts the screen reads as lists, records or with several numbers, composed from the translated pieces. */
const composed = (t: DataTransferMessages) => ({
  ...t,
  exportSteps: [t.exportStep1, t.exportStep2, t.exportStep3],
  importSteps: [t.importStep1, t.importStep2, t.importStep3, t.importStep4],
  exportCounts: (e: number, p: number, g: number) => t.exportCounts(t.exportedExercises(e), t.exportedPlans(p), t.exportedPrograms(g)),
  importSummary: (counts: ImportCounts, skipped: ImportCounts) => {
    const kinds = (c: ImportCounts) => t.importedKinds(t.exportedExercises(c.exercises), t.exportedPlans(c.plans), t.exportedPrograms(c.programs), t.importedClients(c.clients));
    const done = t.importDone(kinds(counts));
    return IMPORT_KINDS.some((k) => skipped[k] > 0) ? `${done} ${t.importSkipped(kinds(skipped))}` : done;
  },
  kinds: { exercises: t.exercises, plans: t.plans, programs: t.programs, clients: t.clients } satisfies Record<ImportKind, string>,
  matchedBy: { exercises: t.matchedByName, plans: t.matchedByName, programs: t.matchedByName, clients: t.matchedByClient } satisfies Record<ImportKind, string>,
  stageWriting: (n: number) => t.stageWriting(n, count(n)),
});

export const useDataTransferTexts = () => composed(useStore(dataTransferMessages));

/** The English texts, as tests read them. */
export const T = /* @__PURE__ */ composed(/* @__PURE__ */ dataTransferMessages.get());
/** docs/product.md §8's toasts, in English, as tests read them. */
export const M = T;
