import { token } from '../shared/token';
import type { MyProfileGateway } from './ports';
import type { ProfileUseCases } from './profile-use-cases';

export const PROFILE = {
  gateway: token<MyProfileGateway>('MyProfileGateway'),
  useCases: token<ProfileUseCases>('ProfileUseCases'),
} as const;
