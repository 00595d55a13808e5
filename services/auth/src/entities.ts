import { UserEntity } from './accounts/user.entity';
import { AdminEntity } from './accounts/admin.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { AddressEntity } from './addresses/address.entity';
import { CreateIdentity1764200000000 } from './migrations/1764200000000-create-identity';

export const AUTH_ENTITIES = [UserEntity, AdminEntity, RefreshTokenEntity, AddressEntity];
export const AUTH_MIGRATIONS = [CreateIdentity1764200000000];
