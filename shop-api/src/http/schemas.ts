import { Type, type TSchema } from '@sinclair/typebox';

/** ?lang= on every call (added to each route by app.ts). */
export const LangQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('russian'), Type.Literal('ukrainian')], { default: 'ukrainian' })),
});

/** Laravel-style validation error body (422). */
export const ValidationErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const MessageBody = Type.Object({ message: Type.String() });

/** Image as the original API returns it: `urlForList` is the list-size URL (relative, under /api/images). */
export const Image = Type.Object({
  url: Type.String(),
  urlForList: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

/** Common error responses to spread into a route's `response`. */
export const errorResponses = {
  401: MessageBody,
  404: MessageBody,
  422: ValidationErrorBody,
};

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
