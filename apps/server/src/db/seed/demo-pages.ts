// Content pages of a demo tenant in Markdown: FAQ, about, terms, privacy and one /info/{type}
// page, in English (every tenant's default language) plus a German FAQ, so locale selection and
// the fallback to the default language both have data.
import type { NewPageRow } from '../schema';

/** The /info/{type} page every demo tenant has. */
export const demoInfoPageType = 'how-to-watch';

interface PageText {
  type: string;
  locale: string;
  title: string;
  markdown: string;
}

function englishPages(name: string, sports: string): PageText[] {
  return [
    {
      type: 'faq',
      locale: 'en',
      title: 'Frequently asked questions',
      markdown: `## Watching

### Which games can I watch?
${name} streams ${sports}: live games, the upcoming schedule, full replays in the archive and
highlights of every round. Open **Live** for what is on now and **Upcoming** for the next games.

### Do I need an account?
No. Free games and highlights play without signing in. An account lets you follow leagues and
teams, keep a watchlist and cut your own clips.

### Why does a game show a lock?
Locked games are part of a subscription or sold as a single pass. Open the game to see which
options unlock it.

### A game says it is not available in my region.
Some competitions sell their broadcast rights by country. We show those games only where we
hold the rights; the rest of the catalogue plays everywhere.

## Devices and playback

### On how many devices can I watch?
You can be signed in on a limited number of devices at the same time. Manage them under
**Account → Devices**.

### The video stutters. What can I do?
The player adapts its quality to your connection. Close other downloads, move closer to your
Wi-Fi router or pick a lower quality in the player's settings.`,
    },
    {
      type: 'about',
      locale: 'en',
      title: `About ${name}`,
      markdown: `# About ${name}

${name} brings grassroots and league ${sports} to every screen. We film games with fixed and
panoramic cameras, stream them live and keep every match in our archive, so players, families
and fans never miss a moment.

## What we offer
- **Live games** with scores while they are played.
- **Replays** of every game, with highlights and player clips.
- **Leagues and teams** you can follow to see their next games first.

Questions or ideas? Read the [FAQ](/faq/) or write to us through the contact details in the
[terms of use](/terms/).`,
    },
    {
      type: 'terms',
      locale: 'en',
      title: 'Terms of use',
      markdown: `# Terms of use

These terms apply when you use ${name}. By watching or creating an account you accept them.

## 1. Your account
Keep your password to yourself. You are responsible for what happens under your account. You
must be at least 16 years old, or have a parent's permission, to create one.

## 2. Content
Games, highlights and graphics belong to ${name} and its partner leagues. You may watch them
for private use. You may share links, but not copies or recordings of the video.

## 3. Clips
Clips you cut stay linked to the original game. Do not give a clip a title that is insulting,
misleading or infringes someone else's rights; we may remove such clips.

## 4. Purchases
Passes and subscriptions are described on their offer page before you buy. A subscription
renews until you cancel it under **Account → Subscription**.

## 5. Changes
We may update these terms. We announce material changes on the portal before they apply.`,
    },
    {
      type: 'privacy',
      locale: 'en',
      title: 'Privacy policy',
      markdown: `# Privacy policy

${name} processes as little personal data as the service needs.

## What we collect
- **Account data**: your e-mail address, display name and the profile fields you fill in.
- **Device data**: a device identifier and name, to enforce the device limit.
- **Viewing data**: which videos you play and for how long, to improve the service and to
  settle rights with our partner leagues.

## Why
We use this data to run your account, to show games you are entitled to, and — only with your
consent — for analytics and notifications.

## Your rights
You may see, correct, export or delete your data at any time. Deleting your account removes
your profile, clips and watchlist.

## Cookies
We store your language and session in your browser. Analytics cookies are set only after you
agree.`,
    },
    {
      type: demoInfoPageType,
      locale: 'en',
      title: 'How to watch',
      markdown: `# How to watch

1. Open **Live** to see the games being played now, or **Upcoming** for the schedule.
2. Pick a game. Free games start at once; locked games show how to unlock them.
3. Use the player's controls to pause, rewind a live game or switch to full screen.

| Device | How |
|---|---|
| Computer | Any current browser, no plug-ins |
| Phone and tablet | The browser, or our app from the store |
| TV | Cast from the browser, or connect a computer by HDMI |

Trouble playing a game? See the [FAQ](/faq/).`,
    },
  ];
}

const germanFaq = (name: string, sports: string): PageText => ({
  type: 'faq',
  locale: 'de',
  title: 'Häufige Fragen',
  markdown: `## Zuschauen

### Welche Spiele kann ich sehen?
${name} überträgt ${sports}: Live-Spiele, den kommenden Spielplan, komplette Wiederholungen im
Archiv und Highlights jeder Runde.

### Brauche ich ein Konto?
Nein. Kostenlose Spiele und Highlights laufen ohne Anmeldung. Mit einem Konto folgst du Ligen
und Teams, führst eine Merkliste und schneidest eigene Clips.

### Warum zeigt ein Spiel ein Schloss?
Gesperrte Spiele gehören zu einem Abo oder werden als Einzelpass verkauft. Öffne das Spiel, um
die Angebote zu sehen.`,
});

const germanSport: Record<string, string> = {
  football: 'Fußball',
  basketball: 'Basketball',
  volleyball: 'Volleyball',
};
const joined = (words: string[], and: string) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)!}`;

export function buildDemoPages(
  tenant: { id: string; name: string },
  sportTypes: string[],
  updatedAt: Date,
): NewPageRow[] {
  const english = joined(sportTypes, 'and');
  const german = joined(
    sportTypes.map((s) => germanSport[s] ?? s),
    'und',
  );
  return [...englishPages(tenant.name, english), germanFaq(tenant.name, german)].map((page) => ({
    ...page,
    tenantId: tenant.id,
    demo: true,
    updatedAt,
  }));
}
