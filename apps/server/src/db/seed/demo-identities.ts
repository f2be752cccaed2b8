// Identity rows (categories, sub-categories, leagues, teams, clubs) of a demo tenant.
import type { NewIdentityRow } from '../schema';
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
    const banner = {
      imageUrl: image('banners', category.slug),
      linkUrl: `/category/${id}/`,
      linkTarget: '_self' as const,
    };
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
      banners: [banner],
      mobileBanners: [banner],
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
    const banner = {
      imageUrl: image('banners', league.slug),
      linkUrl: `/league/${id}/`,
      linkTarget: '_self' as const,
    };
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
      banners: [banner],
      mobileBanners: [banner],
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
