// The few parts of braintree-web-drop-in 1.48 the web uses (the package ships no types).
declare module 'braintree-web-drop-in' {
  export interface PaymentMethodPayload {
    nonce: string;
    deviceData?: string;
    details?: Record<string, unknown>;
    type?: string;
  }
  export interface Dropin {
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    teardown(): Promise<void>;
  }
  export interface CreateOptions {
    authorization: string;
    container: HTMLElement | string;
    locale?: string;
    dataCollector?: boolean | { kount?: boolean };
    card?: { cardholderName?: boolean | { required?: boolean } };
  }
  const dropin: { create(options: CreateOptions): Promise<Dropin> };
  export default dropin;
}
