// Short dates and times of the console's lists, in the viewer's language.
const formats = new Map<string, Intl.DateTimeFormat>();

export function shortDateTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A size in whole gigabytes, with the unit as the language writes it ("4 GB", "4 Go"). */
export function gigabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'gigabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1024 ** 3);
}
