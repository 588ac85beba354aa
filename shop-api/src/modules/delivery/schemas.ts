import { Type } from '@sinclair/typebox';

/** GeoJSON Polygon (RFC 7946): `[longitude, latitude]` degrees, rings closed, `coordinates[0]` outer, the rest holes. */
export const ZonePolygonSchema = Type.Object(
  {
    type: Type.Literal('Polygon'),
    coordinates: Type.Array(Type.Array(Type.Tuple([Type.Number(), Type.Number()]), { maxItems: 1000 }), {
      minItems: 1,
      maxItems: 20,
    }),
  },
  { description: 'GeoJSON Polygon, [lng, lat] degrees; the first ring is the outline, the others holes' },
);
