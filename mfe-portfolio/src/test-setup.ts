import { setTestTranslations } from '@portal/shared/testing';
import daDk from '../translations/da-dk.json';

// Component tests render with this workspace's own Danish texts (over @portal/shared's).
setTestTranslations(daDk);
