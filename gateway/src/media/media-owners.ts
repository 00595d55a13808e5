import { MEDIA_OWNERS, type MediaInUse } from '@ela/contracts';
import type { NatsBridge } from '../nats/nats-bridge';

/** Asks every service that keeps image keys which of some keys it still uses. */
export class MediaOwners {
  constructor(private readonly bridge: NatsBridge) {}

  /**
   * The keys some owner uses now. Fails unless every owner answered: one that is down or slow
   * may be using any of them, and a picture is rather kept than lost.
   */
  async inUse(keys: string[]): Promise<Set<string>> {
    const answers = await Promise.all(
      MEDIA_OWNERS.map(async (owner) => {
        const result = await this.bridge.ask(owner.inUse, { keys });
        const inUse = result.ok ? (result.value as Partial<MediaInUse> | null)?.inUse : undefined;
        if (!Array.isArray(inUse))
          throw new Error(
            `${owner.service} did not say which images it uses (${result.ok ? 'no list' : result.error.statusCode})`,
          );
        return inUse;
      }),
    );
    return new Set(answers.flat());
  }
}
