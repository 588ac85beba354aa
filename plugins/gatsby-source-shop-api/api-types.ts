/** The parts of the shop API responses this plugin reads (see shop-api/openapi.yaml). */
export interface Image {
  url: string;
  urlForList: string;
  width: number;
  height: number;
}
export interface Category {
  id: number;
  slug: string;
  name: string;
  name_ua: string;
  parent_id: number | null;
  sort: number;
  svg: string;
  seo_text: string;
  faq: { question: string; answer: string }[];
}
export interface Product {
  id: number;
  slug: string;
  name: string;
  name_ua: string;
  description: string;
  composition: string;
  allergens: string;
  price: number;
  old_price: number | null;
  weight: number;
  diameter: number | null;
  calories: number | null;
  proteins: number | null;
  fats: number | null;
  carbohydrates: number | null;
  main_image: Image;
  category: { id: number; slug: string; name: string; name_ua: string };
  modifiers_group: unknown[];
  addons: number[];
  tags: unknown[];
  ingredients: unknown[];
  is_sauce: boolean;
  is_constructor: boolean;
  popularity: number;
  created_at: string;
}
export interface Gift {
  id: number;
  sum: number;
  product: Product;
}
export interface PageSummary {
  slug: string;
  kind: string;
  title: string;
}
export interface Page extends PageSummary {
  body: string;
  image?: string | null;
  data?: unknown;
}
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: Image | null;
  published_at: string;
}
export interface Post extends PostSummary {
  body: string;
}
export interface Vacancy {
  id: number;
  slug: string;
  title: string;
  body?: string;
  salary?: string;
  active: boolean;
}
export interface WorkingHours {
  time_start: string;
  time_end: string;
}
