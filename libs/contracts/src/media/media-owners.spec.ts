import { ROUTES } from '../routes/index';
import { INTERNAL_ROUTES } from '../routes/internal.routes';
import { MEDIA_OWNERS } from './media-owners';

describe('owners of stored images', () => {
  it('include every service that takes uploads', () => {
    const owners = MEDIA_OWNERS.map((owner) => owner.service);
    for (const row of ROUTES.filter((r) => 'upload' in r && r.upload)) expect(owners).toContain(row.service);
  });

  it('each answer which keys they use, and announce the ones they let go as their own event', () => {
    for (const owner of MEDIA_OWNERS) {
      expect(INTERNAL_ROUTES.find((row) => row.subject === owner.inUse)?.service).toBe(owner.service);
      expect(owner.released.domain).toBe(owner.service);
    }
  });
});
