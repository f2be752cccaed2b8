// The codes of a new batch as a CSV file the operator downloads once: one code a line under a
// header, with the batch's label, offer and expiry so a file found later says what it grants.
import type { CreatedAccessCodeBatch } from '@touchline/contract/calls/admin-commerce';

/**
 * RFC 4180 quoting. Free text (label, offer) that begins with =, +, - or @ gets a leading ' so a
 * spreadsheet shows it rather than runs it; a code is kept exactly (letters, digits and dashes).
 */
const cell = (value: string, text = true) => {
  const safe = text && /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function codesCsv(batch: CreatedAccessCodeBatch, productTitle: string): string {
  const rows = [
    ['code', 'batch', 'offer', 'expires'],
    ...batch.codes.map((code) => [code, batch.label, productTitle, batch.expiresAt ?? '']),
  ];
  return (
    rows.map((row) => row.map((value, i) => cell(value, i > 0)).join(',')).join('\r\n') + '\r\n'
  );
}

/** A file name from the label: letters, digits and dashes only. */
export const csvFileName = (batch: CreatedAccessCodeBatch) =>
  `access-codes-${batch.label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || batch.id}.csv`;

/** Saves the text through a Blob link: the codes never leave the browser again. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
