import { token } from '../shared/token';
import type { SupportGateway } from './ports';
import type { SupportUseCases } from './support-use-cases';

export const SUPPORT = {
  gateway: token<SupportGateway>('SupportGateway'),
  useCases: token<SupportUseCases>('SupportUseCases'),
} as const;
