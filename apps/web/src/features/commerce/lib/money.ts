// Amounts in the currency's own format for the viewer's language (GBP 9.99 → £9.99, 9,99 £ …).
export const formatMoney = (locale: string, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
