import type { User } from '../../../src/web/lib/auth/auth-context.ts';

export const coachUser: User = {
  id: 'coach-1',
  email: 'coach@example.com',
  role: 'COACH',
  firstName: 'Casey',
  lastName: 'Coach',
  phoneNumber: null,
  bio: null,
  qualifications: null,
  timeZone: null,
  loadUnit: 'KG',
};

export const clientUser: User = {
  id: 'client-1',
  email: null,
  role: 'CLIENT',
  firstName: 'Alex',
  lastName: 'Client',
  phoneNumber: null,
  bio: null,
  qualifications: null,
  timeZone: null,
  loadUnit: 'KG',
};
