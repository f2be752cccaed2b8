// POST /api/user/login: credentials plus this browser as a device; either answer form (spec §3).
import { useMutation } from '@tanstack/react-query';
import { loginCall, type LoginRequest } from '@touchline/contract/calls/auth';
import type { AuthAnswer } from '@touchline/contract/auth-answers';
import { apiClient } from '../../../lib/app/api-client';

export function login(body: LoginRequest): Promise<AuthAnswer> {
  return apiClient().request(loginCall, { body });
}

export const useLogin = () => useMutation({ mutationFn: login });
