import { defineService } from './define-service';

export const usersService = defineService({
  name: 'users',
  description:
    'Logins, one-time passcodes, security, home settings, messages, registration and homeowner profiles.',
  routes: [],
});
