import { Type } from '@sinclair/typebox';
import { sharedSerializers } from './serializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/api/x', httpStatus: '200', schema });
const Item = Type.Object({ id: Type.Integer(), name: Type.String() });

describe('sharedSerializers: one compiled serializer per response schema object in a process', () => {
  it('gives two Fastify instances (two factory calls) the same serializer for the same schema', () => {
    const first = sharedSerializers({}, {})(route(Item));
    const second = sharedSerializers({}, {})(route(Item));
    expect(second).toBe(first);
    // It serializes as fast-json-stringify does: the schema's properties only, typed.
    expect(JSON.parse(first({ id: 7, name: 'Маргарита', secret: 'x' }))).toEqual({ id: 7, name: 'Маргарита' });
  });

  it('compiles another schema object, and the same schema under other options, anew', () => {
    const serializer = sharedSerializers({}, {})(route(Item));
    expect(sharedSerializers({}, {})(route(Type.Object({ id: Type.Integer() })))).not.toBe(serializer);
    expect(sharedSerializers({}, { rounding: 'floor' })(route(Item))).not.toBe(serializer);
  });
});
