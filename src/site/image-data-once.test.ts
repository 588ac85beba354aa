import { IMAGE_DATA_MEMORY, imageDataOnce } from './image-data-once';

/** A node model over File nodes by id (content digest per file). */
const nodeModelOf = (digests: Record<string, string>) => {
  const looked: string[] = [];
  return {
    looked,
    nodeModel: {
      getNodeById: ({ id }: { id: string }) => {
        looked.push(id);
        return digests[id] ? { internal: { contentDigest: digests[id] } } : null;
      },
    },
  };
};

describe('imageDataOnce', () => {
  const photo = { id: 'sharp-1', parent: 'file-1' };
  const args = { width: 400, aspectRatio: 1, layout: 'constrained' };

  it('computes an image with the same arguments once and answers every later page with it', async () => {
    const original = jest.fn(async (source: { id: string }, a: Record<string, unknown>) => ({ src: `${source.id}-${a.width}` }));
    const resolve = imageDataOnce(original);
    const { nodeModel, looked } = nodeModelOf({ 'file-1': 'd1' });
    const answers = await Promise.all([1, 2, 3].map(() => resolve(photo, { ...args }, { nodeModel }, {})));
    expect(answers).toEqual([{ src: 'sharp-1-400' }, { src: 'sharp-1-400' }, { src: 'sharp-1-400' }]);
    expect(original).toHaveBeenCalledTimes(1);
    // Every page still looks its image file up (Gatsby records that the page depends on it).
    expect(looked).toEqual(['file-1', 'file-1', 'file-1']);
  });

  it('computes again for other arguments, another image, or a changed file', async () => {
    const original = jest.fn(async (source: { id: string }, a: Record<string, unknown>) => ({ src: `${source.id}-${a.width}` }));
    const resolve = imageDataOnce(original);
    const digests = { 'file-1': 'd1', 'file-2': 'd2' };
    const { nodeModel } = nodeModelOf(digests);
    await resolve(photo, args, { nodeModel }, {});
    expect(await resolve(photo, { ...args, width: 800 }, { nodeModel }, {})).toEqual({ src: 'sharp-1-800' });
    expect(await resolve({ id: 'sharp-2', parent: 'file-2' }, args, { nodeModel }, {})).toEqual({ src: 'sharp-2-400' });
    digests['file-1'] = 'd1-changed';
    await resolve(photo, args, { nodeModel }, {});
    expect(original).toHaveBeenCalledTimes(4);
  });

  it('does not remember a failure', async () => {
    const original = jest
      .fn<Promise<{ src: string }>, unknown[]>()
      .mockRejectedValueOnce(new Error('sharp failed'))
      .mockResolvedValue({ src: 'ok' });
    const resolve = imageDataOnce(original);
    const { nodeModel } = nodeModelOf({ 'file-1': 'd1' });
    await expect(resolve(photo, args, { nodeModel }, {})).rejects.toThrow('sharp failed');
    expect(await resolve(photo, args, { nodeModel }, {})).toEqual({ src: 'ok' });
    expect(original).toHaveBeenCalledTimes(2);
  });

  it('starts over when its memory is full', async () => {
    const original = jest.fn(async (source: { id: string }) => ({ src: source.id }));
    const resolve = imageDataOnce(original);
    const { nodeModel } = nodeModelOf({});
    for (let i = 0; i <= IMAGE_DATA_MEMORY; i++) await resolve({ id: `sharp-${i}` }, args, { nodeModel }, {});
    await resolve({ id: 'sharp-0' }, args, { nodeModel }, {});
    expect(original).toHaveBeenCalledTimes(IMAGE_DATA_MEMORY + 2);
  });
});
