// Makes the tenant's configuration available to every component.
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { createContext, use, type ReactNode } from 'react';

const ConfigContext = createContext<CustomerConfig | null>(null);

export function CustomerConfigProvider(props: { config: CustomerConfig; children: ReactNode }) {
  return <ConfigContext value={props.config}>{props.children}</ConfigContext>;
}

export function useCustomerConfig(): CustomerConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useCustomerConfig needs a CustomerConfigProvider above it');
  return config;
}
