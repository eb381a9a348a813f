// SPEC §2, §5, §8 texts of the Data Transfer screen.
export { DATA_TRANSFER_TEXTS as M } from '../../../shared/schemas/data-transfer.ts';

export const T = {
  title: 'Data Transfer',
  description: 'Export your data or import it into this account',
  exportTitle: 'Export Data',
  exportHint: 'Download your exercises, plans, programs and clients with their history as one JSON file.',
  exportSteps: [
    'Click Export Data below.',
    'A file named spotter-export-YYYY-MM-DD.json is downloaded.',
    'Keep it somewhere safe, or import it into another Spotter account.',
  ],
  exportButton: 'Export Data',
  exporting: 'Exporting...',
  exportCounts: (e: number, p: number, g: number) => `${e} exercises, ${p} plans and ${g} programs exported.`,
  importTitle: 'Import Data',
  importHint: 'Add the contents of an export file to this account. Everything in the file is added as new items; nothing you have is changed.',
  importSteps: [
    'Export your data from the other account (or keep a file you exported earlier).',
    'Choose the .json file below.',
    'Click Import Data. The file is checked first; if anything is wrong, nothing is imported.',
  ],
  chooseFile: 'Choose .json file',
  noFile: 'No file chosen',
  importButton: 'Import Data',
  importing: 'Importing...',
  stepsLabel: 'Steps',
} as const;
