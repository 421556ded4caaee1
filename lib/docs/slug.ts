import { slug } from 'github-slugger';

/** Category slug as the replaced generator derived it: github-slugger of the label (Chinese kept). */
export function categorySlug(label: string): string {
  return slug(label);
}

export const docRoute = (id: string): string => `/docs/${id}`;
export const categoryRoute = (label: string): string => `/docs/category/${categorySlug(label)}`;
