/** `/products/find-one/{id}` in the spec's form becomes `/products/find-one/:id` for Fastify. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
