// The sports catalog of the two demo tenants: categories, leagues, teams and clubs. Plain data,
// shared by the seed and by scripts/generate-demo-images.ts, which draws the crests from it.

export interface DemoTeam {
  /** Also the image file name: media/demo/images/teams/{slug}.svg. */
  slug: string;
  name: string;
  shortName: string;
  /** Three letters drawn on the crest. */
  code: string;
  colour: string;
  secondaryColour: string;
}

export interface DemoLeague {
  slug: string;
  title: string;
  shortName: string;
  sportType: string;
  gender: 'men' | 'women';
  gameType: string;
  /** The sub-category the league's games belong to. */
  subcategory: string;
  colour: string;
  teams: DemoTeam[];
}

export interface DemoCategory {
  slug: string;
  title: string;
  sportType: string;
  colour: string;
  subcategories: { slug: string; title: string }[];
}

export interface DemoCatalog {
  /** Prefix of every id of the tenant's demo rows. */
  code: string;
  categories: DemoCategory[];
  leagues: DemoLeague[];
  /** Team slugs offered as favourite clubs (club selection). */
  clubs: string[];
  channels: { slug: string; title: string; sportType: string; category: string }[];
  /** How many events of each listing state the seed writes. */
  plan: { live: number; upcoming: number; archived: number; highlights: number; clips: number };
}

const team = (
  slug: string,
  name: string,
  shortName: string,
  code: string,
  colour: string,
  secondaryColour: string,
): DemoTeam => ({ slug, name, shortName, code, colour, secondaryColour });

export const touchlineCatalog: DemoCatalog = {
  code: 'tl',
  categories: [
    {
      slug: 'football',
      title: 'Football',
      sportType: 'football',
      colour: '#15803d',
      subcategories: [
        { slug: 'football-men', title: "Men's Football" },
        { slug: 'football-women', title: "Women's Football" },
      ],
    },
    {
      slug: 'basketball',
      title: 'Basketball',
      sportType: 'basketball',
      colour: '#c2410c',
      subcategories: [
        { slug: 'basketball-pro', title: 'Pro Basketball' },
        { slug: 'basketball-college', title: 'College Basketball' },
      ],
    },
  ],
  leagues: [
    {
      slug: 'northern-premier',
      title: 'Northern Premier Division',
      shortName: 'NPD',
      sportType: 'football',
      gender: 'men',
      gameType: 'league',
      subcategory: 'football-men',
      colour: '#1d4ed8',
      teams: [
        team('riverside-rovers', 'Riverside Rovers', 'Riverside', 'RIV', '#1d4ed8', '#ffffff'),
        team('ashford-athletic', 'Ashford Athletic', 'Ashford', 'ASH', '#b91c1c', '#fde68a'),
        team('kingsport-united', 'Kingsport United', 'Kingsport', 'KIN', '#0f766e', '#f8fafc'),
        team('millbrook-city', 'Millbrook City', 'Millbrook', 'MIL', '#7c3aed', '#e9d5ff'),
      ],
    },
    {
      slug: 'coastal-womens',
      title: "Coastal Women's League",
      shortName: 'CWL',
      sportType: 'football',
      gender: 'women',
      gameType: 'league',
      subcategory: 'football-women',
      colour: '#0891b2',
      teams: [
        team('seaview-swifts', 'Seaview Swifts', 'Seaview', 'SEA', '#0891b2', '#ecfeff'),
        team('harlow-herons', 'Harlow Herons', 'Harlow', 'HAR', '#ca8a04', '#1c1917'),
        team('zurich-kestrels', 'Zürich Kestrels', 'Zürich', 'ZUR', '#be123c', '#fff1f2'),
      ],
    },
    {
      slug: 'metro-basketball',
      title: 'Metro Basketball League',
      shortName: 'MBL',
      sportType: 'basketball',
      gender: 'men',
      gameType: 'league',
      subcategory: 'basketball-pro',
      colour: '#ea580c',
      teams: [
        team('eastgate-eagles', 'Eastgate Eagles', 'Eastgate', 'EAG', '#ea580c', '#111827'),
        team('westport-wolves', 'Westport Wolves', 'Westport', 'WOL', '#334155', '#cbd5e1'),
        team('summit-sparks', 'Summit Sparks', 'Summit', 'SUM', '#db2777', '#fdf2f8'),
        team('lakeside-lynx', 'Lakeside Lynx', 'Lakeside', 'LYN', '#16a34a', '#f0fdf4'),
      ],
    },
  ],
  clubs: ['riverside-rovers', 'ashford-athletic', 'kingsport-united', 'millbrook-city'],
  channels: [
    {
      slug: 'touchline-24-7',
      title: 'Touchline 24/7',
      sportType: 'football',
      category: 'football',
    },
    {
      slug: 'hoops-channel',
      title: 'Hoops Channel',
      sportType: 'basketball',
      category: 'basketball',
    },
  ],
  plan: { live: 3, upcoming: 6, archived: 12, highlights: 6, clips: 4 },
};

export const harbourCatalog: DemoCatalog = {
  code: 'hb',
  categories: [
    {
      slug: 'hb-basketball',
      title: 'Basketball',
      sportType: 'basketball',
      colour: '#f97316',
      subcategories: [
        { slug: 'hb-basketball-men', title: "Men's Division" },
        { slug: 'hb-basketball-women', title: "Women's Division" },
      ],
    },
    {
      slug: 'hb-volleyball',
      title: 'Volleyball',
      sportType: 'volleyball',
      colour: '#0ea5e9',
      subcategories: [
        { slug: 'hb-volleyball-indoor', title: 'Indoor' },
        { slug: 'hb-volleyball-beach', title: 'Beach' },
      ],
    },
  ],
  leagues: [
    {
      slug: 'harbour-premier',
      title: 'Harbour Premier League',
      shortName: 'HPL',
      sportType: 'basketball',
      gender: 'men',
      gameType: 'league',
      subcategory: 'hb-basketball-men',
      colour: '#f97316',
      teams: [
        team('dockside-dolphins', 'Dockside Dolphins', 'Dockside', 'DOC', '#f97316', '#111111'),
        team('lighthouse-lions', 'Lighthouse Lions', 'Lighthouse', 'LIG', '#eab308', '#111111'),
        team('anchor-bay-arrows', 'Anchor Bay Arrows', 'Anchor Bay', 'ANC', '#2563eb', '#f8fafc'),
        team('pier-nine-pirates', 'Pier Nine Pirates', 'Pier Nine', 'PIR', '#dc2626', '#111111'),
      ],
    },
    {
      slug: 'harbour-womens-cup',
      title: "Harbour Women's Cup",
      shortName: 'HWC',
      sportType: 'basketball',
      gender: 'women',
      gameType: 'cup',
      subcategory: 'hb-basketball-women',
      colour: '#a855f7',
      teams: [
        team('tidewater-tigers', 'Tidewater Tigers', 'Tidewater', 'TID', '#f59e0b', '#111111'),
        team('saltmarsh-storm', 'Saltmarsh Storm', 'Saltmarsh', 'SAL', '#6366f1', '#eef2ff'),
      ],
    },
    {
      slug: 'bay-volleyball',
      title: 'Bay Volleyball Series',
      shortName: 'BVS',
      sportType: 'volleyball',
      gender: 'women',
      gameType: 'league',
      subcategory: 'hb-volleyball-indoor',
      colour: '#0ea5e9',
      teams: [
        team(
          'breakwater-blockers',
          'Breakwater Blockers',
          'Breakwater',
          'BRE',
          '#0ea5e9',
          '#082f49',
        ),
        team('coral-spikers', 'Coral Spikers', 'Coral', 'COR', '#f43f5e', '#fff1f2'),
        team('marina-mariners', 'Marina Mariners', 'Marina', 'MAR', '#14b8a6', '#042f2e'),
        team('sao-miguel-surf', 'São Miguel Surf', 'São Miguel', 'SMS', '#65a30d', '#f7fee7'),
      ],
    },
  ],
  clubs: [],
  channels: [
    {
      slug: 'harbour-courtside',
      title: 'Harbour Courtside',
      sportType: 'basketball',
      category: 'hb-basketball',
    },
  ],
  plan: { live: 2, upcoming: 4, archived: 8, highlights: 4, clips: 2 },
};
