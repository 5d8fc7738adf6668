/// <reference types="node" />
import path from 'node:path';
import { describeTranslations } from '@portal/shared/testing/translations';

/** This workspace's own texts: complete in da-dk, en-gb and de-de, and every key its code uses defined. */
describeTranslations('mfe-portfolio', path.resolve(import.meta.dirname, '..'));
