/**
 * `gatsbyImageData` computed once per image and arguments in a build process (gatsby-node's
 * createResolvers), instead of once per page that shows the image.
 *
 * gatsby-plugin-sharp's resolver hashes the file and sends nine transform jobs to Gatsby's main
 * process on every call; product photos repeat across pages, and at 10,000 products these calls
 * were 40 % of the query worker's CPU (docs/decisions/424-large-catalogue-build.md). The answer
 * depends only on the image file (its content digest) and the arguments.
 */

/** What the resolver reads of the ImageSharp node it resolves. */
interface ImageSharpSource {
  id: string;
  parent?: string | null;
}

interface NodeModel {
  getNodeById(args: { id: string }): { internal?: { contentDigest?: string } } | null;
}

type Resolve<R> = (
  source: ImageSharpSource,
  args: Record<string, unknown>,
  context: { nodeModel: NodeModel },
  info: unknown,
) => R;

/** Above this many remembered answers (a long `gatsby develop` session) the memory starts over. */
export const IMAGE_DATA_MEMORY = 5_000;

/**
 * A resolver answering like `original`, each (image file content, arguments) computed once. The
 * parent File is looked up through the node model, so every page still depends on it; a failed
 * answer is not remembered.
 */
export function imageDataOnce<R>(original: Resolve<R | Promise<R>>): Resolve<Promise<R>> {
  const answers = new Map<string, Promise<R>>();
  return (source, args, context, info) => {
    const file = source.parent ? context.nodeModel.getNodeById({ id: source.parent }) : null;
    const key = `${source.id}\0${file?.internal?.contentDigest ?? ''}\0${JSON.stringify(args)}`;
    const known = answers.get(key);
    if (known) return known;
    if (answers.size >= IMAGE_DATA_MEMORY) answers.clear();
    const answer = Promise.resolve(original(source, args, context, info));
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
    return answer;
  };
}
