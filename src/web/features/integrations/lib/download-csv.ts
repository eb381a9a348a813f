// A CSV download from a bearer-authenticated byte route (docs/calendar-and-csv.md): fetched with
// the active token, then saved under the server's file name through a temporary link.
import { responseError } from '#web/lib/response-error.ts';
import { authHeaders } from '#web/lib/trpc-client.ts';
import { csvExportPath, type CsvExport } from '#shared/schemas/feeds';

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export async function downloadCsv(kind: CsvExport, clientId?: string): Promise<void> {
  const res = await fetch(`/api${csvExportPath(kind, clientId)}`, { headers: authHeaders() });
  if (!res.ok) throw await responseError(res);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), `${kind}.csv`);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
