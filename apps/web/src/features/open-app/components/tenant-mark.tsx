// The tenant's logo as an app icon: a rounded tile, the way it appears on a phone's home screen.
import { useCustomerConfig } from '../../../lib/config/config-context';
import { Image } from '../../../ui/image';

export function TenantMark() {
  const config = useCustomerConfig();
  return (
    <Image
      src={config.theme.logoUrl}
      alt=""
      width={96}
      height={96}
      loading="eager"
      className="size-24 rounded-[1.75rem] shadow-xl ring-1 shadow-black/20 ring-line"
      imgClassName="object-contain! p-3"
    />
  );
}
