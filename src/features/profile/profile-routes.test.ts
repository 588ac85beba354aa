import { CLIENT_PAGES } from '../../routing/page-paths';
import { PROFILE_NAV, PROFILE_ROUTES, profileAccess, profileSectionOf } from './profile-routes';

describe('profile routes', () => {
  it('covers exactly the profile pages of the page table', () => {
    const pages = CLIENT_PAGES.filter((p) => p.path.startsWith('/profile/')).map((p) => p.path);
    expect(Object.keys(PROFILE_ROUTES).sort()).toEqual(pages.sort());
  });

  it('every section is reachable from the navigation', () => {
    const covered = new Set(PROFILE_NAV.flatMap((n) => n.sections));
    expect([...covered].sort()).toEqual(Object.values(PROFILE_ROUTES).sort());
  });

  it.each([
    ['/profile/information/email/', 'email'],
    ['/profile/wishlist/', 'wishlist'],
    ['/profile/', null],
    ['/profile/unknown/', null],
    ['/checkout/', null],
  ])('%s -> %s', (rest, section) => {
    expect(profileSectionOf(rest)).toBe(section);
  });
});

describe('who may see a profile page', () => {
  const user = { id: 1 };
  it.each([
    ['no token, nothing loaded', { status: 'empty', token: null, user: null }, 'guest'],
    ['user being loaded', { status: 'loading', token: 't', user: null }, 'wait'],
    ['stored token, fetch not started yet', { status: 'empty', token: 't', user: null }, 'wait'],
    ['logged in', { status: 'success', token: 't', user }, 'ready'],
    ['a refresh of a logged-in user', { status: 'loading', token: 't', user }, 'ready'],
    ['offline: token kept', { status: 'error', token: 't', user: null }, 'offline'],
    ['refused token (removed)', { status: 'error', token: null, user: null }, 'guest'],
    ['logged out', { status: 'empty', token: null, user: null }, 'guest'],
  ] as const)('%s -> %s', (_, session, access) => {
    expect(profileAccess(session)).toBe(access);
  });
});
