import { msg } from '@/domain/i18n/translator';
import { paths } from '@/domain/pages/paths';

export const navItems = [
  { label: msg('COLLECTIONS'), to: paths.collections() },
  { label: msg('CUSTOM PERFUME'), to: paths.customPerfume() },
  { label: msg('BESPOKE PERFUME'), to: paths.recipeBuilder() },
  { label: msg('ABOUT US'), to: paths.about() },
] as const;
