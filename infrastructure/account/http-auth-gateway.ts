// AuthGateway over HTTP (spec 000 §7, docs/api.md "Account calls"). None of these calls is authenticated.
import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { AuthGateway, ForgotPasswordToken, Reply } from '../../application/account/ports';
import type { Student } from '../../domain/account/student';
import { DEVICE, HttpClient } from '../http/http-client';
import { envelope, forgotPasswordTokenSchema, orNull, serverStudentSchema } from './schemas';

const studentReply = envelope(orNull(serverStudentSchema));
const otpTokenReply = envelope(orNull(z.object({ token: z.string() })));
const resetTokenReply = envelope(orNull(forgotPasswordTokenSchema));
const emptyReply = envelope(z.pipe(z.unknown(), z.transform(() => null)));

@injectable()
export class HttpAuthGateway implements AuthGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async loginWithPassword(userId: string, password: string, device: string = DEVICE): Promise<Reply<Student | null>> {
    return (await this.http.request('post', '/app/login', { auth: false, form: { userId, password, device }, schema: studentReply })).data;
  }

  async sendLoginOtp(mobile: string): Promise<Reply<{ token: string } | null>> {
    return (await this.http.request('post', '/app/verify-mobile-send-otp', { auth: false, form: { mobile }, schema: otpTokenReply })).data;
  }

  async verifyLoginOtp(otpNumber: string, token: string, device: string = DEVICE): Promise<Reply<Student | null>> {
    return (await this.http.request('post', '/app/verifyotp-login', { auth: false, form: { otpNumber, token, device }, schema: studentReply })).data;
  }

  async createForgetPasswordToken(userId: string): Promise<Reply<ForgotPasswordToken | null>> {
    return (await this.http.request('post', '/app/create-forget-password-token', { auth: false, form: { userId }, schema: resetTokenReply })).data;
  }

  async verifyForgetPasswordToken(input: { newPassword: string; token: string; tokenIdentify: string; otp: string }): Promise<Reply<null>> {
    return (await this.http.request('post', '/app/verify-forget-password-token', { auth: false, form: input, schema: emptyReply })).data;
  }

  async directLogin(input: { token: string; loginId: string; studentId: string; mobile: string }): Promise<Reply<Student | null>> {
    return (await this.http.request('post', '/app/login-direct', { auth: false, form: { ...input, device: DEVICE }, schema: studentReply })).data;
  }
}
