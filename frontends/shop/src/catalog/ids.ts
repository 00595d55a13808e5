const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Ids of the API are UUIDs; the shell shows its 404 for any other `{id}`, this keeps the shop alone honest. */
export function isEntityId(text: string | undefined): text is string {
  return typeof text === 'string' && UUID.test(text);
}
