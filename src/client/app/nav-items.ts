export const navItems = [
  { label: 'COLLECTIONS', to: '/collections' },
  { label: 'CUSTOM PERFUME', to: '/custom-perfume' },
  { label: 'BESPOKE PERFUME', to: '/recipe-builder' },
  { label: 'ABOUT US', to: '/about' },
] as const;
