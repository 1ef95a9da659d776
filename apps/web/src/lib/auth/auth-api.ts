import type { AuthResult, ChangePasswordBody, LoginBody, ProfileBody, SignupBody, User } from '@flame/shared';
import type { ApiClient } from '../api-client';

export const getMe = (api: ApiClient) => api.get<User>('/auth/me');
export const login = (api: ApiClient, body: LoginBody) => api.post<AuthResult>('/auth/login', body);
export const signup = (api: ApiClient, body: SignupBody) => api.post<AuthResult>('/auth/signup', body);
export const logout = (api: ApiClient) => api.post<null>('/auth/logout');
export const exchangeSignInCode = (api: ApiClient, code: string) =>
  api.post<AuthResult>('/auth/google/exchange', { code });
export const updateProfile = (api: ApiClient, body: ProfileBody) => api.put<User>('/auth/profile', body);
export const logoutEverywhere = (api: ApiClient) => api.post<null>('/auth/logout-all');
export const changePassword = (api: ApiClient, body: ChangePasswordBody) =>
  api.put<null>('/auth/password', body);
