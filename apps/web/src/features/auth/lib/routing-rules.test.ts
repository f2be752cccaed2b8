import { describe, expect, it } from 'vitest';
import { sampleConfig, sampleFederationClient } from '../../../test/fixtures';
import { sampleUser } from '../../../test/auth-fixtures';
import {
  authRedirect,
  clubRedirect,
  clubSkipAllowed,
  safeRedirectPath,
  skipLoginRedirect,
  storeUrlRedirect,
} from './routing-rules';
import { redirectHref } from './guards';

const base = sampleConfig();
const withFeatures = (features: Partial<typeof base.features>) =>
  sampleConfig({ features: { ...base.features, ...features } });

describe('auth guard', () => {
  it('lets a signed-in user through', () => {
    expect(authRedirect(base, true)).toBeNull();
  });

  it('asks a visitor without a session to sign in, and to come back after', () => {
    const target = authRedirect(base, false, { ended: false, back: '/account/devices/' });
    expect(target).toEqual({
      kind: 'route',
      to: '/auth/login/',
      search: { signInRequired: true, redirect: '/account/devices/' },
    });
    expect(target && redirectHref(target)).toBe(
      '/auth/login/?signInRequired=true&redirect=%2Faccount%2Fdevices%2F',
    );
    // Never "session has ended" for someone who had none.
    expect(authRedirect(base, false)).toEqual({
      kind: 'route',
      to: '/auth/login/',
      search: { signInRequired: true },
    });
    // A way back elsewhere is dropped.
    expect(authRedirect(base, false, { ended: false, back: 'https://evil.example/' })).toEqual({
      kind: 'route',
      to: '/auth/login/',
      search: { signInRequired: true },
    });
  });

  it('says the session ended only when it did', () => {
    const target = authRedirect(base, false, { ended: true });
    expect(target).toEqual({ kind: 'route', to: '/auth/login/', search: { sessionExpired: true } });
    expect(target && redirectHref(target)).toBe('/auth/login/?sessionExpired=true');
  });

  it('sends them to / instead when single sign-on is configured', () => {
    const federated = sampleConfig({ sso: { ifaEnabled: true, ifa: sampleFederationClient } });
    expect(authRedirect(federated, false)).toEqual({
      kind: 'route',
      to: '/',
    });
  });
});

describe('club selection', () => {
  const on = withFeatures({ clubSelection: true });
  const noClub = sampleUser();

  it('redirects a signed-in user without a favourite club from any page to /club/', () => {
    for (const path of ['/', '/live/', '/auth/sign-up/personalization/', '/account/']) {
      expect(clubRedirect(on, noClub, path, path)).toEqual({
        kind: 'route',
        to: '/club/',
        search: { redirect: path },
      });
    }
  });

  it('leaves /club/ itself alone, with or without the slash', () => {
    expect(clubRedirect(on, noClub, '/club/', '/club/')).toBeNull();
    expect(clubRedirect(on, noClub, '/club', '/club')).toBeNull();
  });

  it('leaves the operator console alone: staff at work are not asked for a club', () => {
    expect(clubRedirect(on, noClub, '/console/', '/console/#games')).toBeNull();
    expect(clubRedirect(on, noClub, '/console', '/console')).toBeNull();
    expect(clubRedirect(on, noClub, '/consoles/', '/consoles/')).not.toBeNull();
  });

  it('does nothing when the feature is off, nobody is signed in or a club is chosen', () => {
    expect(clubRedirect(base, noClub, '/', '/')).toBeNull();
    expect(clubRedirect(on, null, '/', '/')).toBeNull();
    expect(
      clubRedirect(on, sampleUser({ favoriteClubId: 'club-1|Riverside' }), '/', '/'),
    ).toBeNull();
  });
});

describe('skipping the club choice', () => {
  const noClub = sampleUser();

  it('lets a viewer who skipped through when the tenant allows skipping', () => {
    const skippable = withFeatures({ clubSelection: true, clubSelectionSkip: true });
    expect(clubSkipAllowed(skippable)).toBe(true);
    expect(clubRedirect(skippable, noClub, '/', '/', true)).toBeNull();
    // Not skipped (yet): still asked.
    expect(clubRedirect(skippable, noClub, '/', '/', false)).toMatchObject({ to: '/club/' });
  });

  it('still asks when the tenant does not allow skipping, whatever the browser remembers', () => {
    const strict = withFeatures({ clubSelection: true, clubSelectionSkip: false });
    expect(clubSkipAllowed(strict)).toBe(false);
    expect(clubRedirect(strict, noClub, '/', '/', true)).toMatchObject({ to: '/club/' });
  });

  it('offers no skip when the tenant does not ask for a club at all', () => {
    expect(clubSkipAllowed(withFeatures({ clubSelection: false, clubSelectionSkip: true }))).toBe(
      false,
    );
  });
});

describe('federation skip-login', () => {
  it('redirects /auth/login/ to / only with the setting on and the flag present', () => {
    const on = withFeatures({ federationSkipLogin: true });
    expect(skipLoginRedirect(on, { ifa: true })).toEqual({ kind: 'route', to: '/' });
    expect(skipLoginRedirect(on, { ifa: 'true' })).toEqual({ kind: 'route', to: '/' });
    expect(skipLoginRedirect(on, {})).toBeNull();
    expect(skipLoginRedirect(base, { ifa: true })).toBeNull();
  });
});

describe('storeUrl', () => {
  it('follows an http(s) store address', () => {
    expect(storeUrlRedirect('https://apps.example.com/touchline')).toEqual({
      kind: 'external',
      href: 'https://apps.example.com/touchline',
    });
  });

  it('ignores an empty value, the text "undefined" and anything that is not a web address', () => {
    for (const value of [
      '',
      '  ',
      'undefined',
      undefined,
      42,
      'javascript:alert(1)',
      '/relative',
    ]) {
      expect(storeUrlRedirect(value)).toBeNull();
    }
  });
});

describe('redirect targets after sign-in', () => {
  it('only follows paths inside the app', () => {
    expect(safeRedirectPath('/account/')).toBe('/account/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    // Spellings a browser reads as another host.
    for (const sneaky of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ])
      expect(safeRedirectPath(sneaky), JSON.stringify(sneaky)).toBe('/');
    expect(safeRedirectPath('/events/tl-ev-001/?t=30#player')).toBe(
      '/events/tl-ev-001/?t=30#player',
    );
    expect(safeRedirectPath(undefined, '/x/')).toBe('/x/');
  });
});
