// The tab title: the page's own title, then the tenant's name.
import { useEffect } from 'react';
import { useCustomerConfig } from '../config/config-context';

export function useDocumentTitle(title?: string) {
  const { name } = useCustomerConfig();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
