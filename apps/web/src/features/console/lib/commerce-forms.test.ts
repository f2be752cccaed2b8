import type { CreatedAccessCodeBatch } from '@touchline/contract/calls/admin-commerce';
import { describe, expect, it } from 'vitest';
import { sampleAdminCharge } from '../../../test/fixtures';
import { codeBatchFormSchema, emptyCodeBatch, toCreateBatch } from './code-batch-form';
import { codesCsv } from './codes-csv';
import { parseAmount, refundableMinor, toMinor } from './money';
import { refundFormSchema, remainingText, toRefundBody } from './refund-form';

const charge = sampleAdminCharge;

describe('money of the sales screens', () => {
  it('converts major units to the minor units of the currency, without float dust', () => {
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMinor(1.234, 'BHD')).toBe(1234);
  });

  it('reads a comma or a point as the decimal separator and refuses anything else', () => {
    expect(parseAmount('4,50')).toBe(4.5);
    expect(parseAmount(' 4.50 ')).toBe(4.5);
    expect(parseAmount('1.000,00')).toBeNaN();
    expect(parseAmount('-3')).toBeNaN();
    expect(parseAmount('4e2')).toBeNaN();
  });

  it('leaves what the refunds have not given back, nothing of a failed or fully refunded charge', () => {
    expect(refundableMinor(charge())).toBe(4999);
    const partly = charge({
      refunds: [{ id: 'r1', amount: 10.5, createdAt: '2026-11-21T10:00:00Z' }],
    });
    expect(refundableMinor(partly)).toBe(3949);
    expect(refundableMinor(charge({ status: 'failed' }))).toBe(0);
    expect(refundableMinor(charge({ refundedAt: '2026-11-21T10:00:00Z' }))).toBe(0);
  });
});

describe('the refund amount', () => {
  const check = (text: string, remaining = 3949, currency = 'EUR') =>
    refundFormSchema(remaining, currency).safeParse({ amount: text }).error?.issues[0]?.message;

  it('starts at all that is left, in major units', () => {
    expect(remainingText(3949, 'EUR')).toBe('39.49');
    expect(remainingText(500, 'JPY')).toBe('500');
    expect(remainingText(123456, 'EUR', 'de')).toBe('1234,56');
  });

  it('must be above zero, at most what is left, with no more decimals than the currency has', () => {
    expect(check('')).toBe('required');
    expect(check('0')).toBe('amount');
    expect(check('0,00')).toBe('amount');
    expect(check('abc')).toBe('amount');
    expect(check('1.005')).toBe('amount');
    expect(check('39.50')).toBe('amountTooLarge');
    expect(check('39.49')).toBeUndefined();
    expect(check('0.01')).toBeUndefined();
    expect(check('12.5', 500, 'JPY')).toBe('amount');
  });

  it('is sent in minor units', () => {
    expect(toRefundBody({ amount: '12,30' }, 'EUR')).toEqual({ amount: 1230 });
    expect(toRefundBody({ amount: '39.49' }, 'EUR')).toEqual({ amount: 3949 });
    expect(toRefundBody({ amount: '300' }, 'JPY')).toEqual({ amount: 300 });
  });
});

describe('the batch form', () => {
  it('sends the offer and count, leaving blank optional fields out', () => {
    const values = { ...emptyCodeBatch(), productId: 'offer-season', count: ' 25 ' };
    expect(codeBatchFormSchema.safeParse(values).success).toBe(true);
    expect(toCreateBatch(values)).toEqual({ productId: 'offer-season', count: 25 });
  });

  it('sends a label, a use limit and an expiry when given', () => {
    const body = toCreateBatch({
      productId: 'offer-season',
      count: '3',
      label: ' Club night ',
      useLimit: '2',
      expiresAt: '2027-01-31T23:59',
    });
    expect(body).toMatchObject({ label: 'Club night', useLimit: 2, count: 3 });
    expect(body.expiresAt).toBe(new Date('2027-01-31T23:59').toISOString());
  });
});

describe('the codes file', () => {
  const batch: CreatedAccessCodeBatch = {
    id: 'b-1',
    productId: 'offer-season',
    label: 'Club night, "VIP"',
    useLimit: null,
    expiresAt: null,
    disabledAt: null,
    codeCount: 2,
    uses: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    codes: ['AB12-CD34', 'EF56-GH78'],
  };

  it('holds one code a line under a header, quoting what needs it', () => {
    expect(codesCsv(batch, '=Season pass')).toBe(
      'code,batch,offer,expires\r\n' +
        'AB12-CD34,"Club night, ""VIP""",\'=Season pass,\r\n' +
        'EF56-GH78,"Club night, ""VIP""",\'=Season pass,\r\n',
    );
  });
});
