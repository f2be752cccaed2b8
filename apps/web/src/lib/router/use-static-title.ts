// The tab title of pages that name it in their route's static data (`titleKey`), such as the
// sign-in pages; other pages set theirs with useDocumentTitle.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../config/config-context';
import { deepestStaticData } from './static-data';

export function useStaticTitle() {
  const { t } = useTranslation();
  const { name } = useCustomerConfig();
  const key = useRouterState({ select: (state) => deepestStaticData(state.matches, 'titleKey') });
  const title = key ? t(key) : null;
  useEffect(() => {
    if (title) document.title = `${title} · ${name}`;
  }, [title, name]);
}
