import { paths } from '@/domain/pages/paths';

export const navItems = [
  { label: 'COLLECTIONS', to: paths.collections() },
  { label: 'CUSTOM PERFUME', to: paths.customPerfume() },
  { label: 'BESPOKE PERFUME', to: paths.recipeBuilder() },
  { label: 'ABOUT US', to: paths.about() },
] as const;
