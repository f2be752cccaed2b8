// The server injects the tenant's brand colours as CSS variables into index.html. When the page
// comes from the Vite dev server nothing is injected, so the same variables are set from config.
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { themeStyleId } from '@touchline/contract/page-render';

const variables = (theme: CustomerConfig['theme']) => ({
  '--tl-primary': theme.primary,
  '--tl-primary-contrast': theme.primaryContrast,
  '--tl-accent': theme.accent,
});

export function ensureBrandVariables(theme: CustomerConfig['theme'], doc: Document = document) {
  // The server's <style> is looked up by its id: reading the variable through getComputedStyle
  // would recompute the style of the whole server-rendered page in the middle of booting.
  if (doc.getElementById(themeStyleId)) return false;
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(variables(theme))) root.style.setProperty(name, value);
  return true;
}
