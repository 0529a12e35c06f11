// The features' Japanese texts (catalogue.ts).
import { byFeature, type Catalogue } from './catalogue.ts';

const files = import.meta.glob<Catalogue>(['../features/*/i18n/ja.json', '../components/*/i18n/ja.json'], {
  eager: true,
  import: 'default',
});

export const translation: Catalogue = byFeature(files);
