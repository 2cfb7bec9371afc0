import { HouseContactSection } from './house-contact';
import { HouseSection } from './house-form';
import { HousePagesSection } from './house-pages';
import { ShippingZonesSection } from './shipping-zones';
import { VatRatesSection } from './vat-rates';

/** The back office's Settings: the house's legal details, its contact details, the VAT rates, the shipping zones and the house's pages. */
export function SettingsPanel() {
  return (
    <div className="grid gap-12">
      <HouseSection />
      <HouseContactSection />
      <VatRatesSection />
      <ShippingZonesSection />
      <HousePagesSection />
    </div>
  );
}
