/**
 * Types of the shop API's operations, derived from the generated OpenAPI `paths`
 * (schema.d.ts, `npm run api:openapi`): which path templates exist, which methods each supports,
 * and each operation's path parameters, query, request body and success response. The client's
 * `request` is typed with these, so a call the API does not have does not compile.
 */
import type { paths } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every path template of the API, e.g. "/api/products/{idOrSlug}". */
export type ApiPath = keyof paths;

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Lowercase<M>]>;

/** The methods `P` supports. */
export type MethodsOf<P extends ApiPath> = {
  [M in HttpMethod]: [Operation<P, M>] extends [never] ? never : M;
}[HttpMethod];

/** The paths that support method `M`. */
export type PathsWith<M extends HttpMethod> = { [P in ApiPath]: M extends MethodsOf<P> ? P : never }[ApiPath];

type Params<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { parameters: infer R } ? R : never;

/** Path parameters: every `{name}` of the template, as a string or number (the client encodes it). */
export type PathParamsOf<P extends ApiPath, M extends HttpMethod> =
  Params<P, M> extends { path: infer PP } ? { [K in keyof PP]: string | number } : never;

/** Query parameters except `lang`, which the client adds from the page's locale. */
export type QueryOf<P extends ApiPath, M extends HttpMethod> =
  Params<P, M> extends { query?: infer Q } ? NonEmpty<Omit<NonNullable<Q>, 'lang'>> : never;

/** never for a type without keys (`{}` would accept any object, so a wrong key would pass). */
type NonEmpty<T> = [keyof T] extends [never] ? never : T;

type Content<B> = B extends { content: infer C } ? C : never;

/** The request body: the JSON schema's type, or FormData where the operation takes multipart. */
export type BodyOf<P extends ApiPath, M extends HttpMethod> =
  Content<NonNullable<Operation<P, M>['requestBody']>> extends infer C
    ? [C] extends [never]
      ? never
      : C extends { 'application/json': infer J }
        ? J
        : C extends { 'multipart/form-data': unknown }
          ? FormData
          : never
    : never;

type Responses<P extends ApiPath, M extends HttpMethod> = Operation<P, M>['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : null;

/** The data of the operation's success answer (200, else 201, else 202). */
export type ResponseOf<P extends ApiPath, M extends HttpMethod> =
  Responses<P, M> extends { 200: infer R }
    ? JsonOf<R>
    : Responses<P, M> extends { 201: infer R }
      ? JsonOf<R>
      : Responses<P, M> extends { 202: infer R }
        ? JsonOf<R>
        : null;

type IsRequired<P extends ApiPath, M extends HttpMethod> = undefined extends Operation<P, M>['requestBody'] ? false : true;

/** `params` when the template has placeholders (required), else none. */
export type ParamsOption<P extends ApiPath, M extends HttpMethod> = [PathParamsOf<P, M>] extends [never]
  ? { params?: never }
  : { params: PathParamsOf<P, M> };

/** `body` typed by the operation: required when the schema requires it, absent when it takes none. */
export type BodyOption<P extends ApiPath, M extends HttpMethod> = [BodyOf<P, M>] extends [never]
  ? { body?: never }
  : IsRequired<P, M> extends true
    ? { body: BodyOf<P, M> }
    : { body?: BodyOf<P, M> };

/** `query` typed by the operation (keys and value types). */
export type QueryOption<P extends ApiPath, M extends HttpMethod> = [QueryOf<P, M>] extends [never]
  ? { query?: never }
  : { query?: QueryOf<P, M> };
