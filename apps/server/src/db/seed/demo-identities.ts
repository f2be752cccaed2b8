// Identity rows (categories, sub-categories, leagues, teams, clubs) of a demo tenant.
import type { LinkedBanner, NewIdentityRow } from '../schema';
import type { DemoCatalog } from './demo-catalog';

export const demoIds = (code: string) => ({
  category: (slug: string) => `${code}-cat-${slug}`,
  subcategory: (slug: string) => `${code}-sub-${slug}`,
  league: (slug: string) => `${code}-league-${slug}`,
  team: (slug: string) => `${code}-team-${slug}`,
  club: (slug: string) => `${code}-club-${slug}`,
  event: (n: number) => `${code}-ev-${String(n).padStart(3, '0')}`,
});

const image = (folder: string, slug: string) => `/media/images/${folder}/${slug}.svg`;

/**
 * One banner of each kind: the wide one links inside the portal, the tall one to the
 * organiser's site in a new tab, and the plain image links nowhere. Mobile shows the wide one
 * and the image, since a tall side banner has no room beside a phone's single column.
 */
function bannersOf(slug: string, pictureFolder: string, page: string, site: string) {
  const horizontal: LinkedBanner = {
    kind: 'horizontal_banner',
    imageUrl: image('banners', slug),
    linkUrl: page,
    linkTarget: '_self',
  };
  const vertical: LinkedBanner = {
    kind: 'vertical_banner',
    imageUrl: image('banners-vertical', slug),
    linkUrl: site,
    linkTarget: '_blank',
  };
  const picture: LinkedBanner = {
    kind: 'image',
    imageUrl: image(pictureFolder, slug),
    linkUrl: null,
    linkTarget: null,
  };
  return { banners: [horizontal, vertical, picture], mobileBanners: [horizontal, picture] };
}

/** Social profiles of a league or category; the handle is the slug without dashes. */
const socialLinksOf = (slug: string) => {
  const handle = slug.replace(/-/g, '');
  return {
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    x: `https://x.com/${handle}`,
    web: `https://${slug}.example.org/`,
  };
};

export function buildDemoIdentities(
  tenantId: string,
  catalog: DemoCatalog,
  createdAt: Date,
): NewIdentityRow[] {
  const ids = demoIds(catalog.code);
  const base = { tenantId, demo: true, createdAt } as const;
  const rows: NewIdentityRow[] = [];

  catalog.categories.forEach((category, index) => {
    const id = ids.category(category.slug);
    rows.push({
      ...base,
      id,
      kind: 'category',
      sportType: category.sportType,
      order: index + 1,
      title: category.title,
      imageUrl: image('categories', category.slug),
      logoUrl: image('categories', category.slug),
      bannerUrl: image('banners', category.slug),
      colour: category.colour,
      ...bannersOf(
        category.slug,
        'categories',
        '/upcoming/',
        `https://${category.slug}.example.org/`,
      ),
      socialLinks: socialLinksOf(category.slug),
    });
    category.subcategories.forEach((sub, subIndex) => {
      rows.push({
        ...base,
        id: ids.subcategory(sub.slug),
        kind: 'subcategory',
        parentId: id,
        sportType: category.sportType,
        order: subIndex + 1,
        title: sub.title,
        imageUrl: image('categories', category.slug),
        colour: category.colour,
      });
    });
  });

  catalog.leagues.forEach((league, index) => {
    const id = ids.league(league.slug);
    rows.push({
      ...base,
      id,
      kind: 'league',
      sportType: league.sportType,
      order: index + 1,
      title: league.title,
      shortName: league.shortName,
      imageUrl: image('leagues', league.slug),
      logoUrl: image('leagues', league.slug),
      bannerUrl: image('banners', league.slug),
      colour: league.colour,
      ...bannersOf(league.slug, 'leagues', '/live/', `https://${league.slug}.example.org/tickets`),
      socialLinks: socialLinksOf(league.slug),
    });
    league.teams.forEach((team, teamIndex) => {
      rows.push({
        ...base,
        id: ids.team(team.slug),
        kind: 'team',
        parentId: id,
        sportType: league.sportType,
        order: teamIndex + 1,
        title: team.name,
        shortName: team.shortName,
        imageUrl: image('teams', team.slug),
        logoUrl: image('teams', team.slug),
        colour: team.colour,
      });
    });
  });

  const teams = new Map(
    catalog.leagues.flatMap((league) => league.teams.map((team) => [team.slug, team])),
  );
  catalog.clubs.forEach((slug, index) => {
    const team = teams.get(slug);
    if (!team) throw new Error(`club ${slug} is not a team of the catalog`);
    rows.push({
      ...base,
      id: ids.club(slug),
      kind: 'club',
      order: index + 1,
      title: team.name,
      shortName: team.shortName,
      imageUrl: image('teams', slug),
      logoUrl: image('teams', slug),
      colour: team.colour,
    });
  });

  return rows;
}
