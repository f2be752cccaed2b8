import { describe, expect, it } from 'vitest';
import { UsageError } from './arg-checks';
import { parseOperatorArgs, usage } from './operator-args';

const parse = (line: string) => parseOperatorArgs(line.split(' ').filter(Boolean), 'touchline');

describe('operator command arguments', () => {
  it('reads set-stream and set-score with the default tenant', () => {
    expect(parse('set-stream --event tl-ev-001 --url /media/live/match-2/master.m3u8')).toEqual({
      help: false,
      connection: { via: 'auto', server: null, key: null, host: null },
      command: {
        name: 'set-stream',
        tenant: 'touchline',
        eventId: 'tl-ev-001',
        body: { url: '/media/live/match-2/master.m3u8' },
      },
    });
    expect(
      parse('set-score --tenant harbour --event hb-ev-002 --home 2 --away 1 --via api'),
    ).toMatchObject({
      connection: { via: 'api' },
      command: { name: 'set-score', tenant: 'harbour', body: { home: 2, away: 1 } },
    });
  });

  it('asks for --tenant when there is no default tenant (production outside demo mode)', () => {
    const argv = ['set-score', '--event', 'tl-ev-001', '--home', '1', '--away', '0'];
    expect(() => parseOperatorArgs(argv, null)).toThrow('--tenant is required');
    expect(parseOperatorArgs([...argv, '--tenant', 'harbour'], null)).toMatchObject({
      command: { tenant: 'harbour' },
    });
  });

  it('reads create-codes: the offer, how many, their limit and expiry', () => {
    expect(
      parse('create-codes --product tl-offer-month --count 50 --limit 1 --expires 2030-06-30'),
    ).toMatchObject({
      command: {
        name: 'create-codes',
        tenant: 'touchline',
        productId: 'tl-offer-month',
        count: 50,
        useLimit: 1,
        expiresAt: new Date('2030-06-30'),
      },
    });
    expect(parse('create-codes --product tl-offer-month')).toMatchObject({
      command: { count: 1, useLimit: null, expiresAt: null },
    });
    expect(() => parse('create-codes')).toThrow('--product is required');
    expect(() => parse('create-codes --product p --expires soon')).toThrow('--expires');
    expect(() => parse('create-codes --product p --count many')).toThrow('--count');
  });

  it('reads survey-answers: the page, its size and one user, checked as the admin API checks them', () => {
    expect(parse('survey-answers')).toMatchObject({
      command: { name: 'survey-answers', tenant: 'touchline', page: 0, size: 20, userId: null },
    });
    expect(
      parse('survey-answers --page 2 --size 50 --user tl-user-1 --tenant harbour'),
    ).toMatchObject({ command: { tenant: 'harbour', page: 2, size: 50, userId: 'tl-user-1' } });
    expect(() => parse('survey-answers --page -1')).toThrow(UsageError);
    expect(() => parse('survey-answers --size 0')).toThrow('--size');
    expect(() => parse('survey-answers --size 101')).toThrow('--size');
    expect(() => parse('survey-answers --page two')).toThrow('--page');
    expect(() => parse('survey-answers --user ../etc')).toThrow('--userId');
  });

  it('reads grant-role and revoke-role with the email normalised as sign-up stores it', () => {
    expect(parse('grant-role --tenant harbour --email Ops@Example.COM')).toEqual({
      help: false,
      connection: { via: 'auto', server: null, key: null, host: null },
      command: { name: 'grant-role', tenant: 'harbour', email: 'ops@example.com' },
    });
    expect(parse('revoke-role --email ops@example.com')).toMatchObject({
      command: { name: 'revoke-role', tenant: 'touchline', email: 'ops@example.com' },
    });
  });

  it('shows the usage, with the demo keys, for --help or no command', () => {
    expect(parse('--help')).toEqual({ help: true });
    expect(parse('')).toEqual({ help: true });
    expect(usage()).toContain('op_demo_touchline_operator');
  });

  it.each([
    ['set-stream --event tl-ev-001', '--url is required'],
    ['set-stream --event tl-ev-001 --url https://example.org/a.mp4', '--url'],
    ['set-stream --event bad!id --url /a.m3u8', '--event must be an event id'],
    ['set-score --event tl-ev-001 --home 2', '--away is required'],
    ['set-score --event tl-ev-001 --home -1 --away 0', '--home'],
    ['set-score --event tl-ev-001 --home 1.5 --away 0', '--home must be a whole number'],
    ['set-score --event tl-ev-001 --home 1 --away 1 --via carrier-pigeon', '--via'],
    ['set-score --event tl-ev-001 --home 1 --away 1 --colour red', 'colour'],
    ['rename --event tl-ev-001', 'unknown command'],
    ['grant-role --tenant harbour', '--email is required'],
    ['grant-role --email not-an-address', '--email must be an email address'],
  ])('refuses %s', (line, message) => {
    expect(() => parse(line)).toThrow(UsageError);
    expect(() => parse(line)).toThrow(message);
  });
});
