import { Type } from '@sinclair/typebox';
import { Image, Nullable } from '../../http/schemas';
import { ZonePolygonSchema } from '../delivery';

export const HHMM = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: "'HH:mm', Kyiv time" });

/** queries.ts DayOverride: one Kyiv day's own hours or closed all day; lapses after that day. */
export const DayOverrideSchema = Type.Object(
  {
    date: Type.String({ format: 'date', description: "'YYYY-MM-DD', the Kyiv calendar day" }),
    closed: Type.Boolean(),
    time_start: Nullable(HHMM),
    time_end: Nullable(HHMM),
  },
  { description: 'a one-day change of the working hours (today or a coming day); null: none' },
);

export const WorkingHoursSchema = Type.Object({
  time_start: Type.String({ pattern: '^\\d\\d:\\d\\d$' }),
  time_end: Type.String({ pattern: '^\\d\\d:\\d\\d$' }),
});
export const KitchenStatusSchema = Type.Object({
  open: Type.Boolean(),
  paused: Type.Boolean(),
  time_start: Type.String(),
  time_end: Type.String(),
  override: Nullable(DayOverrideSchema),
});
export const ContactSchema = Type.Object({
  phones: Type.Array(Type.String()),
  landline: Type.String(),
  telegram: Type.String({ description: 'chat-messenger link' }),
  telegram_channel: Type.String(),
  viber: Type.String(),
  instagram: Type.String(),
  facebook: Type.String(),
  email: Type.String(),
  app_store: Type.String(),
  google_play: Type.String(),
  address: Type.String(),
});
export const PageSummarySchema = Type.Object({ slug: Type.String(), kind: Type.String(), title: Type.String() });
export const PageSchema = Type.Object({
  slug: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'HTML' }),
  image: Nullable(Type.String({ description: 'URL of the page image (800 px), under /api/images' })),
  data: Nullable(Type.Unknown()),
});
export const PostSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  image: Image,
  published_at: Type.String({ format: 'date' }),
});
const PostLinkSchema = Nullable(Type.Object({ slug: Type.String(), title: Type.String() }));
export const PostSchema = Type.Intersect([
  PostSummarySchema,
  Type.Object({ body: Type.String(), prev: PostLinkSchema, next: PostLinkSchema }),
]);
export const VacancySummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  salary: Type.String(),
  active: Type.Boolean(),
});
export const VacancySchema = Type.Intersect([VacancySummarySchema, Type.Object({ body: Type.String() })]);
export const AreaSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  min_sum: Type.Number({ description: 'UAH order minimum; free delivery from free_from' }),
  delivery_price: Type.Number(),
  free_from: Type.Number(),
  delivery_minutes: Type.Integer(),
  served: Type.Boolean(),
  color: Type.String(),
  priority: Type.Integer({ description: 'where zones overlap the higher serves (equal: the lower id)' }),
  geometry: ZonePolygonSchema,
  polygon: Type.Array(Type.Tuple([Type.Number(), Type.Number()]), {
    description: "the geometry's outline as [lat, lng] pairs, not repeated at the end",
  }),
});
export const PickupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  available: Type.Boolean(),
  reason: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export const NearestPickupSchema = Type.Object({
  ...PickupSchema.properties,
  distance_km: Type.Number({ description: 'straight-line distance from the address, km (0.1)' }),
});
export const GeoPointSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() }, { description: 'degrees' });
export const TileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: 19 }),
  x: Type.Integer({ minimum: 0 }),
  y: Type.Integer({ minimum: 0 }),
});
export const StreetSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 100 }) });
export const StreetQuery = Type.Object({ q: Type.String({ minLength: 2, maxLength: 60 }) });
export const AddressSearchQuery = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 120, description: 'street, or street and house' }),
});
export const AddressSuggestionSchema = Type.Object({
  street: Type.String(),
  house: Type.String({ description: "'' when the provider found the street only" }),
  label: Type.String({ description: 'as the list shows it' }),
  lat: Type.Number({ description: 'degrees; shown on the map, never taken back: the server locates the address itself' }),
  lng: Type.Number(),
});
export const ResolveBody = Type.Object({
  street: Type.String({ minLength: 1, maxLength: 120 }),
  house: Type.String({ minLength: 1, maxLength: 20 }),
});
export const DevSettingBody = Type.Object({
  key: Type.Union([
    Type.Literal('time_start'),
    Type.Literal('time_end'),
    Type.Literal('pickup_enabled'),
    Type.Literal('kitchen_paused'),
  ]),
  value: Type.String({ maxLength: 10 }),
});
export const DevAreaBody = Type.Object({
  served: Type.Optional(Type.Boolean()),
  delivery_price: Type.Optional(Type.Number({ minimum: 0 })),
});
