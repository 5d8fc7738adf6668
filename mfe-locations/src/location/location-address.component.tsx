import { useT, type LocationDetails } from '@portal/shared';
import styles from './location.module.css';

type AddressField = 'streetName' | 'zipCode' | 'city' | 'contact' | 'phoneNumber';

const fields: readonly AddressField[] = ['streetName', 'zipCode', 'city', 'contact', 'phoneNumber'];

/** Address lines, each shown only when present. */
export function LocationAddress({ location }: { location: LocationDetails }) {
  const t = useT();
  const present = fields.filter((field) => Boolean(location[field]?.trim()));
  if (present.length === 0) {
    return <p className={styles.notice}>{t('locations.address.none')}</p>;
  }
  return (
    <dl className={styles.address} data-testid="location-address">
      {present.map((field) => (
        <div key={field} className={styles.addressLine}>
          <dt>{t(`locations.address.${field}`)}</dt>
          <dd data-field={field}>{location[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
