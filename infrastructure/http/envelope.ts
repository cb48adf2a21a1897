// The reference API's HTTP envelope: what the one HTTP client answers and throws, and the reply body every call
// carries. It stays in infrastructure: gateways turn it into the app's outcomes, so no port speaks HTTP.

/** A successful call: { data, status, message }. */
export interface ApiSuccess<T> {
  data: T;
  status: number;
  message: string;
}

/** What a failed call throws: { success: false, data: null, status, message }. */
export interface ApiFailure {
  success: false;
  data: null;
  status: number;
  message: string;
  /** the reply's responseTxt when the server answered an error status with the envelope (e.g. invalid_otp) */
  responseTxt?: string;
  /** true when the call was not made: loginId, token or a needed id was missing (status 0) */
  skipped?: true;
}

export const isApiFailure = (e: unknown): e is ApiFailure =>
  typeof e === 'object' && e !== null && (e as ApiFailure).success === false && 'message' in e;

/** The reply body of every call of the reference API. */
export interface Reply<T> {
  responseTxt: string;
  message: string;
  obj: T;
}
