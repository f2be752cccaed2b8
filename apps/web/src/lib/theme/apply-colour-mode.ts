// Mirrors the resolved colour mode onto the document: the `dark` class the styles key off,
// the native color-scheme (form controls, scrollbars) and the browser's theme colour.
import { selectColourMode, type ColourModeStore } from './colour-mode-store';
import { themeColourOf, type ColourMode } from './colour-mode';

export function applyColourMode(mode: ColourMode, doc: Document = document) {
  const root = doc.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = themeColourOf(mode);
}

/** Keeps the document in step with the store; returns the unsubscribe function. */
export function bindColourModeToDocument(store: ColourModeStore, doc: Document = document) {
  let current = selectColourMode(store.getState());
  applyColourMode(current, doc);
  return store.subscribe((state) => {
    const next = selectColourMode(state);
    if (next === current) return;
    current = next;
    applyColourMode(next, doc);
  });
}
