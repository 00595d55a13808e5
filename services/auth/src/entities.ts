import { UserEntity } from './accounts/user.entity';
import { AdminEntity } from './accounts/admin.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { AddressEntity } from './addresses/address.entity';
import { CreateIdentity1764200000000 } from './migrations/1764200000000-create-identity';
import { AdminTokenVersion1764300000000 } from './migrations/1764300000000-admin-token-version';
import { CreateAuditLog1764600000000, CreateOutbox1764400000000 } from '@ela/service-kit';
import { CustomerChangedEvents1769100000000 } from './migrations/1769100000000-customer-changed-events';

export const AUTH_ENTITIES = [UserEntity, AdminEntity, RefreshTokenEntity, AddressEntity];
export const AUTH_MIGRATIONS = [
  CreateIdentity1764200000000,
  AdminTokenVersion1764300000000,
  CreateOutbox1764400000000,
  CreateAuditLog1764600000000,
  CustomerChangedEvents1769100000000,
];
