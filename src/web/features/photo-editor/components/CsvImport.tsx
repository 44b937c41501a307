import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CSV_COLUMN_HELP,
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  FIELD_LABELS,
  IMPORT_MESSAGES,
  type ImportReport,
  isMetadataField,
} from '../../../../core/photo-metadata';
import { Button, buttonClass } from '../../../components/Button';
import { TextareaField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { errorDescription, notify } from '../../../components/Toast';
import { useImportCsv } from '../api/photo-metadata';

const TEMPLATE = `${CSV_COLUMNS.join(',')}\n`;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;

const fieldName = (field: string) =>
  isMetadataField(field) ? FIELD_LABELS[field] : field === 'file_name' ? 'File name' : field;

/** Metadata for many photos from a CSV, one row per file, with a report of what each row did. */
export function CsvImport({ target }: { target: { batch: string } | { photoids: number[] } }) {
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const importCsv = useImportCsv();

  const run = async () => {
    setProblem(null);
    if (csv.trim() === '') {
      setProblem('Choose a .csv file or paste its text first.');
      return;
    }
    try {
      const answer = await importCsv.mutateAsync({ ...target, csv });
      setReport(answer);
      const applied = answer.rows.filter((row) => row.applied.length > 0).length;
      notify.success('CSV imported', `${applied} of ${answer.rows.length} rows applied: see the report.`);
    } catch (error) {
      setProblem(errorDescription(error));
    }
  };

  return (
    <section
      aria-labelledby="csv-import"
      className="mt-10 rounded-2xl border border-rule bg-white/60 p-4 sm:p-6"
    >
      <h2 id="csv-import" className="font-display text-2xl text-ink">
        Import a CSV
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">
        One row per file, named in the file_name column as it was uploaded. Lists (keywords, age groups,
        ethnicities, events) are separated by “;”. An empty cell leaves the field as it is; other columns are
        ignored.
      </p>
      <details className="mt-3 text-sm text-ink">
        <summary className="cursor-pointer font-medium">The columns</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {CSV_COLUMNS.map((column) => (
            <div key={column} className="contents">
              <dt className="font-mono">{column}</dt>
              <dd className="text-ink-soft">{CSV_COLUMN_HELP[column]}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            Choose a .csv file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="mt-1.5 block text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-paper"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              if (file.size > CSV_MAX_BYTES) {
                setProblem(IMPORT_MESSAGES.tooLarge);
                return;
              }
              setCsv(await file.text());
            }}
          />
        </div>
        <a
          href={TEMPLATE_HREF}
          download="backdrop-describe-template.csv"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Download the template
        </a>
      </div>
      <TextareaField
        className="mt-4"
        label="Or paste the CSV"
        value={csv}
        onValueChange={setCsv}
        rows={6}
        spellCheck={false}
        hint="The first row names the columns."
      />
      {problem && (
        <div className="mt-4">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="mt-4">
        <Button onClick={run} loading={importCsv.isPending}>
          Import
        </Button>
      </div>
      {report && (
        <div className="mt-6">
          {report.ignored_columns.length > 0 && (
            <p className="text-sm text-ink">
              Ignored columns (not fields we know): {report.ignored_columns.join(', ')}.
            </p>
          )}
          <ScrollRegion label="Import report" className="mt-2">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-medium text-ink">Import report</caption>
              <thead>
                <tr className="border-b border-rule text-ink-soft">
                  <th scope="col" className="py-2 pr-4">
                    Row
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    File
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Photo
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Applied
                  </th>
                  <th scope="col" className="py-2">
                    Refused
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.row} className="border-b border-rule/60 align-top">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {row.row}
                    </th>
                    <td className="py-2 pr-4">{row.file_name || '—'}</td>
                    <td className="py-2 pr-4">{row.photoid ? `#${row.photoid}` : '—'}</td>
                    <td className="py-2 pr-4">
                      {row.applied.length > 0 ? row.applied.map(fieldName).join(', ') : 'Nothing'}
                    </td>
                    <td className="py-2 text-red-800">
                      {row.refused.length === 0 ? (
                        <span className="text-ink">—</span>
                      ) : (
                        <ul>
                          {row.refused.map((one) => (
                            <li key={`${one.field}:${one.reason}`}>
                              {fieldName(one.field)}: {one.reason}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </section>
  );
}
