import { Icon } from '../common/icons';
import { useShopSettings } from '../common/use-shop-settings';
import { brandLogo } from './layout.css';

/** The shop's logo and title from General Setting, or ShopDesk's own until they are set. */
export function BrandMark() {
  const { systemTitle, systemLogo } = useShopSettings();
  return (
    <>
      {systemLogo ? <img src={systemLogo} alt="" className={brandLogo} /> : <Icon name="store" size={22} />}
      <span>{systemTitle}</span>
    </>
  );
}
