// POST /api/user/register: creates the account; the sign-up flow then logs in (spec §4).
import { useMutation } from '@tanstack/react-query';
import { registerCall, type RegisterRequest } from '@touchline/contract/calls/auth';
import type { RegisterAnswer } from '@touchline/contract/auth-answers';
import { apiClient } from '../../../lib/app/api-client';

export function register(body: RegisterRequest): Promise<RegisterAnswer> {
  return apiClient().request(registerCall, { body });
}

export const useRegister = () => useMutation({ mutationFn: register });
