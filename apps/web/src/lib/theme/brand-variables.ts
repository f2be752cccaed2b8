// The server injects the tenant's brand colours as CSS variables into index.html. When the page
// comes from the Vite dev server nothing is injected, so the same variables are set from config.
import type { CustomerConfig } from '@touchline/contract/customer-config';

const variables = (theme: CustomerConfig['theme']) => ({
  '--tl-primary': theme.primary,
  '--tl-primary-contrast': theme.primaryContrast,
  '--tl-accent': theme.accent,
});

export function ensureBrandVariables(theme: CustomerConfig['theme'], doc: Document = document) {
  const root = doc.documentElement;
  const view = doc.defaultView;
  const injected = view ? view.getComputedStyle(root).getPropertyValue('--tl-primary').trim() : '';
  if (injected !== '') return false;
  for (const [name, value] of Object.entries(variables(theme))) root.style.setProperty(name, value);
  return true;
}
