// The features' English texts (catalogue.ts).
import { byFeature, type Catalogue } from './catalogue.ts';

const files = import.meta.glob<Catalogue>(['../features/*/i18n/en.json', '../components/*/i18n/en.json'], {
  eager: true,
  import: 'default',
});

export const translation: Catalogue = byFeature(files);
