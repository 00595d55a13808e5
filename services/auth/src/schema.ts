import { UserEntity } from './accounts/user.entity';
import { AdminEntity } from './accounts/admin.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { AddressEntity } from './addresses/address.entity';
import { CreateIdentity1764200000000 } from './migrations/1764200000000-create-identity';
import { AdminTokenVersion1764300000000 } from './migrations/1764300000000-admin-token-version';
import { CreateAuditLog1764600000000 } from '@ela/service-kit';

/** Every table the service maps; a feature adds its entities here. */
export const ENTITIES = [UserEntity, AdminEntity, RefreshTokenEntity, AddressEntity];
/** In timestamp order; a feature adds its migrations here (the service, its tools and the test stacks read them). */
export const MIGRATIONS = [
  CreateIdentity1764200000000,
  AdminTokenVersion1764300000000,
  CreateAuditLog1764600000000,
];
