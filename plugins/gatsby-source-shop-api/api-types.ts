/**
 * The API responses this plugin reads, taken from the types generated from shop-api/openapi.yaml
 * (`npm run api:openapi`), so the build breaks when the contract changes under it.
 */
import type { paths } from '../../src/api-client/schema';

/** The JSON body of a GET operation's 200 answer. */
type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer T } } } } }
  ? T
  : never;

export type Category = Ok<'/api/categories'>[number];
export type Product = Ok<'/api/products'>[number];
export type Gift = Ok<'/api/gifts'>[number];
export type PageSummary = Ok<'/api/pages'>[number];
export type Page = Ok<'/api/pages/{slug}'>;
export type PostSummary = Ok<'/api/articles'>[number];
export type Post = Ok<'/api/articles/{slug}'>;
export type Vacancy = Ok<'/api/vacancies/{slug}'>;
export type WorkingHours = Ok<'/api/get-working-time'>;
