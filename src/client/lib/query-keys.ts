/** Query keys are resource paths: the default query function GETs `queryKey[0]`. */
export const queryKeys = {
  config: ['/api/config'] as const,
  perfumes: ['/api/perfumes'] as const,
  perfume: (id: number | string) => [`/api/perfumes/${id}`] as const,
  ingredients: ['/api/ingredients'] as const,
};
